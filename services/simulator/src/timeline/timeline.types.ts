import type { Listing } from '../towns/town.listings.js';

/**
 * A restaurant the simulated world opens as its clock moves: one announced before the simulator
 * started (a town's first places about to open), or one announced since. Days are whole UTC days
 * (src/clock/clock.days.ts).
 */
export interface PlannedPlace {
  /** As announced: no reviews, no website yet. */
  listing: Listing;
  /** The day Google first lists it as about to open; null: already listed when the simulator started. */
  announcedOn: number | null;
  /** Its opening date: FUTURE_OPENING before it, OPERATIONAL from it on. */
  opensOn: number;
  /** Its website, from the day its domain is registered (some days after the opening); null: it has none. */
  website: { url: string; registeredOn: number } | null;
  /** How its guests rate it once open, and how fast their reviews come. */
  rating: number;
  reviewsPerDay: number;
}

/** What happens in one town from the simulator's start: places announced and opened, places closed. */
export interface TownStory {
  places: PlannedPlace[];
  /** The town's listings that close for good, by place id, with the day they close. */
  closures: Map<string, number>;
}

export type ChangeKind = 'announced' | 'opened' | 'closed' | 'website';

/** One change a rep's watch of the town should find, on its day ("2026-12-12"). */
export interface TownChange {
  placeId: string;
  name: string;
  kind: ChangeKind;
  date: string;
}
