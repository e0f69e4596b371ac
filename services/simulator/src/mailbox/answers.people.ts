/**
 * The people in restaurants' addresses: whose an address is, and the name a person's address
 * spells ('maria.lopez' is Maria Lopez).
 */

/** 'maria lopez' -> 'Maria Lopez' (dots, dashes and underscores as spaces). */
export const titleCase = (words: string) =>
  words
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * Whether an address is a person's own: its local part holds their first name ('maria@',
 * 'maria.delgado@'), or is their initial and last name ('mdelgado@').
 */
export function ownsAddress(address: string, person: string): boolean {
  const local = address.slice(0, address.indexOf('@')).toLowerCase();
  const [first = '', last = ''] = person.trim().toLowerCase().split(/\s+/);
  return !!first && (local.includes(first) || local === `${first[0]}${last}`);
}

/** The person a dotted local part names ('maria.lopez' -> 'Maria Lopez'); null for a role's ('reply', 'ooo-nodate'). */
export function dottedName(local: string): string | null {
  return /^[a-z]+(?:\.[a-z]+)+$/i.test(local) ? titleCase(local) : null;
}
