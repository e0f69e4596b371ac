import type { KeptContact } from '../my-leads/kept-contact.js';
import { recipientsOf } from './outreach-recipients.js';

const base = { display: null, phone: null, email: null, disposable: false, source: 'site' as const, edited: false };
const email = (value: string, label = 'role', more: Partial<KeptContact> = {}): KeptContact => ({
  ...base,
  kind: 'email',
  value,
  label,
  email: value,
  ...more,
});
const person = (value: string, label: string, address: string | null): KeptContact => ({
  ...base,
  kind: 'person',
  value,
  label,
  email: address,
});

describe('the addresses a draft offers for a saved lead', () => {
  it("puts the owner's own address first, then the restaurant's own, then its general inbox, then others", () => {
    const contacts = [
      email('events@rosa.example'),
      email('info@rosa.example'),
      email('someone@gmail.example', 'personal'),
      email('maria@rosa.example', 'personal'),
      person('Luis Ortega', 'Chef', 'luis@rosa.example'),
      person('Rosa Diaz', 'Owner', 'Rosa@Rosa.example'),
    ];
    expect(recipientsOf(contacts, 'https://www.rosa.example/')).toEqual([
      { address: 'rosa@rosa.example', name: 'Rosa Diaz', role: 'Owner' },
      { address: 'maria@rosa.example', name: null, role: null },
      { address: 'info@rosa.example', name: null, role: 'General inbox' },
      { address: 'events@rosa.example', name: null, role: 'Events' },
      { address: 'someone@gmail.example', name: null, role: null },
      { address: 'luis@rosa.example', name: 'Luis Ortega', role: 'Chef' },
    ]);
  });

  it('offers job and press addresses last, with their role and a warning', () => {
    const contacts = [email('jobs@rosa.example'), email('press@rosa.example'), email('catering@rosa.example')];
    expect(recipientsOf(contacts, 'https://rosa.example')).toEqual([
      { address: 'catering@rosa.example', name: null, role: 'Catering' },
      {
        address: 'jobs@rosa.example',
        name: null,
        role: 'Job applications',
        warning: 'This address takes job applications: the owner may never read it.',
      },
      {
        address: 'press@rosa.example',
        name: null,
        role: 'Press',
        warning: 'This address is for the press: the owner may never read it.',
      },
    ]);
  });

  it('names a personal address after the person whose name it holds, not a founder who shares only the family name', () => {
    const contacts = [
      person('Paul Haddad', 'Founder', null),
      person('Priya Haddad', 'Founder', null),
      email('priyahaddad@gmail.example', 'personal'),
    ];
    expect(recipientsOf(contacts, 'https://lucy-and-leo.example')).toEqual([
      { address: 'priyahaddad@gmail.example', name: 'Priya Haddad', role: 'Founder' },
    ]);
  });

  it('names a kept address after the person it belongs to, once', () => {
    const contacts = [email('luis@rosa.example', 'personal'), person('Luis Ortega', 'Chef', 'luis@rosa.example')];
    expect(recipientsOf(contacts, 'rosa.example')).toEqual([
      { address: 'luis@rosa.example', name: 'Luis Ortega', role: 'Chef' },
    ]);
  });

  it('offers an address on the suppression list only after every mailable one, in its own order', () => {
    const contacts = [
      email('info@rosa.example', 'role', { opted_out: 'bounced' }),
      email('events@rosa.example'),
      person('Rosa Diaz', 'Owner', 'rosa@rosa.example'),
      email('rosa@rosa.example', 'personal', { opted_out: 'unsubscribed' }),
      person('Luis Ortega', 'Chef', 'luis@rosa.example'),
    ];
    expect(recipientsOf(contacts, 'https://rosa.example')).toEqual([
      { address: 'events@rosa.example', name: null, role: 'Events' },
      { address: 'luis@rosa.example', name: 'Luis Ortega', role: 'Chef' },
      { address: 'rosa@rosa.example', name: 'Rosa Diaz', role: 'Owner' },
      { address: 'info@rosa.example', name: null, role: 'General inbox' },
    ]);
  });

  it('never offers a throwaway address, and offers nothing when no address is kept', () => {
    const contacts = [
      email('x@mailinator.example', 'personal', { disposable: true }),
      person('Ana', 'Owner', 'x@mailinator.example'),
    ];
    expect(recipientsOf(contacts, null)).toEqual([]);
    expect(recipientsOf([person('Ana', 'Owner', null)], null)).toEqual([]);
  });
});
