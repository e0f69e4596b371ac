import type { SiteContacts } from '@leadgen/contracts';
import { foundContacts, mergeFound, foundSummary, type KeptContact } from './site-found.merge.js';

const HOME = 'https://casaverde.example/';
const CONTACT = 'https://casaverde.example/contact';

function read(over: Partial<SiteContacts> = {}): SiteContacts {
  return {
    website_url: HOME,
    emails: [
      {
        address: 'Info@CasaVerde.com',
        kind: 'role',
        disposable: false,
        page_url: CONTACT,
        evidence: 'Email Info@CasaVerde.com',
      },
      {
        address: 'maria@casaverde.com',
        kind: 'personal',
        disposable: false,
        page_url: CONTACT,
        evidence: 'Maria: maria@casaverde.com',
      },
      {
        address: 'info@casaverde.com',
        kind: 'role',
        disposable: false,
        page_url: HOME,
        evidence: 'info@casaverde.com',
      },
    ],
    phones: [
      {
        e164: '+15125550143',
        display: '(512) 555-0143',
        kind: 'phone',
        page_url: HOME,
        evidence: 'Call (512) 555-0143',
      },
    ],
    people: [{ name: 'María López', role: 'Owner', page_url: `${HOME}about`, evidence: 'María López, owner' }],
    social: {},
    forms: [],
    contact_form_url: null,
    ordering_links: [],
    reservation_links: [],
    pages_read: [HOME, CONTACT],
    site_note: null,
    read_at: '2026-03-10T20:00:00.000Z',
    ...over,
  };
}

const kept = (kind: KeptContact['kind'], valueKey: string, over: Partial<KeptContact> = {}): KeptContact => ({
  kind,
  valueKey,
  source: 'site',
  edited: false,
  removedAt: null,
  ...over,
});

describe("a read of the site merged into a lead's contacts", () => {
  it('takes each contact once, people first, the first page that showed it as the evidence', () => {
    const found = foundContacts(read());
    expect(found.map((c) => [c.kind, c.value, c.label])).toEqual([
      ['person', 'María López', 'Owner'],
      ['email', 'info@casaverde.com', 'role'],
      ['email', 'maria@casaverde.com', 'personal'],
      ['phone', '+15125550143', 'phone'],
    ]);
    expect(found[1]).toMatchObject({ pageUrl: CONTACT, evidence: 'Email Info@CasaVerde.com' });
    expect(found[0]!.key).toBe('maria lopez');
  });

  it("adds only what is not kept: never the rep's own, a corrected one or one the rep removed", () => {
    const found = foundContacts(read());
    const rep = kept('email', 'info@casaverde.com', { source: 'rep' });
    const corrected = kept('phone', '+15125550143', { edited: true });
    const removed = kept('person', 'maria lopez', { removedAt: new Date() });
    const earlier = kept('email', 'maria@casaverde.com');
    const { added, refreshed } = mergeFound(found, [rep, corrected, removed, earlier]);
    expect(added).toEqual([]);
    expect(refreshed.map((r) => r.kept)).toEqual([earlier]);
    expect(mergeFound(found, []).added).toHaveLength(4);
  });

  it('says in the history what the read found and how much of it was new', () => {
    const summary = (r: SiteContacts, added: number) => foundSummary(foundContacts(r), added, r.site_note);
    expect(summary(read(), 3)).toBe('Contacts read from the website: 2 emails, 1 phone, 1 person (3 new)');
    expect(summary(read({ emails: [], people: [] }), 0)).toBe('Contacts read from the website: 1 phone (nothing new)');
    const slow = read({ emails: [], phones: [], people: [], site_note: 'The website took too long to answer.' });
    expect(summary(slow, 0)).toBe('Contacts read from the website: none found (The website took too long to answer.)');
  });
});
