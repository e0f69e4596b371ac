/**
 * One restaurant's listing, drawn from the seeded random source: a chain's location or an
 * independent, with its address, phone (555-01xx, reserved for fiction, then 555-02xx... with the city's own codes), website on the reserved
 * example domains (RFC 2606), hours, rating, reviews and photos.
 */
import { slugify } from '@leadgen/contracts';
import type { DemoCity, DemoRow } from './demo.types.js';
import type { Rand } from './demo.rand.js';
import { DEFAULT_HOURS, HOURS_BY_CUISINE } from './demo.tables.js';
import { CUISINE_WORDS } from './demo.cuisine-words.js';
import { ADJECTIVES, FIRST_NAMES, NEIGHBORHOODS, NOUNS, STREET_NAMES, SURNAMES } from './demo.words.js';

/** Demo domains keep to 40 characters of the name. */
export const domainSlug = (s: string) => slugify(s, 40);

export const TLDS = ['example.com', 'example.net', 'example.org'];

export interface Brand {
  name: string;
  cuisine: string;
  size: number;
  domain: string;
  domainDays: number;
  suffixStyle: 'dash' | 'number' | 'paren' | 'city' | 'plain';
  ratingMean: number;
  hours: number;
}

/** What every step shares: the seeded random source, and the names already given (no two restaurants share one). */
export interface World {
  R: Rand;
  usedNames: Set<string>;
}

/** Two names with the same key count as the same name. */
export const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Takes the name when no restaurant has it yet. */
export function claimName(world: World, name: string): boolean {
  const key = nameKey(name);
  if (world.usedNames.has(key)) return false;
  world.usedNames.add(key);
  return true;
}

function brandName(world: World, cuisine: string): string {
  const { R } = world;
  for (let i = 0; i < 50; i++) {
    const words = CUISINE_WORDS[cuisine] ?? CUISINE_WORDS.american!;
    const style = R.int(0, 3);
    const name =
      style === 0
        ? `${R.pick(ADJECTIVES)} ${R.pick(words.post)}`
        : style === 1
          ? `${R.pick(FIRST_NAMES)}'s ${R.pick(words.post)}`
          : style === 2
            ? `${R.pick(words.pre)} ${R.pick(NOUNS)}`
            : `${R.pick(ADJECTIVES)} ${R.pick(NOUNS)} ${R.pick(words.post)}`;
    if (claimName(world, name)) return name;
  }
  throw new Error('brand names exhausted');
}

export function newBrand(world: World, size: number, cuisine: string): Brand {
  const { R } = world;
  const name = brandName(world, cuisine);
  return {
    name,
    cuisine,
    size,
    domain: `${domainSlug(name)}.${R.pick(TLDS)}`,
    domainDays: R.int(900, 9000),
    suffixStyle: R.pick(['dash', 'dash', 'number', 'paren', 'city', 'plain'] as const),
    ratingMean: R.normal(3.95, 0.25),
    hours: R.pick(HOURS_BY_CUISINE[cuisine] ?? DEFAULT_HOURS),
  };
}

// --- rows -------------------------------------------------------------------------------------

/** A city's street addresses, zip codes and phone numbers; addresses and phones are each handed out once. */
export interface CitySites {
  phone(): string | undefined;
  street(): string;
  zip(): string;
}

export interface CityContext {
  city: DemoCity;
  ci: number;
  sites: CitySites;
  /** What ends an independent's website host after its name (the world's cities: 12 letters of the city). */
  hostTag?: string;
  /** A town's chain locations link the brand's home page: the brand's site has no page for the town. */
  brandHome?: boolean;
}

/**
 * The phone of a slot and a line: slot i < the city's codes is its i-th code's 555-01xx; a later
 * slot is a code of the city again, with 555-02xx, 555-03xx... (injective, so phones stay unique).
 */
export function fictionalPhone(codes: readonly string[], slot: number, line: number): string {
  const n = codes.length;
  const code = codes[slot % n]!;
  const hundred = 1 + Math.floor(slot / n);
  return `(${code}) 555-${String(hundred * 100 + line).padStart(4, '0')}`;
}

