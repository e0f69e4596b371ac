import { sampleScoredLead } from '@leadgen/contracts/testing';
import type { Lead, SiteContacts } from '@leadgen/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeadRow } from './lead-row.view.js';
import { leadKey } from './lead.format.js';

const noop = () => undefined;
const found: SiteContacts = {
  website_url: 'https://tacos.example',
  emails: [{ address: 'maria@tacos.example', kind: 'personal', disposable: false, page_url: 'x', evidence: 'y' }],
  phones: [],
  people: [],
  social: {},
  forms: [],
  contact_form_url: null,
  ordering_links: [],
  reservation_links: [],
  pages_read: ['https://tacos.example'],
  site_note: null,
  read_at: '2026-11-26T03:00:00.000Z',
};
const row = (lead: Lead, contacts?: SiteContacts) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <LeadRow
          lead={lead}
          index={0}
          busy={false}
          customBusy={false}
          last={false}
          onViewHours={noop}
          onViewPitch={noop}
          onGeneratePitch={noop}
          onFindContacts={noop}
          contactsFound={contacts ? new Map([[leadKey(lead, 0), contacts]]) : undefined}
        />
      </tbody>
    </table>,
  );

describe("a search row's contacts", () => {
  it('offers Find contacts only with a website, saying why not', () => {
    const html = row({ ...sampleScoredLead, website: null });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*title="No website to read contacts from"[^>]*>Find contacts/);
    expect(row({ ...sampleScoredLead, website: 'https://tacos.example' })).not.toMatch(
      /disabled=""[^>]*>Find contacts/,
    );
  });

  it('marks a known email or person, from this search or from the saved lead', () => {
    expect(row(sampleScoredLead)).not.toContain('data-testid="contact-marks"');
    const read = row({ ...sampleScoredLead, place_id: 'p1' }, found);
    expect(read).toContain('aria-label="Email known"');
    expect(read).not.toContain('aria-label="Contact person known"');
    const saved = row({
      ...sampleScoredLead,
      saved: { id: 'x', status: 'new', list: { id: 'l', name: 'My Leads' }, has_person: true },
    });
    expect(saved).toContain('aria-label="Contact person known"');
  });
});
