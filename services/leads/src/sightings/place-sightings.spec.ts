import { sampleLead } from '@leadgen/contracts/testing';
import { rows } from '../db/leads.database.js';
import { myLeadsWorldForSpec } from '../my-leads/testing/my-leads.fixture.js';
import { PlaceSightings, sightingOf } from './place-sightings.js';

const world = myLeadsWorldForSpec();

interface Row {
  first_status: string;
  status: string | null;
  announced_opening: unknown;
  opened_seen_at: unknown;
  first_seen_at: unknown;
}
const read = async (id: string) =>
  (await rows<Row>(await world.db.em(), `select * from "place_sightings" where "place_id" = ?`, [id]))[0];
const day = (v: unknown) => (v ? new Date(v as string).toISOString().slice(0, 10) : null);

describe('what the product remembers of the places it saw', () => {
  it('reads a lead as announced (with its day) or open; a lead without a place id is not noted', () => {
    expect(sightingOf({ ...sampleLead, place_id: 'p1', is_opening_soon: true, opened_date: '2026-12-12' })).toEqual({
      placeId: 'p1',
      status: 'announced',
      announcedOpening: '2026-12-12',
    });
    expect(sightingOf({ ...sampleLead, place_id: 'p2', opened_date: '2025-01-01' })).toEqual({
      placeId: 'p2',
      status: 'operational',
      announcedOpening: null,
    });
    expect(sightingOf({ ...sampleLead, place_id: undefined })).toBeNull();
  });

  it('remembers an announced opening once seen open: its first status, its day and when it was seen open', async () => {
    const sightings = new PlaceSightings(world.db, world.clock);
    const id = `sighting-${Math.random()}`;
    await sightings.record([{ placeId: id, status: 'announced', announcedOpening: '2026-04-01' }]);
    const first = await read(id);
    expect(first).toMatchObject({ first_status: 'announced', status: 'announced', opened_seen_at: null });
    expect(day(first!.announced_opening)).toBe('2026-04-01');

    world.clock.tick(30 * 86_400_000);
    await sightings.record([{ placeId: id, status: 'operational', announcedOpening: null }]);
    const opened = await read(id);
    expect(opened).toMatchObject({ first_status: 'announced', status: 'operational' });
    expect(day(opened!.announced_opening)).toBe('2026-04-01');
    expect(new Date(opened!.opened_seen_at as string).getTime()).toBe(world.clock.now().getTime());

    // Seen open again later: the day it was first seen open stays.
    const seenOpen = opened!.opened_seen_at;
    world.clock.tick(86_400_000);
    await sightings.record([{ placeId: id, status: 'operational', announcedOpening: null }]);
    expect((await read(id))!.opened_seen_at).toEqual(seenOpen);
  });

  it("forgets Google's content 30 days after a place was last seen, keeping the product's own dates", async () => {
    const sightings = new PlaceSightings(world.db, world.clock);
    const id = `sighting-${Math.random()}`;
    await sightings.record([{ placeId: id, status: 'announced', announcedOpening: '2026-05-01' }]);
    await sightings.forgetGoogleContent(new Date(world.clock.now().getTime() + 29 * 86_400_000));
    expect((await read(id))!.status).toBe('announced');
    await sightings.forgetGoogleContent(new Date(world.clock.now().getTime() + 31 * 86_400_000));
    const row = await read(id);
    expect(row).toMatchObject({ status: null, announced_opening: null, first_status: 'announced' });
    expect(row!.first_seen_at).toBeTruthy();
  });
});
