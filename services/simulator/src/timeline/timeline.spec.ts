import { dayOf } from '../clock/clock.days.js';
import { googlePlace } from '../places/places.place.js';
import { Towns } from '../towns/town.registry.js';
import { generateDemoData } from '../world/demo.generator.js';
import { townChanges } from './timeline.changes.js';
import { announcementsPerWeek } from './timeline.draw.js';
import { townStory } from './timeline.story.js';
import { WorldTimeline } from './timeline.world.js';

describe('the simulated world as its clock moves', () => {
  const towns = new Towns(generateDemoData());
  const austin = towns.find('Austin', 'TX')!;
  const startDay = dayOf(new Date('2026-11-25T10:00:00Z'));
  const at = (day: number) => new Date(day * 86_400_000 + 15 * 3_600_000);
  const timeline = new WorldTimeline(towns, startDay);
  const story = townStory(austin, startDay, startDay + 84);

  it('answers the start day exactly as the town was drawn', () => {
    expect(timeline.at(austin, at(startDay))).toBe(austin);
    expect(townChanges(austin, startDay, at(startDay - 30), at(startDay))).toEqual([]);
  });

  it('tells the same story on every run, however far it was asked for first', () => {
    const stepwise = new WorldTimeline(new Towns(generateDemoData()), startDay);
    const again = new Towns(generateDemoData()).find('Austin', 'TX')!;
    for (const day of [startDay + 3, startDay + 20, startDay + 84]) stepwise.at(again, at(day));
    const fresh = new WorldTimeline(towns, startDay).changes(austin, at(startDay), at(startDay + 84));
    expect(stepwise.changes(again, at(startDay), at(startDay + 84))).toEqual(fresh);
    expect(townChanges(austin, startDay, at(startDay), at(startDay + 84))).toEqual(fresh);
  });

  it('announces a handful of places a week, scaled to the town, each opening weeks after its announcement', () => {
    const announced = story.places.filter((p) => p.announcedOn !== null);
    const weeks = 84 / 7;
    expect(announced.length).toBeGreaterThanOrEqual(
      Math.floor(announcementsPerWeek(austin.listings.length)) * (weeks - 1),
    );
    expect(announced.length).toBeLessThanOrEqual(Math.ceil(announcementsPerWeek(austin.listings.length)) * (weeks + 1));
    for (const p of announced) {
      expect(p.announcedOn!).toBeGreaterThan(startDay);
      expect(p.opensOn - p.announcedOn!).toBeGreaterThanOrEqual(14);
      expect(p.listing.row.rc).toBe(0);
      expect(p.listing.row.w).toBeUndefined();
    }
    const names = new Set([...austin.listings, ...austin.futures].map((l) => l.row.n));
    expect(announced.every((p) => !names.has(p.listing.row.n))).toBe(true);
    const phones = new Set(austin.listings.flatMap((l) => (l.row.p ? [l.row.p] : [])));
    expect(announced.every((p) => !p.listing.row.p || !phones.has(p.listing.row.p))).toBe(true);
  });

  it('lists an announced place as about to open from its announcement, and open from its date, with reviews after it', () => {
    const place = story.places.find((p) => p.announcedOn !== null && p.opensOn < startDay + 60)!;
    const find = (day: number, list: 'listings' | 'futures') =>
      timeline.at(austin, at(day))[list].find((l) => l.id === place.listing.id);
    expect(find(place.announcedOn! - 1, 'futures')).toBeUndefined();
    const before = find(place.announcedOn!, 'futures')!;
    expect(googlePlace(before, at(place.announcedOn!))).toMatchObject({ businessStatus: 'FUTURE_OPENING' });
    const opening = googlePlace(before, at(place.announcedOn!)).openingDate as {
      year: number;
      month: number;
      day: number;
    };
    expect(Date.UTC(opening.year, opening.month - 1, opening.day)).toBe(place.opensOn * 86_400_000);
    expect(find(place.opensOn, 'futures')).toBeUndefined();
    const later = find(place.opensOn + 40, 'listings')!;
    const answer = googlePlace(later, at(place.opensOn + 40));
    expect(answer).toMatchObject({ businessStatus: 'OPERATIONAL' });
    expect(answer).not.toHaveProperty('openingDate');
    const reviews = (answer.reviews ?? []) as Array<{ publishTime: string }>;
    expect(reviews.length).toBeGreaterThan(0);
    for (const r of reviews) expect(dayOf(new Date(r.publishTime))).toBeGreaterThanOrEqual(place.opensOn);
  });

  it('opens the places announced before the start on their (now fixed) dates', () => {
    const first = austin.futures[0]!;
    const opensOn = startDay + first.opensInDays!;
    const before = timeline.at(austin, at(opensOn - 1)).futures.find((l) => l.id === first.id)!;
    expect(googlePlace(before, at(opensOn - 1)).openingDate).toEqual(googlePlace(first, at(startDay)).openingDate);
    expect(timeline.at(austin, at(opensOn)).listings.some((l) => l.id === first.id)).toBe(true);
  });

  it('closes a few places for good, still listed, and keeps the other places as they were', () => {
    const [id, closedOn] = [...story.closures][0]!;
    const on = (day: number) => timeline.at(austin, at(day)).listings.find((l) => l.id === id)!;
    expect(googlePlace(on(closedOn - 1), at(closedOn - 1)).businessStatus).toBe('OPERATIONAL');
    expect(googlePlace(on(closedOn), at(closedOn)).businessStatus).toBe('CLOSED_PERMANENTLY');
    expect(story.closures.size).toBeLessThan(austin.listings.length / 20);
    // A place listed at the start keeps its reviews' dates as the clock moves.
    const rated = austin.listings.find((l) => l.row.rc >= 5 && !story.closures.has(l.id))!;
    const dates = (day: number) =>
      (
        googlePlace(
          timeline.at(austin, at(day)).listings.find((l) => l.id === rated.id)!,
          at(day),
        ).reviews as Array<{
          publishTime: string;
        }>
      ).map((r) => r.publishTime);
    expect(dates(startDay + 28)).toEqual(dates(startDay));
  });

  it("gives some new places a website days after opening, and RDAP's registration only from that day", () => {
    const place = story.places.find((p) => p.website && p.website.registeredOn < startDay + 84)!;
    const { url, registeredOn } = place.website!;
    const host = new URL(url).hostname;
    expect(registeredOn).toBeGreaterThan(place.opensOn);
    expect(timeline.websiteAge(host, registeredOn - 1)).toBeNull();
    expect(timeline.websiteAge(host, registeredOn)).toBe(0);
    expect(timeline.websiteAge(`www.${host}`, registeredOn + 5)).toBe(5);
    const site = (day: number) => timeline.at(austin, at(day)).listings.find((l) => l.id === place.listing.id)!.row.w;
    expect(site(registeredOn - 1)).toBeUndefined();
    expect(site(registeredOn)).toBe(url);
    expect(timeline.websiteAge('no-such-place-austin.example.com', registeredOn)).toBeNull();
  });

  it('lists every change between two moments, each on its day', () => {
    const changes = townChanges(austin, startDay, at(startDay + 7), at(startDay + 84));
    expect(changes.length).toBeGreaterThan(0);
    for (const c of changes) {
      const day = dayOf(new Date(`${c.date}T00:00:00Z`));
      expect(day).toBeGreaterThan(startDay + 7);
      expect(day).toBeLessThanOrEqual(startDay + 84);
    }
    const kinds = new Set(changes.map((c) => c.kind));
    expect(kinds).toEqual(new Set(['announced', 'opened', 'closed', 'website']));
    const whole = townChanges(austin, startDay, at(startDay), at(startDay + 84));
    const parts = [
      ...townChanges(austin, startDay, at(startDay), at(startDay + 7)),
      ...townChanges(austin, startDay, at(startDay + 7), at(startDay + 84)),
    ];
    expect(parts).toEqual(whole);
  });
});
