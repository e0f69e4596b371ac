import { bestContact, bestEmail, bestOptedOutEmail, bestPerson, bestPhone, splitName } from './best-contact.js';
import type { KeptContact } from './kept-contact.js';

const base: KeptContact = {
  kind: 'person',
  value: '',
  display: null,
  label: '',
  email: null,
  phone: null,
  disposable: false,
  source: 'site',
  edited: false,
};
const person = (value: string, label: string, over: Partial<KeptContact> = {}): KeptContact => ({
  ...base,
  value,
  label,
  ...over,
});
const email = (value: string, label: 'role' | 'personal', over: Partial<KeptContact> = {}): KeptContact => ({
  ...base,
  kind: 'email',
  value,
  label,
  ...over,
});
const phone = (
  value: string,
  display: string,
  label: 'phone' | 'fax',
  over: Partial<KeptContact> = {},
): KeptContact => ({
  ...base,
  kind: 'phone',
  value,
  display,
  label,
  ...over,
});
const SITE = 'https://www.casaverde.example.com/';

describe('the best contact of a saved lead', () => {
  it('asks for the owner, then a co-owner, a founder, the general manager, the chef-owner, a manager, and a chef last', () => {
    const staff = [
      person('Ana Chef', 'Chef'),
      person('Gus Manager', 'Manager'),
      person('Gil General', 'General Manager'),
      person('Fay Founder', 'Founder'),
      person('Cole Coowner', 'Co-owner'),
      person('Cora Chefowner', 'Chef/Owner'),
    ];
    expect(bestPerson(staff)?.value).toBe('Cole Coowner');
    expect(bestPerson([...staff, person('Olga Owner', 'Owner')])?.value).toBe('Olga Owner');
    expect(bestPerson(staff.slice(0, 3))?.value).toBe('Gil General');
    expect(bestPerson([staff[0]!, staff[5]!])?.value).toBe('Cora Chefowner');
    expect(bestPerson(staff.slice(0, 2))?.value).toBe('Gus Manager');
    expect(bestPerson([email('info@casaverde.example.com', 'role')])).toBeNull();
  });

  it("puts the rep's own or corrected person first at an equal rank, and a role it does not know last", () => {
    expect(bestPerson([person('Read Owner', 'Owner'), person('Added Owner', 'Owner', { source: 'rep' })])?.value).toBe(
      'Added Owner',
    );
    expect(bestPerson([person('Read Owner', 'Owner'), person('Fixed Owner', 'owner', { edited: true })])?.value).toBe(
      'Fixed Owner',
    );
    expect(bestPerson([person('Sam Sommelier', 'Sommelier', { source: 'rep' }), person('Ana', 'Chef')])?.value).toBe(
      'Ana',
    );
  });

  it("writes to the best person's own address, then a personal one at the restaurant's domain, then info@", () => {
    const owner = person('Maria Lopez', 'Owner', { email: 'maria.l@gmail.com', source: 'rep' });
    const kept = [
      email('events@casaverde.example.com', 'role'),
      email('info@casaverde.example.com', 'role'),
      email('jo@agency.example.net', 'personal'),
      email('maria@casaverde.example.com', 'personal'),
    ];
    expect(bestEmail([owner, ...kept], SITE)).toBe('maria.l@gmail.com');
    expect(bestEmail(kept, SITE)).toBe('maria@casaverde.example.com');
    expect(bestEmail(kept.slice(0, 3), SITE)).toBe('info@casaverde.example.com');
    expect(bestEmail([kept[0]!, kept[2]!], SITE)).toBe('events@casaverde.example.com');
    expect(bestEmail([kept[0]!, email('hello@mail.casaverde.example.com', 'role')], SITE)).toBe(
      'hello@mail.casaverde.example.com',
    );
  });

  it('never picks a throwaway-mail address, not even as the person’s own', () => {
    const throwaway = email('maria@mailinator.com', 'personal', { disposable: true });
    const owner = person('Maria Lopez', 'Owner', { email: 'maria@mailinator.com' });
    expect(bestEmail([throwaway], SITE)).toBeNull();
    expect(bestEmail([owner, throwaway, email('contact@casaverde.example.com', 'role')], SITE)).toBe(
      'contact@casaverde.example.com',
    );
  });

  it("calls the person's own phone, then a phone (never a fax; the rep's first), then the listing's", () => {
    const fax = phone('+15125550199', '(512) 555-0199', 'fax', { source: 'rep' });
    const read = phone('+15125550143', '(512) 555-0143', 'phone');
    const added = phone('+15125550177', '(512) 555-0177', 'phone', { source: 'rep' });
    expect(bestPhone([fax, read], '(512) 555-0142')).toEqual({ display: '(512) 555-0143', e164: '+15125550143' });
    expect(bestPhone([fax, read, added], null)?.display).toBe('(512) 555-0177');
    expect(bestPhone([fax], '(512) 555-0142')).toEqual({ display: '(512) 555-0142', e164: null });
    expect(bestPhone([fax], null)).toBeNull();
    const owner = person('Maria Lopez', 'Owner', { phone: '512-555-0100' });
    expect(bestPhone([owner, read], '(512) 555-0142')?.display).toBe('512-555-0100');
  });

  it('gathers the three picks for a lead, with nothing when nothing is kept', () => {
    expect(bestContact([], { website: SITE, phone: null })).toEqual({
      person: null,
      email: null,
      opted_out: null,
      phone: null,
    });
    expect(
      bestContact([person('Maria Lopez', 'Owner'), email('info@casaverde.example.com', 'role')], {
        website: SITE,
        phone: '(512) 555-0142',
      }),
    ).toEqual({
      person: { name: 'Maria Lopez', role: 'Owner' },
      email: 'info@casaverde.example.com',
      opted_out: null,
      phone: { display: '(512) 555-0142', e164: null },
    });
  });

  it('never picks an address on the suppression list while a mailable one is kept', () => {
    const owner = person('Maria Lopez', 'Owner', { email: 'maria@casaverde.example.com', opted_out: 'unsubscribed' });
    const hers = email('maria@casaverde.example.com', 'personal', { opted_out: 'unsubscribed' });
    const info = email('info@casaverde.example.com', 'role');
    expect(bestEmail([owner, hers, info], SITE)).toBe('info@casaverde.example.com');
    expect(bestOptedOutEmail([owner, hers, info], SITE)).toBeNull();
    // Marked on one contact is enough: outreach marks the address, wherever it is kept.
    expect(
      bestEmail([person('Maria Lopez', 'Owner', { email: 'Maria@casaverde.example.com' }), hers, info], SITE),
    ).toBe('info@casaverde.example.com');
  });

  it('names the best opted-out address, with why, when no mailable one is left', () => {
    const owner = person('Maria Lopez', 'Owner', { email: 'maria@casaverde.example.com', opted_out: 'opted_out' });
    const bounced = email('info@casaverde.example.com', 'role', { opted_out: 'bounced' });
    expect(bestEmail([owner, bounced], SITE)).toBeNull();
    expect(bestOptedOutEmail([owner, bounced], SITE)).toEqual({
      email: 'maria@casaverde.example.com',
      reason: 'opted_out',
    });
    expect(bestContact([owner, bounced], { website: SITE, phone: null })).toMatchObject({
      person: { name: 'Maria Lopez', role: 'Owner' },
      email: null,
      opted_out: { email: 'maria@casaverde.example.com', reason: 'opted_out' },
    });
    expect(bestOptedOutEmail([bounced], SITE)).toEqual({ email: 'info@casaverde.example.com', reason: 'bounced' });
  });

  it('splits a name as a CRM keeps it: last word last, the rest first', () => {
    expect(splitName('Maria de la Cruz')).toEqual({ first: 'Maria de la', last: 'Cruz' });
    expect(splitName('  Maria  ')).toEqual({ first: '', last: 'Maria' });
  });
});
