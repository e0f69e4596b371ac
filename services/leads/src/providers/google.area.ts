import type { Place } from '../places/place.model.js';
import { CallBudget, type LeadKeysOf } from './google.call-budget.js';
import { searchTerritory, type FetchTile } from './google.territory.js';
import type { Rectangle } from './google.tiles.js';

/** Provider calls a territory search makes at most when the operator sets none: about 2 US cents each. */
export const DEFAULT_TERRITORY_MAX_CALLS = 60;
/** Tiles searched at once when the operator sets none: quick, and gentle on Google's per-minute quota. */
export const DEFAULT_TERRITORY_CONCURRENCY = 4;
/**
 * No new tile starts this long after the search began: with the tiles already running (three pages
 * each, GOOGLE_PLACES_TIMEOUT_MS at worst) the answer still comes before the route's 60 s limit.
 */
export const TERRITORY_TIME_MS = 25_000;

/**
 * The leads a territory search gathers for Max Results: a fiftieth more, for the bad fits the pages
 * cannot foresee (about one place in a hundred), so a rep who asked for 250 gets 250 leads.
 */
export const wantedLeads = (limit: number) => Math.ceil(limit * 1.02);

/**
 * The places its first tiles are planned for: more than the leads, as a chain's locations are one
 * lead (a quarter of the places in a big city's results).
 */
export const plannedPlaces = (limit: number) => Math.ceil(limit * 1.35);

export interface AreaSearch {
  /** The city's viewport from a Text Search for the city itself (one call, none when it is known), or null when Google gives none. */
  viewport(budget: CallBudget): Promise<Rectangle | null>;
  /** One tile's Text Search, every page, each page one call of the budget. */
  tile: FetchTile;
  /** The plain search of one query (up to 60 places), when the area cannot be found. */
  single(): Promise<{ places: Place[]; pages: number }>;
  maxCalls: number;
  concurrency: number;
  /** "Houston, TX", as the warnings name it. */
  where: string;
  /** The leads a place may become, as the search's filters count them (each place its own by default). */
  leadKeys?: LeadKeysOf;
  clock?: () => number;
}

export interface AreaResult {
  places: Place[];
  /** Requests sent to the provider, the area's lookup included. */
  calls: number;
  /** Of those, the lookup of the city's area: 0 when its area was already known. */
  areaCalls: number;
  warnings: string[];
}

const message = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'Google Places failed. Please try again.';

/**
 * A territory: the city's viewport, then tiles over it until Max Results (and a fiftieth) or the
 * whole area. A tile that fails keeps the places found before it and says so; a failure before
 * any place was found fails the search as one query's failure does.
 */
export async function searchArea(area: AreaSearch, limit: number): Promise<AreaResult> {
  // Tiles stop paging once the territory holds the leads wanted, counted as the search's filters
  // will count them (a chain's locations once; a split tile's quarters find its places again).
  const budget = new CallBudget(area.maxCalls, wantedLeads(limit), area.leadKeys);
  const clock = area.clock ?? Date.now;
  const deadline = clock() + TERRITORY_TIME_MS;
  const viewport = await area.viewport(budget);
  const areaCalls = budget.used;
  if (!viewport) {
    const single = await area.single();
    return {
      places: single.places,
      calls: budget.used + single.pages,
      areaCalls,
      warnings: [
        `Google Places gave no area for ${area.where}: showing the places of one search (at most 60), not the whole territory.`,
      ],
    };
  }
  const result = await searchTerritory(viewport, plannedPlaces(limit), area.tile, {
    budget,
    concurrency: area.concurrency,
    deadline,
    clock,
  });
  if (result.stopped === 'failed' && !result.places.length) throw result.error;
  const warnings: string[] = [];
  if (result.stopped === 'failed')
    warnings.push(
      `Part of ${area.where} could not be searched (${message(result.error)}): showing the ${result.places.length} places found before that.`,
    );
  else if (result.stopped === 'time' && result.places.length < limit)
    warnings.push(
      `Google Places answered slowly: the search stopped after ${TERRITORY_TIME_MS / 1000} s with ${result.places.length} places, not the whole of ${area.where}.`,
    );
  else if (result.stopped === 'budget' && result.places.length < limit)
    warnings.push(
      `The search stopped at ${budget.used} Google Places calls, the most one search may make: ${area.where} has more restaurants than shown.`,
    );
  return { places: result.places, calls: budget.used, areaCalls, warnings };
}
