import type { Place } from '../places/place.model.js';
import type { CallBudget } from './google.call-budget.js';
import { canSplit, GOOGLE_QUERY_MAX, planTiles, quarters, type Rectangle } from './google.tiles.js';

/** What one tile's Text Search gave: its places, and whether Google stopped at 60 (more are there). */
export interface TileAnswer {
  places: Place[];
  full: boolean;
  /** The call bound ran out before the tile's last page. */
  cut?: boolean;
  /** The tile stopped paging as the territory held enough places. */
  enough?: boolean;
  /** A later page failed: the places of the pages before it stand, and the search stops there. */
  error?: unknown;
}

export type FetchTile = (tile: Rectangle, budget: CallBudget) => Promise<TileAnswer>;

export interface TerritoryOptions {
  /** Provider calls at most, the area's lookup included by the caller. */
  budget: CallBudget;
  /** Tiles searched at once. */
  concurrency: number;
  /** No new tile starts after this moment (ms, on `clock`): the answer must reach the rep before the route's time limit. */
  deadline?: number;
  clock?: () => number;
}

export interface TerritoryResult {
  /** Distinct places (by place id), in the order they were found. */
  places: Place[];
  /** True when every tile was searched and none was left full: the whole area was covered. */
  covered: boolean;
  /** Why the search stopped early: the call bound, or a tile that failed (the places found before it stand). */
  stopped: 'enough' | 'budget' | 'time' | 'failed' | null;
  /** The error of the tile that failed, if one did. */
  error: unknown;
}

/**
 * Covers an area with Text Searches restricted to rectangles: as few tiles as full queries could
 * fill for `plannedPlaces`, a tile that comes back full (60 places: Google stops there) split into
 * four and searched again, places deduplicated by id, until the budget holds the leads it wants,
 * the area is covered, the call bound is reached or a tile fails. A few tiles run at once; a
 * failure stops new tiles and the search keeps what it has.
 */
export async function searchTerritory(
  area: Rectangle,
  plannedPlaces: number,
  fetchTile: FetchTile,
  options: TerritoryOptions,
): Promise<TerritoryResult> {
  const { budget } = options;
  const queue: Rectangle[] = planTiles(area, plannedPlaces);
  // The planned tiles come first in the queue (split tiles' quarters are added behind them).
  let planned = queue.length;
  const seen = new Map<string, Place>();
  const running = new Set<Promise<void>>();
  // Set from the tiles' callbacks as well as the loop: kept in an object so each reads the latest.
  const state: { stopped: TerritoryResult['stopped'] } = { stopped: null };
  let error: unknown = null;
  let leftFull = false;

  const run = async (tile: Rectangle) => {
    try {
      const answer = await fetchTile(tile, budget);
      for (const place of answer.places) if (!seen.has(place.place_id)) seen.set(place.place_id, place);
      if (answer.error !== undefined) throw answer.error;
      if (answer.cut) state.stopped ??= 'budget';
      if (answer.enough) state.stopped ??= 'enough';
      if (answer.full) {
        if (canSplit(tile)) queue.push(...quarters(tile));
        else leftFull = true;
      }
    } catch (err) {
      if (state.stopped !== 'failed') error = err;
      state.stopped = 'failed';
      // The other tiles read no more pages: the search answers with what it has.
      budget.halt();
    }
  };

  for (;;) {
    while (!state.stopped && queue.length && running.size < Math.max(1, options.concurrency)) {
      if (budget.enough) state.stopped = 'enough';
      // Tiles still running may fill the search on their own: a split tile's quarters wait for
      // them rather than pay for places the search will not need.
      else if (!planned && !budget.wantsTile(running.size)) break;
      else if (budget.left <= 0) state.stopped = 'budget';
      else if (options.deadline !== undefined && (options.clock ?? Date.now)() >= options.deadline)
        state.stopped = 'time';
      else {
        planned = Math.max(0, planned - 1);
        const task = run(queue.shift()!).finally(() => running.delete(task));
        running.add(task);
      }
    }
    if (!running.size) break;
    await Promise.race(running);
  }
  const covered =
    !queue.length && !leftFull && state.stopped !== 'failed' && state.stopped !== 'budget' && state.stopped !== 'time';
  return { places: [...seen.values()], covered, stopped: covered ? null : state.stopped, error };
}

/** More places than one query gives: the search must cover the area with tiles. */
export const needsTerritory = (limit: number) => limit > GOOGLE_QUERY_MAX;