export function citySites(R: Rand, city: DemoCity): CitySites {
  const usedPhones = new Set<string>();
  const usedStreets = new Set<string>();
  let codeIndex = 0;
  const areaCodes = [...city.area_codes];
  return {
    phone: () => {
      // 555-0100..0199 per area code (reserved for fiction); once a city's run out, more slots are
      // opened, each written as the city's own code with the next hundred (555-0200...), so every
      // phone keeps a real area code of its city. The slots are drawn as before, so every other
      // row of the world stays as it was.
      for (let tries = 0; tries < 400; tries++) {
        if (usedPhones.size >= areaCodes.length * 100 - 5) {
          areaCodes.push(String(200 + ((Number(city.area_codes[0]) * 7 + 37 * ++codeIndex) % 700)));
        }
        const slot = areaCodes.indexOf(R.pick(areaCodes));
        const num = fictionalPhone(city.area_codes, slot, R.int(0, 99));
        if (!usedPhones.has(num)) {
          usedPhones.add(num);
          return num;
        }
      }
      return undefined;
    },
    street: () => {
      for (;;) {
        const s = `${R.int(1, 98) * 100 + R.int(0, 99)} ${R.pick(STREET_NAMES)}`;
        if (!usedStreets.has(s)) {
          usedStreets.add(s);
          return s;
        }
      }
    },
    // A town's own ZIP codes where it has them; the draw is the same either way, so nothing else moves.
    zip: () => {
      const n = R.int(1, 99);
      return city.zips?.length ? city.zips[n % city.zips.length]! : `${city.zip3}${String(n).padStart(2, '0')}`;
    },
  };
}

/** Days since opening: some within the last year, more in the last three, most long established. */
export function openedDays(R: Rand): number {
  const x = R.next();
  if (x < 0.07) return R.int(5, 364); // opened within the last year
  if (x < 0.2) return R.int(365, 3 * 365);
  return Math.round(365 * (3 + Math.min(45, -Math.log(Math.max(R.next(), 1e-9)) * 9)));
}

/** Review count: grows with age; chains draw more; many places open under 45 days have none yet. */
export function reviewsFor(R: Rand, opened: number, chain: boolean): number {
  if (opened < 45 && R.chance(0.6)) return 0;
  const ageFactor = Math.min(1, opened / 900);
  const base = Math.exp(R.normal(Math.log(chain ? 260 : 140), 1.05));
  return Math.max(opened < 45 ? 0 : 1, Math.round(base * (0.15 + 0.85 * ageFactor)));
}

/** Photos, the owner's review answer rate and social links. */
function addExtras(R: Rand, row: DemoRow, chain: boolean): void {
  row.pc = Math.max(0, Math.round(Math.exp(R.normal(Math.log(chain ? 60 : 25), 0.9)) * (row.rc ? 1 : 0.2)));
  if (row.rc > 0) row.rr = Math.max(0, Math.min(100, Math.round(chain ? R.normal(35, 25) : R.normal(40, 30))));
  let so = 0;
  if (row.w && R.chance(chain ? 0.95 : 0.7)) so |= 1;
  if (row.w && R.chance(chain ? 0.9 : 0.6)) so |= 2;
  if (so) row.so = so;
}

/** One location of a chain: its store number `n`, named in the brand's suffix style, on a page of the brand's website. */
export function chainRow(R: Rand, b: Brand, n: number, at: CityContext): DemoRow {
  const { city, ci, sites } = at;
  const hood = R.pick(NEIGHBORHOODS);
  const name =
    b.suffixStyle === 'dash'
      ? `${b.name} - ${hood}`
      : b.suffixStyle === 'number'
        ? `${b.name} #${n}`
        : b.suffixStyle === 'paren'
          ? `${b.name} (${hood})`
          : b.suffixStyle === 'city'
            ? `${b.name} - ${city.name}`
            : b.name;
  const opened = openedDays(R);
  const rc = reviewsFor(R, opened, true);
  const row: DemoRow = {
    n: name,
    b: b.name,
    c: b.cuisine,
    ci,
    s: sites.street(),
    z: sites.zip(),
    rc,
    o: opened,
    pc: 0,
  };
  if (rc > 0) row.r = Math.round(Math.min(5, Math.max(2, R.normal(b.ratingMean, 0.3))) * 10) / 10;
  const p = R.chance(0.97) ? sites.phone() : undefined;
  if (p) row.p = p;
  if (R.chance(0.98)) {
    row.w = at.brandHome
      ? `https://${b.domain}/`
      : `https://${b.domain}/locations/${domainSlug(`${city.name}-${hood}-${n}`)}`;
    row.d = b.domainDays;
  }
  if (R.chance(0.95)) row.h = b.hours;
  addExtras(R, row, true);
  return row;
}

