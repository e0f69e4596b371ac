import type { SavedContact, SavedLeadDetail } from '@leadgen/contracts';
import { canEmail, composeRequest, findsContactsFirst } from './email-lead.logic.js';

const contact = (over: Partial<SavedContact>): SavedContact => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'email',
  value: 'info@casa.example',
  display: null,
  label: 'role',
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

describe("'Email' on a saved lead", () => {
  it("hands the Outreach tab the lead and its name, leaving the address to the draft's own order", () => {
    const chef = contact({ kind: 'person', value: 'Bo Lee', label: 'Chef', email: 'bo@casa.example' });
    const owner = contact({ kind: 'person', value: 'Ana Ruiz', label: 'Owner', email: 'ana@casa.example' });
    const detail = {
      id: 'lead-1',
      lead: { name: 'Casa del Sol' },
      contacts: { contacts: [chef, owner, contact({})], last_read: null },
    };
    expect(composeRequest(detail as unknown as SavedLeadDetail)).toEqual({
      lead_id: 'lead-1',
      restaurant_name: 'Casa del Sol',
    });
  });

  it('reads the site for contacts first only when it was never read and no address is kept', () => {
    const lead = { website: 'https://casa.example' } as SavedLeadDetail['lead'];
    const read = { site_url: 'https://casa.example', read_at: '2026-11-01T00:00:00Z' } as unknown as NonNullable<
      SavedLeadDetail['contacts']['last_read']
    >;
    const unread = (contacts: SavedContact[], last_read: typeof read | null = null) =>
      findsContactsFirst({ lead, contacts: { contacts, last_read } });
    expect(unread([])).toBe(true);
    expect(unread([contact({ kind: 'phone', value: '+15125550100' })])).toBe(true);
    expect(unread([contact({})])).toBe(false);
    expect(unread([contact({ kind: 'person', value: 'Ana Ruiz', email: 'ana@casa.example' })])).toBe(false);
    expect(unread([], read)).toBe(false);
    expect(findsContactsFirst({ lead: { ...lead, website: null }, contacts: { contacts: [], last_read: null } })).toBe(
      false,
    );
  });

  it('is offered only where the shell shows the Outreach tab', () => {
    expect(canEmail(['search', 'my-leads', 'outreach'])).toBe(true);
    expect(canEmail(['search', 'my-leads'])).toBe(false);
    expect(canEmail(undefined)).toBe(false);
  });
});
