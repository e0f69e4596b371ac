import type { PersonRole } from '@leadgen/contracts';
import type { SiteRandom } from './demo-site.random.js';

/**
 * The people behind a demo restaurant as its pages name them: the owner its story already tells
 * (alone, as chef, with a partner, or as founders), and a chef, a general manager or a manager.
 */

/** How a person is named on a page. */
export type PersonPhrasing =
  | 'role_first' // Chef/Owner Maria Lopez · Executive Chef Tom Baker
  | 'role_after' // Maria Lopez, Owner
  | 'role_colon' // Owner: Maria Lopez
  | 'meet' // Meet our chef, Dana Kim
  | 'dash' // General Manager — Priya Shah
  | 'founded' // founded by Ana and Luis Reyes
  | 'card'; // <h3>Name</h3><p>Role</p> on the team page

export interface PlacedPerson {
  name: string;
  role: PersonRole;
  /** 'jsonld': only in the home page's schema.org markup. */
  spot: 'about' | 'team' | 'home' | 'jsonld';
  phrasing: PersonPhrasing;
  /** Also in the home page's schema.org markup (founder or employee). */
  jsonLd: boolean;
}

const STAFF_FIRST = [
  'Tom',
  'Dana',
  'Priya',
  'Carlos',
  'Jenna',
  'Omar',
  'Kate',
  'Miguel',
  'Hannah',
  'Victor',
  'Lena',
  'Isaac',
];
const STAFF_LAST = [
  'Baker',
  'Shah',
  'Alvarez',
  'Foster',
  'Brennan',
  'Ortiz',
  'Lindqvist',
  'Moreno',
  'Price',
  'Adeyemi',
];

export function ownerPeople(R: SiteRandom, owner: string, jsonLd: boolean, team: boolean): PlacedPerson[] {
  const last = owner.split(' ')[1]!;
  const shape = R.weighted([
    ['owner', 35],
    ['chef_owner', 15],
    ['founders', 12],
    ['founder', 5],
    ['co_owners', 10],
    ['unnamed', 23],
  ]);
  if (shape === 'unnamed') return [];
  const spot = team && R.chance(0.6) ? 'team' : 'about';
  const phrase = (...options: PersonPhrasing[]): PersonPhrasing => (spot === 'team' ? 'card' : R.pick(options));
  const partner = `${R.pick(['Luis', 'Ben', 'Carmen', 'Paul', 'Julia', 'Nico'])} ${last}`;
  switch (shape) {
    case 'owner':
      return [{ name: owner, role: 'Owner', spot, phrasing: phrase('role_after', 'role_colon'), jsonLd: false }];
    case 'chef_owner':
      return [{ name: owner, role: 'Chef/Owner', spot, phrasing: phrase('role_first', 'role_after'), jsonLd: false }];
    case 'founder':
    case 'founders': {
      const founded = spot === 'team' ? 'card' : 'founded';
      const withJsonLd = jsonLd && R.chance(0.5);
      const names = shape === 'founders' ? [owner, partner] : [owner];
      return names.map((name) => ({ name, role: 'Founder', spot, phrasing: founded, jsonLd: withJsonLd }));
    }
    default:
      return [owner, partner].map((name) => ({
        name,
        role: 'Co-owner',
        spot,
        phrasing: phrase('role_after'),
        jsonLd: false,
      }));
  }
}

export function staffPeople(
  R: SiteRandom,
  ownerRole: PersonRole | null,
  jsonLd: boolean,
  team: boolean,
): PlacedPerson[] {
  const count = R.weighted([
    ['0', 45],
    ['1', 35],
    ['2', 15],
    ['3', 5],
  ]);
  const roles: PersonRole[] = (['Chef', 'General Manager', 'Manager'] as const).filter(
    (r) => !(r === 'Chef' && ownerRole === 'Chef/Owner'),
  );
  const people: PlacedPerson[] = [];
  const used = new Set<string>();
  for (const role of roles.slice(0, Number(count))) {
    let name = `${R.pick(STAFF_FIRST)} ${R.pick(STAFF_LAST)}`;
    while (used.has(name)) name = `${R.pick(STAFF_FIRST)} ${R.pick(STAFF_LAST)}`;
    used.add(name);
    const spot = team
      ? 'team'
      : R.weighted([
          ['about', 60],
          ['home', role === 'Chef' ? 20 : 0],
          ['jsonld', jsonLd ? 20 : 0],
        ]);
    const phrasing: PersonPhrasing =
      spot === 'team'
        ? 'card'
        : spot === 'home'
          ? 'meet'
          : role === 'Chef'
            ? R.pick(['role_first', 'meet'] as const)
            : role === 'General Manager'
              ? R.pick(['dash', 'role_after'] as const)
              : R.pick(['role_after', 'role_colon'] as const);
    people.push({ name, role, spot, phrasing, jsonLd: spot === 'jsonld' || (jsonLd && R.chance(0.4)) });
  }
  return people;
}
