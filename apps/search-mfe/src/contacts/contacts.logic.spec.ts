import { ApiError, errorEnvelope, type SiteContacts } from '@leadgen/contracts';
import {
  contactMarks,
  contactsForSave,
  emailKindText,
  fieldErrors,
  findContactsTitle,
  foundSummary,
  isUsageLimit,
  optOutBadge,
  pageText,
  providerName,
  savedLabelText,
} from './contacts.logic.js';

const site = 'https://tacos.example';
const ev = { page_url: `${site}/about`, evidence: 'Write to maria@tacos.example' };
function found(patch: Partial<SiteContacts> = {}): SiteContacts {
  return {
    website_url: site,
    emails: [{ address: 'maria@tacos.example', kind: 'personal', disposable: false, ...ev }],
    phones: [{ e164: '+15125550143', display: '(512) 555-0143', kind: 'phone', ...ev }],
    people: [{ name: 'Maria Lopez', role: 'Owner', ...ev }],
    social: {},
    forms: [],
    contact_form_url: null,
    ordering_links: [],
    reservation_links: [],
    pages_read: [site, `${site}/about`],
    site_note: null,
    read_at: '2026-11-26T03:00:00.000Z',
    ...patch,
  };
}

describe('contacts as a rep reads them', () => {
  it('names email kinds, providers and pages plainly', () => {
    expect(emailKindText('role')).toBe('Role');
    expect(emailKindText('personal')).toBe('Personal');
    expect(providerName('opentable')).toBe('OpenTable');
    expect(providerName('ubereats')).toBe('Uber Eats');
    expect(providerName('bentobox')).toBe('Bentobox');
    expect(pageText(`${site}/about?x=1`)).toBe('/about?x=1');
    expect(pageText(`${site}/`)).toBe('tacos.example');
    expect(savedLabelText({ kind: 'phone', label: 'fax' })).toBe('Fax');
    expect(savedLabelText({ kind: 'email', label: 'role' })).toBe('Role');
    expect(savedLabelText({ kind: 'person', label: 'Chef' })).toBe('Chef');
  });

  it('sums up a read', () => {
    expect(foundSummary(found())).toBe('Found 1 email, 1 phone and 1 person on 2 pages.');
    expect(foundSummary(found({ emails: [], people: [], pages_read: [site] }))).toBe('Found 1 phone on 1 page.');
    expect(foundSummary(found({ emails: [], phones: [], people: [] }))).toBe('No contacts found on 2 pages.');
  });

  it('marks a known email and person from the read, else from the saved lead', () => {
    expect(contactMarks({ saved: null }, found())).toEqual({ email: true, person: true });
    const throwaway = found({ emails: [{ ...found().emails[0]!, disposable: true }], people: [] });
    expect(contactMarks({ saved: null }, throwaway)).toEqual({ email: false, person: false });
    const saved = { id: 'x', status: 'new', list: { id: 'l', name: 'My Leads' }, has_email: true } as const;
    expect(contactMarks({ saved }, null)).toEqual({ email: true, person: false });
  });

  it('says why Find contacts is off without a website', () => {
    expect(findContactsTitle({ name: 'A', website: null })).toBe('No website to read contacts from');
    expect(findContactsTitle({ name: 'A', website: site })).toMatch(/A's website/);
  });

  it('carries what was found with the leads being saved, once each, and nothing when none was read', () => {
    const byPlace = new Map([['p1', found()]]);
    expect(contactsForSave([{ place_id: 'p1' }, { place_id: 'p2' }, { place_id: 'p1' }], byPlace)).toEqual([
      { place_id: 'p1', found: found() },
    ]);
    expect(contactsForSave([{ place_id: 'p2' }, { place_id: undefined }], byPlace)).toBeUndefined();
  });

  it('keeps at most 30 of each kind in a save', () => {
    const many = found({ emails: Array(40).fill(found().emails[0]) });
    expect(contactsForSave([{ place_id: 'p1' }], new Map([['p1', many]]))![0]!.found.emails).toHaveLength(30);
  });

  it('puts a 400 answer’s message next to its field, and tells the plan’s limit', () => {
    const bad = new ApiError(
      400,
      errorEnvelope('VALIDATION_FAILED', 'Invalid request', {
        fields: { value: ['Email must be a valid email address'] },
      }),
    );
    expect(fieldErrors(bad)).toEqual({ value: 'Email must be a valid email address' });
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(isUsageLimit(new ApiError(429, errorEnvelope('USAGE_LIMIT_REACHED', 'Limit reached')))).toBe(true);
    expect(isUsageLimit(bad)).toBe(false);
  });
});

describe("a kept contact's opt-out badge", () => {
  it('says why its address may not be emailed, and since when', () => {
    const at = new Date(2026, 10, 28, 9).toISOString();
    expect(optOutBadge({ opted_out: 'unsubscribed', opted_out_at: at })).toEqual({
      text: 'Unsubscribed',
      title:
        'On your suppression list since Sat, Nov 28, 2026: Outreach will not email this address, and exports leave it out.',
    });
    expect(optOutBadge({ opted_out: 'bounced', opted_out_at: null })?.text).toBe('Bounced');
    expect(optOutBadge({ opted_out: 'opted_out' })?.text).toBe('Asked not to be emailed');
    expect(optOutBadge({ opted_out: 'manual' })?.text).toBe('On your suppression list');
  });

  it('is not shown for a mailable address, or by a service that does not say', () => {
    expect(optOutBadge({ opted_out: null, opted_out_at: null })).toBeNull();
    expect(optOutBadge({})).toBeNull();
  });
});