/** A name no restaurant has yet; now and then one of the odd names CSV and spreadsheets must survive. */
function independentName(world: World, cuisine: string, oddNames: string[]): string {
  const { R } = world;
  if (oddNames.length && R.chance(0.004)) {
    const odd = oddNames.shift()!;
    world.usedNames.add(nameKey(odd));
    return odd;
  }
  const words = CUISINE_WORDS[cuisine] ?? CUISINE_WORDS.american!;
  for (let i = 0; i < 80; i++) {
    const style = R.int(0, 6);
    const name =
      style === 0
        ? `${R.pick(SURNAMES)}'s ${R.pick(words.post)}`
        : style === 1
          ? `The ${R.pick(ADJECTIVES)} ${R.pick(NOUNS)}`
          : style === 2
            ? `${R.pick(words.pre)} ${R.pick(SURNAMES)}`
            : style === 3
              ? `${R.pick(ADJECTIVES)} ${R.pick(NOUNS)} ${R.pick(words.post)}`
              : style === 4
                ? `${R.pick(FIRST_NAMES)} & ${R.pick(FIRST_NAMES)}'s ${R.pick(words.post)}`
                : style === 5
                  ? `${R.pick(words.pre)} ${R.pick(words.post)} on ${R.pick(STREET_NAMES).replace(/ (St|Ave|Rd|Dr|Blvd|Way)$/, '')}`
                  : `${R.pick(SURNAMES)} ${R.pick(NOUNS)} ${R.pick(words.post)}`;
    if (claimName(world, name)) return name;
  }
  // Fall back to a distinguishing surname pair, always unique enough.
  for (;;) {
    const name = `${R.pick(SURNAMES)} & ${R.pick(SURNAMES)} ${R.pick(words.post)}`;
    if (claimName(world, name)) return name;
  }
}

/** One independent restaurant of the city's cuisine mix, on its own website domain. */
export function independentRow(
  world: World,
  mix: Array<[string, number]>,
  oddNames: string[],
  at: CityContext,
): DemoRow {
  const { R } = world;
  const { city, ci, sites } = at;
  const cuisine = R.weighted(mix);
  const name = independentName(world, cuisine, oddNames);
  const opened = openedDays(R);
  const rc = reviewsFor(R, opened, false);
  const row: DemoRow = { n: name, c: cuisine, ci, s: sites.street(), z: sites.zip(), rc, o: opened, pc: 0 };
  if (rc > 0) {
    // Few reviews spread wider; many reviews pull toward the mean.
    const sd = rc < 20 ? 0.6 : rc < 200 ? 0.42 : 0.3;
    row.r = Math.round(Math.min(5, Math.max(1.5, R.normal(4.2, sd))) * 10) / 10;
  }
  const p = R.chance(0.9) ? sites.phone() : undefined;
  if (p) row.p = p;
  if (R.chance(opened < 365 ? 0.7 : 0.78)) {
    row.w = `https://${R.chance(0.15) ? 'www.' : ''}${domainSlug(name)}-${at.hostTag ?? domainSlug(city.name).slice(0, 12)}.${R.pick(TLDS)}`;
    // Registered around the opening; some rebuilt their site on a new domain lately.
    row.d = R.chance(0.05) ? R.int(3, 170) : Math.max(1, opened + R.int(-30, 400));
  }
  if (R.chance(0.92)) row.h = R.pick(HOURS_BY_CUISINE[cuisine] ?? DEFAULT_HOURS);
  addExtras(R, row, false);
  return row;
}
