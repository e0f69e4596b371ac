import type { SavedContact } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactItem } from './contact-item.view.js';
import type { LeadContacts } from './use-lead-contacts.js';

const contact = (over: Partial<SavedContact>): SavedContact => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'email',
  value: 'rosa@casa.example',
  display: null,
  label: 'personal',
  email: null,
  phone: null,
  disposable: false,
  source: 'site',
  edited: false,
  page_url: null,
  evidence: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});
const item = (c: SavedContact) =>
  renderToStaticMarkup(
    <ul>
      <ContactItem contact={c} contacts={{} as LeadContacts} />
    </ul>,
  );

describe('a kept contact in the lead panel', () => {
  it('shows an unsubscribed address with its badge beside it, and no mail link', () => {
    const html = item(contact({ opted_out: 'unsubscribed', opted_out_at: '2026-11-28T15:00:00Z' }));
    expect(html).toMatch(
      /rosa@casa\.example<\/span><\/span> <span class="sm-badge sm-badge--grey"[^>]*>Personal<\/span>/,
    );
    expect(html).toMatch(
      /<span class="sm-badge sm-badge--red" title="On your suppression list since [^"]+"[^>]*>Unsubscribed<\/span>/,
    );
    expect(html).not.toContain('mailto:');
  });

  it('marks a person whose address asked not to be emailed', () => {
    const html = item(
      contact({
        kind: 'person',
        value: 'Rosa Diaz',
        label: 'Owner',
        email: 'rosa@casa.example',
        opted_out: 'opted_out',
      }),
    );
    expect(html).toContain('>Asked not to be emailed</span>');
  });

  it('links a mailable address as before, without a badge', () => {
    const html = item(contact({ opted_out: null }));
    expect(html).toContain('href="mailto:rosa@casa.example"');
    expect(html).not.toContain('data-testid="contact-opt-out"');
  });
});
