import type { KeptContact } from './kept-contact.js';
import { addressesOfPeople } from './people-addresses.js';

const base = { display: null, phone: null, email: null, disposable: false, source: 'site' as const, edited: false };
const person = (value: string, email: string | null = null): KeptContact => ({
  ...base,
  kind: 'person',
  value,
  label: 'Owner',
  email,
});
const personal = (value: string, disposable = false): KeptContact => ({
  ...base,
  kind: 'email',
  value,
  label: 'personal',
  disposable,
});

/** Whose address each is, by name: 'Priya Haddad -> priyahaddad@…'. */
const owners = (people: KeptContact[], contacts: KeptContact[]) =>
  [...addressesOfPeople(people, contacts)].map(([p, a]) => `${p.value} -> ${a}`);

describe("each person's own address", () => {
  it('gives an address to the person whose first name it holds before one who shares only the family name', () => {
    const paul = person('Paul Haddad');
    const priya = person('Priya Haddad');
    const mail = [personal('PriyaHaddad@gmail.example')];
    expect(owners([paul, priya], [paul, priya, ...mail])).toEqual(['Priya Haddad -> priyahaddad@gmail.example']);
    expect(owners([priya, paul], [paul, priya, ...mail])).toEqual(['Priya Haddad -> priyahaddad@gmail.example']);
  });

  it("gives a family-name address to the first person listed when it holds nobody's first name", () => {
    const paul = person('Paul Haddad');
    const priya = person('Priya Haddad');
    expect(owners([paul, priya], [personal('haddads@gmail.example')])).toEqual([
      'Paul Haddad -> haddads@gmail.example',
    ]);
  });

  it('keeps the address kept with a person, and gives each address to one person only', () => {
    const maria = person('Maria Lopez', 'Maria@Casa.example');
    const marco = person('Marco Lopez');
    const contacts = [personal('maria@casa.example'), personal('lopez.family@gmail.example')];
    expect(owners([maria, marco], contacts)).toEqual([
      'Maria Lopez -> maria@casa.example',
      'Marco Lopez -> lopez.family@gmail.example',
    ]);
  });

  it('never gives a throwaway address, and reads names without accents', () => {
    const jose = person('José Núñez');
    expect(owners([jose], [personal('jose@mailinator.example', true)])).toEqual([]);
    expect(owners([jose], [personal('jose.nunez@gmail.example')])).toEqual(['José Núñez -> jose.nunez@gmail.example']);
  });
});
