import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase, PlaceSightings } from '@leadgen/leads/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';
import { type RunningAccounts, type SignedInRep, startAccounts, freshDatabase } from '@leadgen/test-kit';

interface SightingRow {
  place_id: string;
  first_status: string;
  status: string | null;
  announced_opening: string | Date | null;
  opened_seen_at: string | Date | null;
}

/**
 * The product remembers what its searches saw: the real gateway, accounts and leads (on the run's
 * database, else PGlite) against the simulator, whose clock the test moves. An announced opening
 * first seen as announced is remembered as such once it opens.
 */
describe('place sightings (leads against the simulator)', () => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let leads: INestMicroservice;
  let simulator: Simulator;
  let orm: MikroORM;
  let ownDb: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;
  let rep: SignedInRep;

  const sightings = async (ids: string[]) =>
    orm.em
      .fork()
      .getConnection()
      .execute<SightingRow[]>(
        `select * from "place_sightings" where "place_id" in (${ids.map(() => '?').join(', ')})`,
        ids,
      );
  /** The sightings of these places once noted (a search notes them after it answers). */
  async function noted(ids: string[], ok: (rows: SightingRow[]) => boolean): Promise<SightingRow[]> {
    let found = await sightings(ids);
    for (let i = 0; i < 100 && !ok(found); i++) {
      await new Promise((r) => setTimeout(r, 50));
      found = await sightings(ids);
    }
    return found;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'place-sightings-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: dir });
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    const url = process.env.TEST_DATABASE_URL;
    ownDb = await freshDatabase('leads_sightings');
    accounts = await startAccounts({ dbUrl: url, pglite: !url });
    const env = LeadsEnvSchema.parse({
      ...simulator.settings,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'false',
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

  it('remembers an announced opening once it opens: first seen announced, with its day, then seen open', async () => {
    const announced = await rep.api.call('leadSearch', { city: 'Austin', state: 'TX', openingSoon: true, limit: 100 });
    const soon = announced.leads.filter((l) => l.is_opening_soon && l.place_id && l.opened_date);
    expect(soon.length).toBeGreaterThan(0);
    const ids = soon.map((l) => l.place_id!);
    const first = await noted(ids, (rows) => rows.length === ids.length);
    expect(first.map((r) => r.first_status)).toEqual(ids.map(() => 'announced'));
    expect(
      first.every((r) => r.status === 'announced' && r.announced_opening !== null && r.opened_seen_at === null),
    ).toBe(true);

    // The simulated world moves past every announced day; a plain search of the town sees them open.
    const last = soon.map((l) => Date.parse(l.opened_date!)).reduce((a, b) => Math.max(a, b));
    const days = Math.ceil((last - simulator.clock.now().getTime()) / 86_400_000) + 1;
    const moved = await fetch(`${simulator.url}/control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_days: Math.max(1, days) }),
    });
    expect(moved.status).toBe(200);
    const open = await rep.api.call('leadSearch', { city: 'Austin', state: 'TX', limit: 500 });
    const reopened = open.leads.concat(open.more_leads ?? []).filter((l) => ids.includes(l.place_id ?? ''));
    expect(reopened.length).toBeGreaterThan(0);
    const seenOpen = reopened.map((l) => l.place_id!);
    const after = await noted(seenOpen, (rows) => rows.every((r) => r.status === 'operational'));
    for (const row of after) {
      expect(row).toMatchObject({ first_status: 'announced', status: 'operational' });
      expect(row.announced_opening).not.toBeNull();
      expect(row.opened_seen_at).not.toBeNull();
    }
  });

  it("forgets Google's content of a place unseen for 30 days, keeping its id and the product's own dates", async () => {
    const found = await rep.api.call('leadSearch', { city: 'Austin', state: 'TX', openingSoon: true, limit: 5 });
    const id = found.leads[0]?.place_id;
    expect(id).toBeTruthy();
    await noted([id!], (rows) => rows.length === 1);
    await orm.em
      .fork()
      .getConnection()
      .execute(`update "place_sightings" set "last_seen_at" = now() - interval '31 days' where "place_id" = ?`, [id]);
    await leads.get(PlaceSightings).forgetGoogleContent(new Date());
    const [row] = await sightings([id!]);
    expect(row).toMatchObject({ place_id: id, status: null, announced_opening: null });
    expect(row!.first_status).toBeTruthy();
  });
});
