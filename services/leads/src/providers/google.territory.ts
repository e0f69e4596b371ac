import type { Place } from '../places/place.model.js';
import { canSplit, GOOGLE_QUERY_MAX, gridSize, gridTiles, quarters, type Rectangle } from './google.tiles.js';

/**
 * The provider calls a territory search may still make (a bound an operator sets), shared by every
 * tile, and the places its tiles have found so far, so a tile stops paging once there are enough.
 */
export class CallBudget {
  used = 0;
  private readonly places = new Set<string>();
  constructor(
    readonly max: number,
    /** Places the search wants in all; a tile reading more pages past it pays for nothing. */
    private readonly wanted = Infinity,
  ) {}
  /** Counts the places a tile's pages found (each place id once across tiles). */
  found(places: ReadonlyArray<{ place_id: string; closed?: boolean }>): void {
    for (const p of places) if (!p.closed) this.places.add(p.place_id);
  }
  /** The tiles together hold the places wanted. */
  get enough(): boolean {
    return this.places.size >= this.wanted;
  }
  /** Takes one call; false when none is left. */
  take(): boolean {
    if (this.used >= this.max) return false;
    this.used++;
    return true;
  }
  get left(): number {
    return this.max - this.used;
  }
}

/** What one tile's Text Search gave: its places, and whether Google stopped at 60 (more are there). */
export interface TileAnswer {
  places: Place[];
  full: boolean;
  /** The call bound ran out before the tile's last page. */
  cut?: boolean;
  /** The tile stopped paging as the territory held enough places. */
  enough?: boolean;
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
 * Covers an area with Text Searches restricted to rectangles: a grid first, a tile that comes back
 * full (60 places: Google stops there) split into four and searched again, places deduplicated by
 * id, until the search has `wanted` places, the area is covered, the call bound is reached or a tile
 * fails. A few tiles run at once; a failure stops new tiles and the search keeps what it has.
 */
export async function searchTerritory(
  area: Rectangle,
  wanted: number,
  fetchTile: FetchTile,
  options: TerritoryOptions,
): Promise<TerritoryResult> {
  const queue: Rectangle[] = gridTiles(area, gridSize(wanted));
  const seen = new Map<string, Place>();
  const running = new Set<Promise<void>>();
  // Set from the tiles' callbacks as well as the loop: kept in an object so each reads the latest.
  const state: { stopped: TerritoryResult['stopped'] } = { stopped: null };
  let error: unknown = null;
  let leftFull = false;

  const run = async (tile: Rectangle) => {
    try {
      const answer = await fetchTile(tile, options.budget);
      for (const place of answer.places) if (!seen.has(place.place_id)) seen.set(place.place_id, place);
      if (answer.cut) state.stopped ??= 'budget';
      if (answer.enough) state.stopped ??= 'enough';
      if (answer.full) {
        if (canSplit(tile)) queue.push(...quarters(tile));
        else leftFull = true;
      }
    } catch (err) {
      if (state.stopped !== 'failed') error = err;
      state.stopped = 'failed';
    }
  };

  for (;;) {
    while (!state.stopped && queue.length && running.size < Math.max(1, options.concurrency)) {
      if (seen.size >= wanted) state.stopped = 'enough';
      else if (options.budget.left <= 0) state.stopped = 'budget';
      else if (options.deadline !== undefined && (options.clock ?? Date.now)() >= options.deadline)
        state.stopped = 'time';
      else {
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
