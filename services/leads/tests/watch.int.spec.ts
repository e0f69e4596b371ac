import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { WatchChange } from '@leadgen/contracts';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase, WatchScheduler } from '@leadgen/leads/testing';
import { changesInTown, startSimulator, type Simulator, type TownChange } from '@leadgen/simulator/testing';
import { type RunningAccounts, type SignedInRep, startAccounts, usageStream, freshDatabase } from '@leadgen/test-kit';

const AUSTIN = { name: 'Austin', state: 'TX' };
const DAY_MS = 86_400_000;
const WEEKS = 12;

/**
 * A territory watch, end to end: the real gateway, accounts and leads (on the run's database, else
 * PGlite) against the simulator, whose clock the test moves a week at a time while the watch's
 * scheduler runs it. What the watch finds is checked against what the simulated world changed.
 */
describe('territory watch (leads against the simulator, its clock moved 12 weeks)', () => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let leads: INestMicroservice;
  let simulator: Simulator;
  let orm: MikroORM;
  let ownDb: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;
  let rep: SignedInRep;
  let started: Date;
  let watchId: string;
  let found: WatchChange[] = [];
  let expected: TownChange[] = [];

  const move = async (days: number) => {
    const res = await fetch(`${simulator.url}/control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_days: days }),
    });
    expect(res.status).toBe(200);
  };
  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'watch-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: dir });
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    const url = process.env.TEST_DATABASE_URL;
    ownDb = await freshDatabase('leads_watch');
    accounts = await startAccounts({ dbUrl: url, pglite: !url });
    const env = LeadsEnvSchema.parse({
      ...simulator.settings,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'false',
      LEADS_WATCH_INTERVAL_MS: '0',
      LEADS_WATCH_LEASE_MS: '1000',
      // A database of its own: the simulated world's place ids are the same in every suite, and
      // another suite's sightings (seen open in a moved world) would be this one's history.
      DATABASE_URL: ownDb?.url,
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm }));
    rep = await accounts.signIn(gateway.url);
  }, 120_000);

  afterAll(async () => {
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await simulator?.close();
    await orm?.close().catch(() => undefined);
    await ownDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('watches a saved search weekly; its first run learns the territory and finds nothing new', async () => {
    const created = await rep.api.call('savedSearchesCreate', {
      name: 'Austin, all cuisines',
      criteria: { city: 'Austin', state: 'TX', limit: 25 } as never,
    });
    watchId = created.search.id;
    const watched = await rep.api.call('watchSet', { frequency: 'weekly' }, { id: watchId });
    expect(watched.search.watch).toMatchObject({ frequency: 'weekly', since: null, last_run_at: null });
    started = simulator.clock.now();
    expect(await leads.get(WatchScheduler).tick()).toBe(1);
    const [row] = await sql<{ watch_since: Date; n: number }>(
      `select "watch_since", jsonb_array_length(jsonb_path_query_array("watch_state", '$.keyvalue()')) as "n" from "saved_searches" where "id" = ?`,
      [watchId],
    );
    expect(row!.watch_since).toBeTruthy();
    expect(Number(row!.n)).toBeGreaterThan(100);
    expect((await rep.api.call('watchChanges', undefined, undefined, { days: 7 })).changes).toEqual([]);
    // Not due again until a week has passed.
    expect(await leads.get(WatchScheduler).tick()).toBe(0);
  }, 120_000);

  it('run weekly for 12 simulated weeks, finds every opening, announcement and closure with its dates, and no false new place', async () => {
    for (let week = 1; week <= WEEKS; week++) {
      await move(7);
      expect(await leads.get(WatchScheduler).tick()).toBe(1);
    }
    const end = simulator.clock.now();
    expected = changesInTown(AUSTIN, simulator.clock.startDay, started, end);
    found = (await rep.api.call('watchChanges', undefined, undefined, { days: 90 })).changes;
    const kinds = ['announced', 'opened', 'closed', 'website'] as const;
    for (const kind of kinds) {
      const want = expected.filter((c) => c.kind === kind);
      const got = found.filter((c) => c.kind === kind);
      expect({ kind, places: got.map((c) => c.place_id).sort() }).toEqual({
        kind,
        places: want.map((c) => c.placeId).sort(),
      });
      for (const change of want) {
        const hit = got.find((c) => c.place_id === change.placeId)!;
        // Seen at the first weekly run on or after the day it happened.
        const lag = (Date.parse(hit.detected_at) - Date.parse(`${change.date}T00:00:00Z`)) / DAY_MS;
        expect({ place: change.placeId, kind, lagOk: lag >= 0 && lag < 8 }).toEqual({
          place: change.placeId,
          kind,
          lagOk: true,
        });
        if (kind === 'opened') expect(hit.event_date).toBe(change.date);
        if (kind === 'website') expect(hit.event_date).toBe(change.date);
      }
    }
    expect(expected.filter((c) => c.kind === 'opened').length).toBeGreaterThan(10);
    expect(expected.filter((c) => c.kind === 'closed').length).toBeGreaterThan(0);
    // Every new place in the simulated world is announced first: a 'new' place would be a false one.
    expect(found.filter((c) => c.kind === 'new').map((c) => c.name)).toEqual([]);
    const opened = found.find((c) => c.kind === 'opened')!;
    expect(opened.reason).toMatch(
      /^Opened \w{3} \d{1,2}, \d{4}; first seen as an announced opening on \w{3} \d{1,2}, \d{4}$/,
    );
    expect(opened.lead?.place_id).toBe(opened.place_id);
  }, 600_000);

  it("'Recently established' over the watched territory picks at least 90% of the places that opened while it was watched", async () => {
    const opened = expected.filter(
      (c) => c.kind === 'opened' && !expected.some((x) => x.kind === 'closed' && x.placeId === c.placeId),
    );
    const answer = await rep.api.call('leadSearch', {
      city: 'Austin',
      state: 'TX',
      limit: 500,
      filterRecentlyEstablished: true,
      // Which of them are a fit is the scorer's call (a café with no reviews yet scores low): shown here, to count them all.
      filter_bad_fits: false,
    } as never);
    const picked = new Map(answer.leads.concat(answer.more_leads ?? []).map((l) => [l.place_id, l]));
    const hits = opened.filter((c) => picked.get(c.placeId)?.is_recently_established);
    expect(hits.length / opened.length).toBeGreaterThanOrEqual(0.9);
    const lead = picked.get(hits[0]!.placeId)!;
    expect(lead.opened_source).toBe('seen_announced');
    expect(lead.opened_evidence).toMatch(
      /^first seen as an announced opening on \w{3} \d{1,2}, \d{4}, opened \w{3} \d{1,2}, \d{4}$/,
    );
    expect(lead.opened_date).toBe(hits[0]!.date);
  }, 120_000);

  it('takes a place that closes out of the follow-ups of the rep who saved it', async () => {
    const now = simulator.clock.now();
    const closing = changesInTown(AUSTIN, simulator.clock.startDay, now, new Date(now.getTime() + 120 * DAY_MS)).find(
      (c) => c.kind === 'closed',
    );
    expect(closing).toBeTruthy();
    const town = await rep.api.call('leadSearch', { city: 'Austin', state: 'TX', limit: 500 } as never);
    const lead = town.leads.concat(town.more_leads ?? []).find((l) => l.place_id === closing!.placeId);
    expect(lead).toBeTruthy();
    const saved = (await rep.api.call('myLeadsSave', { leads: [lead!] } as never)).items[0]!;
    const followUp = new Date(now.getTime() + 200 * DAY_MS).toISOString();
    const planned = await rep.api.call(
      'myLeadsUpdate',
      { follow_up_at: followUp, version: saved.version },
      { id: saved.id },
    );
    expect(planned.item.follow_up_at).toBeTruthy();
    // Weeks pass, the watch running each: the week the place closes, the watch says so and the lead leaves the follow-ups.
    const weeks = Math.ceil((Date.parse(`${closing!.date}T00:00:00Z`) - now.getTime()) / (7 * DAY_MS)) + 1;
    for (let i = 0; i < weeks; i++) {
      await move(7);
      await leads.get(WatchScheduler).tick();
    }
    const after = await rep.api.call('myLeadsGet', undefined, { id: saved.id });
    expect(after).toMatchObject({ status: 'lost', lost_reason: 'Closed for good (Google)', follow_up_at: null });
    const closed = (await rep.api.call('watchChanges', undefined, undefined, { days: 90 })).changes.find(
      (c) => c.kind === 'closed' && c.place_id === closing!.placeId,
    );
    expect(closed?.reason).toMatch(
      /^Closed for good \(Google\), seen \w{3} \d{1,2}, \d{4}: taken out of your follow-ups$/,
    );
  }, 300_000);

  it('runs a watch whose instance died mid-run again once, when its lease ends, and records its changes once', async () => {
    await move(7);
    const now = simulator.clock.now();
    // What a killed instance leaves: the watch claimed (lease running, one attempt), nothing kept.
    await sql(`update "saved_searches" set "watch_claimed_until" = ?, "watch_attempts" = 1 where "id" = ?`, [
      new Date(now.getTime() + 1_000),
      watchId,
    ]);
    const before = await sql<{ n: string }>(`select count(*) as "n" from "watch_changes"`);
    expect(await leads.get(WatchScheduler).tick()).toBe(0);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await leads.get(WatchScheduler).tick()).toBe(1);
    expect(await leads.get(WatchScheduler).tick()).toBe(0);
    const [row] = await sql<{ watch_attempts: number; watch_claimed_until: Date | null }>(
      `select "watch_attempts", "watch_claimed_until" from "saved_searches" where "id" = ?`,
      [watchId],
    );
    expect(row).toMatchObject({ watch_attempts: 0, watch_claimed_until: null });
    const week = changesInTown(AUSTIN, simulator.clock.startDay, new Date(now.getTime() - 7 * DAY_MS), now);
    const after = await sql<{ n: string }>(`select count(*) as "n" from "watch_changes"`);
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBeLessThanOrEqual(week.length + 1);
  }, 120_000);

  it('gives a watch that died twice up until its next period, never looping', async () => {
    const now = simulator.clock.now();
    await sql(
      `update "saved_searches" set "watch_next_run_at" = ?, "watch_claimed_until" = ?, "watch_attempts" = 2 where "id" = ?`,
      [now, new Date(now.getTime() - 1), watchId],
    );
    expect(await leads.get(WatchScheduler).tick()).toBe(0);
    const [row] = await sql<{ watch_next_run_at: Date; watch_attempts: number }>(
      `select "watch_next_run_at", "watch_attempts" from "saved_searches" where "id" = ?`,
      [watchId],
    );
    expect(row!.watch_attempts).toBe(0);
    expect(new Date(row!.watch_next_run_at).getTime()).toBeGreaterThan(now.getTime() + 6 * DAY_MS);
  });

  it('refuses a bad frequency, another team, and an unknown search, changing nothing', async () => {
    const bad = await fetch(`${gateway.url}/api/saved-searches/${watchId}/watch`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${rep.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ frequency: 'hourly' }),
    });
    expect(bad.status).toBe(400);
    const refused = (await bad.json()) as { error: string; fields?: Record<string, string[]> };
    expect(refused.fields?.frequency?.[0]).toBe("Frequency must be 'weekly', 'daily' or null");
    const other = await accounts.signIn(gateway.url);
    const theirs = await other.api
      .call('watchSet', { frequency: null }, { id: watchId })
      .catch((e: { status: number }) => e);
    expect((theirs as { status: number }).status).toBe(404);
    expect((await other.api.call('watchChanges')).changes).toEqual([]);
    const list = await rep.api.call('savedSearchesList');
    expect(list.searches.find((s) => s.id === watchId)?.watch?.frequency).toBe('weekly');
    const off = await rep.api.call('watchSet', { frequency: null }, { id: watchId });
    expect(off.search.watch).toBeNull();
  });

  it("holds a scheduled run while its rep's plan has no searched leads left this month, and looks again a day later", async () => {
    const spent = await accounts.signIn(gateway.url);
    const stream = await usageStream(testNatsUrl());
    await stream.report({ user_id: spent.userId, kind: 'leads_searched', amount: 500 });
    await stream.close();
    let usage = (await spent.api.call('usage')).usage;
    for (let i = 0; i < 100 && usage.leads_searched < usage.leads_limit; i++) {
      await new Promise((r) => setTimeout(r, 50));
      usage = (await spent.api.call('usage')).usage;
    }
    expect(usage.leads_searched).toBeGreaterThanOrEqual(usage.leads_limit);
    const { search } = await spent.api.call('savedSearchesCreate', {
      name: 'Austin, spent',
      criteria: { city: 'Austin', state: 'TX', limit: 25 } as never,
    });
    await spent.api.call('watchSet', { frequency: 'weekly' }, { id: search.id });
    const now = simulator.clock.now();
    expect(await leads.get(WatchScheduler).tick()).toBe(0);
    const [row] = await sql<{
      watch_last_run_at: Date | null;
      watch_next_run_at: Date;
      watch_claimed_until: Date | null;
    }>(`select "watch_last_run_at", "watch_next_run_at", "watch_claimed_until" from "saved_searches" where "id" = ?`, [
      search.id,
    ]);
    expect(row!.watch_last_run_at).toBeNull();
    expect(row!.watch_claimed_until).toBeNull();
    const waits = (new Date(row!.watch_next_run_at).getTime() - now.getTime()) / DAY_MS;
    expect(waits).toBeGreaterThan(0.9);
    expect(waits).toBeLessThan(1.1);
  });
});
