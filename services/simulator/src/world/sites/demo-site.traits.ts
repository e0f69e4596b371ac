import { cuisineOption } from '@leadgen/contracts';
import type { WeeklyHours } from '../world.hours.js';
import type { DemoCity, DemoDataFile, DemoRow } from '../demo.types.js';
import type { DemoSiteEntry } from './demo-site.index.js';

/** How guests are served, which shapes what the site offers (ordering, reservations, parties). */
export type ServiceStyle = 'quick' | 'casual' | 'upscale' | 'bar';

const STYLE_OF: Record<string, ServiceStyle> = {
  fast_food: 'quick',
  pizza: 'quick',
  burgers: 'quick',
  chicken: 'quick',
  sandwich: 'quick',
  cafe: 'quick',
  bakery: 'quick',
  dessert: 'quick',
  hawaiian: 'quick',
  steakhouse: 'upscale',
  french: 'upscale',
  new_american: 'upscale',
  sushi: 'upscale',
  spanish: 'upscale',
  bar: 'bar',
};

/** One location of the site: what its listing says. */
export interface SiteLocation {
  row: number;
  name: string;
  street: string;
  city: DemoCity;
  zip: string;
  phone: string | null;
  hours: WeeklyHours | null;
  /** The location's page (chains) or the home page. */
  path: string;
}

/** What the listing tells about the restaurant behind a site; every choice about the site starts here. */
export interface SiteTraits {
  /** The restaurant's name, or the brand of a chain. */
  name: string;
  cuisine: string;
  cuisineLabel: string;
  style: ServiceStyle;
  chain: boolean;
  locations: SiteLocation[];
  /** The location the site is built from (a chain's first). */
  main: SiteLocation;
  rating: number | null;
  reviews: number;
  /** Years since the restaurant (a chain: its first listed location) opened. */
  yearsOpen: number;
  /** Years since the site's domain was registered. */
  siteYears: number;
  /** Social profiles of the listing: 1 Facebook, 2 Instagram. */
  socialBits: number;
  /** The handle the listing's social profiles use. */
  handle: string;
}

function locationOf(data: DemoDataFile, row: DemoRow, index: number, url: string | undefined): SiteLocation {
  const path = url ? new URL(url).pathname : '/';
  return {
    row: index,
    name: row.n,
    street: row.s,
    city: data.cities[row.ci]!,
    zip: row.z,
    phone: row.p ?? null,
    hours: row.h === undefined ? null : (data.hours_patterns[row.h] ?? null),
    path,
  };
}

export function siteTraits(data: DemoDataFile, entry: DemoSiteEntry): SiteTraits {
  const first = data.rows[entry.rows[0]!]!;
  const locations = entry.rows.map((i) => locationOf(data, data.rows[i]!, i, data.rows[i]!.w));
  const name = entry.brand ?? first.n;
  return {
    name,
    cuisine: first.c,
    cuisineLabel: cuisineOption(first.c)?.display_name ?? first.c,
    style: STYLE_OF[first.c] ?? 'casual',
    chain: entry.brand !== null,
    locations,
    main: locations[0]!,
    rating: first.r ?? null,
    reviews: first.rc,
    yearsOpen: first.o / 365,
    siteYears: (first.d ?? first.o) / 365,
    socialBits: first.so ?? 0,
    handle:
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '')
        .slice(0, 30) || 'restaurant',
  };
}
