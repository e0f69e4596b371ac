import { addressKey, localOf, type KeptContact } from './kept-contact.js';

/** A name's words as an address's local part may hold them: lower-case, without accents, three letters or more. */
const nameWords = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);

/**
 * How surely an address's local part is this person's: 2 when it holds their first name
 * ('priyahaddad@' for Priya Haddad), 1 when it holds only another of their names (which a spouse or
 * a brother may share), 0 when it holds none.
 */
function nameScore(local: string, name: string): number {
  const [firstName] = nameWords(name.trim().split(/\s+/)[0] ?? '');
  if (firstName && local.includes(firstName)) return 2;
  return nameWords(name).some((w) => local.includes(w)) ? 1 : 0;
}

/**
 * Each person's own address (lower-cased): the one kept with them, else a personal address whose
 * local part holds their name ('maria@…' for Maria Lopez), each address one person's. An address
 * goes to the person whose first name it holds before one who shares only a family name with it;
 * at equal scores, to the person listed first (`people` best first).
 */
export function addressesOfPeople(
  people: readonly KeptContact[],
  contacts: readonly KeptContact[],
): Map<KeptContact, string> {
  const out = new Map<KeptContact, string>();
  const taken = new Set<string>();
  const give = (p: KeptContact, address: string) => {
    out.set(p, address);
    taken.add(address);
  };
  for (const p of people) if (p.email && !p.disposable && !taken.has(addressKey(p.email))) give(p, addressKey(p.email));
  const personal = contacts.filter((c) => c.kind === 'email' && c.label === 'personal' && !c.disposable);
  const pairs = people
    .flatMap((p, i) =>
      out.has(p)
        ? []
        : personal.map((c) => ({ p, i, address: addressKey(c.value), score: nameScore(localOf(c.value), p.value) })),
    )
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  for (const { p, address } of pairs) if (!out.has(p) && !taken.has(address)) give(p, address);
  return out;
}
