import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { randomUUID } from 'node:crypto';
import { ROUTES } from '@leadgen/contracts';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { type RunningAccounts, startAccounts, usageStream } from '@leadgen/test-kit';
import { openPlacesDoor, type PlacesDoor } from './places-door.js';
import { startSimulatedPlaces, type PlacesSettings, type SimulatedPlaces } from './simulated-places.js';

const CONNECTIONS = 32;

/**
 * A real built leads instance (services/leads/dist/main.js) searching the simulator's Places API;
 * resolves once it has joined its queue group.
 */
function startLeadsInstance(places: PlacesSettings): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.resolve('services/leads'),
    env: {
      ...process.env,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      LEADS_PITCH_TIMEOUT_MS: '1500',
      ...places,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.includes('leads service listening')) resolve(child);
    });
    child.once('exit', (code, signal) => reject(new Error(`leads exited (${signal ?? code}) before it was listening`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));
}

/** Two instances of leads behind the gateway; one is SIGKILLed while searches are running. */
describe('lead search survives the loss of one of two leads instances', () => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let first: ChildProcess;
  let second: ChildProcess;
  let places: SimulatedPlaces;
  /** The first instance reaches Google through it, so the test can hold searches in its hands. */
  let door: PlacesDoor;

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        EXPENSIVE_RATE_PER_MINUTE: '1000000',
      }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl: process.env.TEST_DATABASE_URL });
    places = await startSimulatedPlaces();
    door = await openPlacesDoor(places.settings.GOOGLE_PLACES_BASE_URL);
    [first, second] = await Promise.all([
      startLeadsInstance({ ...places.settings, GOOGLE_PLACES_BASE_URL: door.url }),
      startLeadsInstance(places.settings),
    ]);
  }, 60_000);

  afterAll(async () => {
    for (const child of [first, second]) {
      child?.kill('SIGTERM');
      if (child) await exited(child);
    }
    await accounts?.close();
    await gateway?.close();
    await door?.close();
    await places?.close();
  });

  it(`fails no search of ${CONNECTIONS} connections when one instance is SIGKILLed, and counts each search once`, async () => {
    const rep = await accounts.signIn(gateway.url);
    const statuses = new Map<number, number>();
    let done = 0;
    let leadsFound = 0;
    /** Searches the killed instance had taken: answered only by the second attempt, past the first's limit. */
    let rescued = 0;
    let running = true;
    let sent = 0;
    const search = async () => {
      const started = Date.now();
      // Each search its own (the same search again the same day counts once): the location range
      // differs, wide enough that the answer does not.
      const res = await fetch(`${gateway.url}/api/leads/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${rep.token}` },
        body: JSON.stringify({ city: 'Austin', limit: 5, enableLocationFilter: true, maxLocations: 50_000 + sent++ }),
      });
      const body = (await res.json()) as { leads?: unknown[] };
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) leadsFound += body.leads?.length ?? 0;
      if (Date.now() - started >= ROUTES.leadSearch.retry!.attemptMs) rescued++;
      done++;
    };
    const connection = async () => {
      while (running) await search();
    };
    const load = Array.from({ length: CONNECTIONS }, connection);

    // Both instances take a share first; then one dies with searches in its hands (waiting on Google).
    while (done < 300) await new Promise((r) => setTimeout(r, 20));
    door.hold();
    await door.holding();
    first.kill('SIGKILL');
    await exited(first);
    const atKill = done;
    while (done < atKill + 300) await new Promise((r) => setTimeout(r, 20));
    running = false;
    await Promise.all(load);

    expect(Object.fromEntries(statuses)).toEqual({ 200: done });
    expect(rescued).toBeGreaterThan(0);
    process.stdout.write(`searches: ${done}, answered by the second attempt: ${rescued}\n`);

    // Each search counted once in the rep's usage, retried ones too (events arrive just after the replies).
    let usage = 0;
    for (let i = 0; i < 100 && usage !== leadsFound; i++) {
      usage = (await rep.api.call('usage')).usage.leads_searched;
      if (usage !== leadsFound) await new Promise((r) => setTimeout(r, 50));
    }
    expect(usage).toBe(leadsFound);
  }, 90_000);

  it('counts a search once when both attempts of one call report it (a slow instance answered after the retry did)', async () => {
    const rep = await accounts.signIn(gateway.url);
    const stream = await usageStream(testNatsUrl());
    try {
      const report = (id: string) => stream.report({ id, user_id: rep.userId, kind: 'leads_searched', amount: 7 });
      const call = randomUUID();
      await report(call);
      await report(call);
      await report(randomUUID());
      let usage = 0;
      for (let i = 0; i < 100 && usage < 14; i++) {
        usage = (await rep.api.call('usage')).usage.leads_searched;
        if (usage < 14) await new Promise((r) => setTimeout(r, 50));
      }
      expect(usage).toBe(14);
    } finally {
      await stream.close();
    }
  });
});
