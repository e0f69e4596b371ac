import { LRUCache } from 'lru-cache';

/**
 * Normalising names, addresses, phones and websites: for dedup keys and for counting a brand's
 * locations ("Brand - Downtown", "Brand #12", "Brand (Midtown)" are all "Brand").
 */

const LOCATION_SUFFIXES: RegExp[] = [
  /\s+[-–—|:]\s+[^-–—|:]+$/u, // "Brand - Downtown", "Brand – Austin", "Brand | Airport"
  /\s*#\s*\d+[a-z]?$/iu, // "Brand #12", "Brand # 7"
  /\s*\([^()]*\)$/u, // "Brand (Midtown)"
  /\s+(?:no\.?|store|unit|location)\s*\d+$/iu, // "Brand No. 4", "Brand Store 112"
];

/**
 * Names come back search after search (the same town's places, page after page), and every place's
 * name is keyed and stripped a few times a search: the answers are kept per name, at most
 * KEPT_NAMES of each, the least recently read going first.
 */
const KEPT_NAMES = 20_000;

function keptPerName(read: (name: string) => string): (name: string) => string {
  const kept = new LRUCache<string, string>({ max: KEPT_NAMES });
  return (name) => {
    let value = kept.get(name);
    if (value === undefined) {
      value = read(name);
      kept.set(name, value);
    }
    return value;
  };
}

/** Removes location suffixes, repeatedly: "Brand (Midtown) #4" -> "Brand". Keeps the display case. */
export const stripLocationSuffix = keptPerName(stripSuffixes);

function stripSuffixes(name: string): string {
  let current = name.trim();
  for (let i = 0; i < 4; i++) {
    const before = current;
    for (const re of LOCATION_SUFFIXES) {
      const next = current.replace(re, '').trim();
      if (next.length >= 2) current = next;
    }
    if (current === before) break;
  }
  return current;
}

/** Lower case, accents, "&"/"and", punctuation and a leading "the" removed: the comparison key of a name. */
export const nameKey = keptPerName(readNameKey);

function readNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the\s+/, '')
    .replace(/\s+and\s+/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Brand key used to count locations. */
export function brandKey(name: string): string {
  return nameKey(stripLocationSuffix(name));
}

/** True when the listed name carries a location suffix, a sign of a chain. */
export function hasLocationSuffix(name: string): boolean {
  return stripLocationSuffix(name) !== name.trim();
}

const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  place: 'pl',
  court: 'ct',
  highway: 'hwy',
  parkway: 'pkwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  suite: 'ste',
};

/** Street line as a key: "1200 East 6th Street" and "1200 E 6th St" match. */
export function addressKey(address: string): string {
  return address
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => STREET_WORDS[w] ?? w)
    .join(' ');
}

/** Digits of a US phone number without the country code, or null when too short to identify anyone. */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D+/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= 7 ? digits : null;
}
