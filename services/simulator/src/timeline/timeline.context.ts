import { cuisineMixes } from '../world/demo.generator.js';
import type { Rand } from '../world/demo.rand.js';
import { citySites, domainSlug, nameKey, type CitySites } from '../world/demo.rows.js';
import { townHostTag } from '../towns/town.gazetteer.js';
import type { ListingSet } from '../towns/town.listings.js';
import { domainName } from '../rdap/rdap.domains.js';

/**
 * What one town's new places must not repeat, shared by its weeks as they are drawn: the names,
 * phones, street addresses and website domains already given (a new place on an old place's phone
 * would look like a second listing of it).
 */
export interface StoryContext {
  set: ListingSet;
  startDay: number;
  /** What ends a new independent's website host, as the town's own restaurants' hosts end. */
  hostTag: string;
  mix: Array<[string, number]>;
  /** The city's index the town's rows carry. */
  ci: number;
  usedNames: Set<string>;
  phones: Set<string>;
  streets: Set<string>;
  hosts: Set<string>;
}

const hostOf = (url: string) => domainName(new URL(url).hostname);

/** The host tag of a town's independents: the world's cities use 12 letters of the name, other towns name and state. */
export function hostTagOf(set: ListingSet): string {
  return set.key.startsWith('world:') ? domainSlug(set.city.name).slice(0, 12) : townHostTag(set.city);
}

export function storyContext(set: ListingSet, startDay: number): StoryContext {
  const rows = [...set.listings, ...set.futures].map((l) => l.row);
  return {
    set,
    startDay,
    hostTag: hostTagOf(set),
    mix: cuisineMixes([set.city])[0]!,
    ci: rows[0]?.ci ?? 0,
    usedNames: new Set(rows.map((r) => nameKey(r.n))),
    phones: new Set(rows.flatMap((r) => (r.p ? [r.p] : []))),
    streets: new Set(rows.map((r) => r.s)),
    hosts: new Set(rows.flatMap((r) => (r.w ? [hostOf(r.w)] : []))),
  };
}

/** The city's addresses and phones as the generator hands them out, skipping any the town already has. */
export function freshSites(R: Rand, ctx: StoryContext): CitySites {
  const base = citySites(R, ctx.set.city);
  const unused = (taken: Set<string>, draw: () => string | undefined) => {
    for (let tries = 0; tries < 40; tries++) {
      const value = draw();
      if (value === undefined) return undefined;
      if (!taken.has(value)) {
        taken.add(value);
        return value;
      }
    }
    return undefined;
  };
  return {
    phone: () => unused(ctx.phones, () => base.phone()),
    street: () => unused(ctx.streets, () => base.street()) ?? base.street(),
    zip: () => base.zip(),
  };
}

/** Whether a website's domain is still free in the town (and takes it when it is). */
export function claimHost(ctx: StoryContext, url: string): boolean {
  const host = hostOf(url);
  if (ctx.hosts.has(host)) return false;
  ctx.hosts.add(host);
  return true;
}
