import type { ListingSet } from '../towns/town.listings.js';
import { storyContext, type StoryContext } from './timeline.context.js';
import { drawWeek, plannedFuture } from './timeline.draw.js';
import type { TownStory } from './timeline.types.js';

/**
 * A town's story from the simulator's start day, drawn week by week as far as it is asked for and
 * kept: the same town and start day give the same story on every run and machine.
 */
export class StoryBuilder {
  private readonly ctx: StoryContext;
  private readonly story: TownStory;
  private nextWeek: number;

  constructor(set: ListingSet, startDay: number) {
    this.ctx = storyContext(set, startDay);
    // The places already announced come first: their websites' domains are claimed before any new place's.
    this.story = { places: set.futures.map((f) => plannedFuture(this.ctx, f)), closures: new Map() };
    this.nextWeek = Math.floor(startDay / 7);
  }

  /** The story through `day` (and the rest of its week). */
  through(day: number): TownStory {
    const last = Math.floor(day / 7);
    while (this.nextWeek <= last) drawWeek(this.ctx, this.nextWeek++, this.story);
    return this.story;
  }
}

/** A town's story from `startDay` through `day`, drawn afresh. */
export function townStory(set: ListingSet, startDay: number, day: number): TownStory {
  return new StoryBuilder(set, startDay).through(day);
}
