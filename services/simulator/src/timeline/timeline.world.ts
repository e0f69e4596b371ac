import { LRUCache } from 'lru-cache';
import { dayOf } from '../clock/clock.days.js';
import { domainName } from '../rdap/rdap.domains.js';
import type { ListingSet } from '../towns/town.listings.js';
import type { Towns } from '../towns/town.registry.js';
import { storyChanges } from './timeline.changes.js';
import { StoryBuilder } from './timeline.story.js';
import { setOnDay } from './timeline.view.js';
import type { TownChange, TownStory } from './timeline.types.js';

/**
 * The simulated world as its clock moves, from the simulator's start day: each town's story kept
 * once drawn, and each town as listed on the last day it was asked for (a rep's search reads the
 * same town page after page).
 */
export class WorldTimeline {
  private readonly stories: LRUCache<string, StoryBuilder>;
  private readonly views: LRUCache<string, { day: number; base: ListingSet; view: ListingSet }>;

  constructor(
    private readonly towns: Towns,
    readonly startDay: number,
    options: { towns?: number } = {},
  ) {
    this.stories = new LRUCache({ max: options.towns ?? 64 });
    this.views = new LRUCache({ max: options.towns ?? 64 });
  }

  /** The town as Google lists it at `now`. */
  at(set: ListingSet, now: Date): ListingSet {
    const day = dayOf(now);
    if (day <= this.startDay) return set;
    const kept = this.views.get(set.key);
    if (kept?.day === day && kept.base === set) return kept.view;
    const view = setOnDay(set, this.story(set, day), this.startDay, day);
    this.views.set(set.key, { day, base: set, view });
    return view;
  }

  /** Days since a new restaurant registered its domain, on `day`; null when none has (yet). */
  websiteAge(name: string, day: number): number | null {
    const domain = domainName(name);
    for (const set of this.towns.setsForHost(domain)) {
      const place = this.story(set, day).places.find(
        (p) => p.website && domainName(new URL(p.website.url).hostname) === domain,
      );
      if (place) return place.website!.registeredOn <= day ? day - place.website!.registeredOn : null;
    }
    return null;
  }

  /** What changed in the town after `from` and through `to` (see townChanges). */
  changes(set: ListingSet, from: Date, to: Date): TownChange[] {
    return storyChanges(set, this.story(set, dayOf(to)), dayOf(from), dayOf(to));
  }

  private story(set: ListingSet, day: number): TownStory {
    let builder = this.stories.get(set.key);
    if (!builder) this.stories.set(set.key, (builder = new StoryBuilder(set, this.startDay)));
    return builder.through(day);
  }
}
