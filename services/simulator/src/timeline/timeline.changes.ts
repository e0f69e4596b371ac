import { dayOf, isoDay } from '../clock/clock.days.js';
import type { ListingSet } from '../towns/town.listings.js';
import { townStory } from './timeline.story.js';
import type { ChangeKind, TownChange, TownStory } from './timeline.types.js';

const KIND_ORDER: ChangeKind[] = ['announced', 'opened', 'website', 'closed'];

/** What the story changes after `fromDay` and through `toDay`, by day, then kind, then place id. */
export function storyChanges(set: ListingSet, story: TownStory, fromDay: number, toDay: number): TownChange[] {
  const found: Array<TownChange & { day: number }> = [];
  const add = (placeId: string, name: string, kind: ChangeKind, day: number) => {
    if (day > fromDay && day <= toDay) found.push({ placeId, name, kind, date: isoDay(day), day });
  };
  for (const place of story.places) {
    const { id, row } = place.listing;
    if (place.announcedOn !== null) add(id, row.n, 'announced', place.announcedOn);
    add(id, row.n, 'opened', place.opensOn);
    if (place.website) add(id, row.n, 'website', place.website.registeredOn);
  }
  const names = new Map(set.listings.map((l) => [l.id, l.row.n]));
  for (const [id, day] of story.closures) add(id, names.get(id) ?? '', 'closed', day);
  found.sort(
    (a, b) =>
      a.day - b.day ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      (a.placeId < b.placeId ? -1 : a.placeId > b.placeId ? 1 : 0),
  );
  return found.map(({ day: _day, ...change }) => change);
}

/**
 * Everything that changed in a town between two moments of the simulator's clock (after `from`,
 * through `to`, in whole UTC days), for a simulator that started on `startDay`: what a rep's watch
 * of the town should find. Pure: the same town and days give the same list on every run.
 */
export function townChanges(set: ListingSet, startDay: number, from: Date, to: Date): TownChange[] {
  return storyChanges(set, townStory(set, startDay, dayOf(to)), dayOf(from), dayOf(to));
}
