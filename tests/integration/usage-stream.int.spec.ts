import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { INestMicroservice } from '@nestjs/common';
import { USAGE_KINDS, type Usage, type UsageRecordedEvent } from '@leadgen/contracts';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';
import { usageStream, type UsageStreamWriter } from '@leadgen/test-kit';

type Kind = UsageRecordedEvent['kind'];
type Totals = Record<Kind, number>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Events that accounts processes said came again after they were counted (their log's `repeated`). */
let repeatedSeen = 0;
/** Every accounts process still running, so none outlives the suite whatever failed. */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** A built accounts process (services/accounts/dist/main.js); resolves once it counts usage from the stream. */
function startAccountsProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.resolve('services/accounts'),
    env: {
      ...process.env,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      AUTH_RATE_PER_MINUTE: '100000',
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (process.env.DEBUG_USAGE) process.stderr.write(`[accounts ${child.pid}] ${line}\n`);
      if (line.includes('not counted twice')) repeatedSeen += Number(/"repeated":(\d+)/.exec(line)?.[1] ?? 0);
      if (line.includes('counting usage from the stream')) resolve(child);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`accounts exited (${signal ?? code}) before it counted usage`)),
    );
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));
}

async function kill(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await exited(child);
}

/** Signs a rep in through the gateway (demo mode creates the account). */
async function signIn(gatewayUrl: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${gatewayUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `rep-${randomUUID()}@example.com`, password: 'test-password' }),
  });
  const body = (await res.json()) as { session_token: string; user: { id: string } };
  return { token: body.session_token, userId: body.user.id };
}

async function usageOf(gatewayUrl: string, token: string): Promise<Usage> {
  const res = await fetch(`${gatewayUrl}/api/account/usage`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { usage: Usage }).usage;
}

function totalsOf(usage: Usage): Totals {
  return {
    leads_searched: usage.leads_searched,
    pitches_generated: usage.pitches_generated,
    exports_used: usage.exports_used,
    diagnostics_run: usage.diagnostics_run,
    enrichments_used: usage.enrichments_used,
    emails_sent: usage.emails_sent,
  };
}

/** Reads the rep's usage until it equals `expected` or the deadline passes; returns the last read. */
async function usageWhen(gatewayUrl: string, token: string, expected: Totals, limitMs = 60_000): Promise<Totals> {
  const deadline = Date.now() + limitMs;
  let last = totalsOf(await usageOf(gatewayUrl, token));
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await sleep(100);
    last = totalsOf(await usageOf(gatewayUrl, token));
  }
  return last;
}

/** Waits until accounts has acknowledged every event in the stream (or the deadline passes). */
async function drained(stream: UsageStreamWriter, limitMs = 60_000): Promise<number> {
  const deadline = Date.now() + limitMs;
  let waiting = await stream.waiting();
  while (waiting > 0 && Date.now() < deadline) {
    await sleep(100);
    waiting = await stream.waiting();
  }
  return waiting;
}

const zero = (): Totals => ({
  leads_searched: 0,
  pitches_generated: 0,
  exports_used: 0,
  diagnostics_run: 0,
  enrichments_used: 0,
  emails_sent: 0,
});

/**
 * The accounts database of a run: PostgreSQL when the run has one (two accounts instances share
 * the stream's consumer), and PGlite in a folder on disk (one instance: PGlite is one process's).
 */
const DATABASES = [
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', instances: 2, env: () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL! }) }]
    : []),
  { name: 'PGlite', instances: 1, env: (dir: string) => ({ DATABASE_URL: '', DATA_DIR: dir }) },
];

describe.each(DATABASES)(
  'usage counted from the JetStream stream by real accounts processes ($name)',
  ({ instances, env }) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-usage-'));
    const accounts: ChildProcess[] = [];
    let gateway: RunningGateway;
    let stream: UsageStreamWriter;

    const startAccounts = () => startAccountsProcess(env(dataDir));

    beforeAll(async () => {
      // One after the other: the first applies the database's migrations.
      for (let i = 0; i < instances; i++) accounts.push(await startAccounts());
      gateway = await startGateway(
        GatewayEnvSchema.parse({
          NATS_URL: testNatsUrl(),
          JWT_SECRET: TEST_JWT_SECRET,
          NODE_ENV: 'test',
          USAGE_LIMITS: 'enforce',
          EXPENSIVE_RATE_PER_MINUTE: '1000000',
        }),
        silentLogger(),
        0,
      );
      stream = await usageStream(testNatsUrl());
    }, 60_000);

    afterAll(async () => {
      await stream?.close();
      await gateway?.close();
      for (const child of accounts) {
        child.kill('SIGTERM');
        await exited(child);
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('counts every event exactly once though accounts is SIGKILLed twice while counting', async () => {
      repeatedSeen = 0;
      const rep = await signIn(gateway.url);
      const expected = zero();
      const events: UsageRecordedEvent[] = Array.from({ length: 3000 }, (_, i) => {
        const kind = USAGE_KINDS[i % USAGE_KINDS.length]!;
        const amount = (i % 5) + 1;
        expected[kind] += amount;
        return { id: randomUUID(), user_id: rep.userId, kind, amount };
      });
      // A retried call reports its use twice under one id: counted once.
      const retried = events[0]!;
      // And once more after the stream's duplicate window (stored again, under another message id).
      const late = events[1]!;

      const publish = async (from: number, to: number) => {
        for (let i = from; i < to; i += 100)
          await Promise.all(events.slice(i, Math.min(i + 100, to)).map((e) => stream.report(e)));
      };
      await publish(0, 1000);
      expect((await stream.report(retried)).duplicate).toBe(true);
      expect((await stream.report(late, `after-the-window-${late.id}`)).duplicate).toBe(false);

      // Killed while batches are being counted: some uncommitted (delivered again), perhaps some
      // committed and not yet acknowledged (delivered again, and known by their ids).
      for (const [from, to] of [
        [1000, 2000],
        [2000, 3000],
      ] as const) {
        const counting = accounts.shift()!;
        const publishing = publish(from, to);
        await sleep(150);
        await kill(counting);
        await publishing;
        accounts.push(await startAccounts());
      }

      expect(await usageWhen(gateway.url, rep.token, expected)).toEqual(expected);
      // Nothing left to deliver again, and the count is still exactly the sum.
      expect(await drained(stream)).toBe(0);
      expect(totalsOf(await usageOf(gateway.url, rep.token))).toEqual(expected);
      // What the accounts processes logged of events refused by their noted ids (the late report,
      // and batches committed but not acknowledged when a kill came); a killed process's last
      // lines may be lost, so this is told, not asserted: the exact totals above are the check.
      process.stdout.write(`events that came again after they were counted (as logged): ${repeatedSeen}\n`);
    }, 180_000);

    it('counts an event once when it comes again after its batch was counted (the id noted in the database)', async () => {
      const rep = await signIn(gateway.url);
      const event = { id: randomUUID(), user_id: rep.userId, kind: 'pitches_generated' as const, amount: 3 };
      await stream.report(event);
      const once = { ...zero(), pitches_generated: 3 };
      expect(await usageWhen(gateway.url, rep.token, once)).toEqual(once);
      expect(await drained(stream)).toBe(0);
      // Past the stream's duplicate window the server stores it again; accounts knows its id.
      expect((await stream.report(event, `again-${event.id}`)).duplicate).toBe(false);
      expect(await drained(stream)).toBe(0);
      expect(totalsOf(await usageOf(gateway.url, rep.token))).toEqual(once);
    }, 60_000);

    it('drops malformed events (logged and terminated) without holding up the ones behind them', async () => {
      const rep = await signIn(gateway.url);
      await stream.raw('not json {');
      await stream.raw(JSON.stringify({ id: 'no-such-kind', user_id: rep.userId, kind: 'coffee_drunk', amount: 1 }));
      await stream.raw(JSON.stringify({ id: 'negative', user_id: rep.userId, kind: 'leads_searched', amount: -40 }));
      await stream.raw(JSON.stringify({ user_id: rep.userId, kind: 'leads_searched', amount: 3 }));
      await stream.raw(JSON.stringify({ id: 'not-a-user', user_id: 'robert', kind: 'leads_searched', amount: 3 }));
      await stream.report({ user_id: randomUUID(), kind: 'leads_searched', amount: 9 });
      await stream.report({ user_id: rep.userId, kind: 'leads_searched', amount: 5 });
      await stream.report({ user_id: rep.userId, kind: 'exports_used', amount: 1 });

      const expected = { ...zero(), leads_searched: 5, exports_used: 1 };
      expect(await usageWhen(gateway.url, rep.token, expected)).toEqual(expected);
      expect(await drained(stream)).toBe(0);
    }, 60_000);
  },
);

/** Plan limits refused at the gateway from what accounts announces after each batch. */
describe('plan limits on the metered routes', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-limits-'));
  let accounts: ChildProcess;
  /** The outside world the reps' searches reach (Google's Places API), played in-process. */
  const simulatorDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-limits-simulator-'));
  let simulator: Simulator;
  let leads: INestMicroservice;
  let gateway: RunningGateway;
  let stream: UsageStreamWriter;
  const gateways: RunningGateway[] = [];

  const startGatewayWith = async (limits: 'enforce' | 'count') => {
    const started = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        USAGE_LIMITS: limits,
        EXPENSIVE_RATE_PER_MINUTE: '1000000',
      }),
      silentLogger(),
      0,
    );
    gateways.push(started);
    return started;
  };
  const call = (gatewayUrl: string, token: string, method: string, route: string, body?: unknown) =>
    fetch(`${gatewayUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const search = (gatewayUrl: string, token: string) =>
    call(gatewayUrl, token, 'POST', '/api/leads/search', { city: 'Austin', limit: 5 });
  const exportCsv = (gatewayUrl: string, token: string, leadsToExport: unknown[]) =>
    call(gatewayUrl, token, 'POST', '/api/leads/export', { leads: leadsToExport });
  /** A lookup on a site that answers at once whatever leads makes of it: the guard is what is tested. */
  const findContacts = (gatewayUrl: string, token: string) =>
    call(gatewayUrl, token, 'POST', '/api/leads/contacts', { website_url: 'http://127.0.0.1:9/' });

  /** Calls until the answer's status is `status` (or the deadline passes); returns the last answer. */
  async function until(status: number, send: () => Promise<Response>, limitMs = 30_000): Promise<Response> {
    const deadline = Date.now() + limitMs;
    let res = await send();
    while (res.status !== status && Date.now() < deadline) {
      await sleep(100);
      res = await send();
    }
    return res;
  }

  beforeAll(async () => {
    const database: Record<string, string> = process.env.TEST_DATABASE_URL
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
      : { DATABASE_URL: '', DATA_DIR: dataDir };
    accounts = await startAccountsProcess(database);
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: simulatorDir });
    leads = await startLeadsService(
      LeadsEnvSchema.parse({ ...simulator.settings, NATS_URL: testNatsUrl(), NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    );
    gateway = await startGatewayWith('enforce');
    stream = await usageStream(testNatsUrl());
  }, 60_000);

  afterAll(async () => {
    await stream?.close();
    for (const g of gateways) await g.close();
    await leads?.close();
    await simulator?.close();
    accounts?.kill('SIGTERM');
    if (accounts) await exited(accounts);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(simulatorDir, { recursive: true, force: true });
  });

  it("refuses a rep at the plan's lead limit on lead search with 429 and says when it resets; other reps and routes go on", async () => {
    const ann = await signIn(gateway.url);
    const bob = await signIn(gateway.url);
    const found = (await (await search(gateway.url, ann.token)).json()) as { leads: unknown[] };
    expect(found.leads.length).toBeGreaterThan(0);
    const { reset_date, leads_limit, leads_searched } = await usageOf(gateway.url, ann.token);
    // A new account is on the 14-day Starter trial the landing page promises: 500 leads a month.
    expect(leads_limit).toBe(500);
    const usage = (await (await call(gateway.url, ann.token, 'GET', '/api/account/usage')).json()) as {
      usage: { package_type: string; plan_name: string; trial_ends: string };
    };
    expect(usage.usage).toMatchObject({ package_type: 'starter', plan_name: 'Starter trial' });
    const trialDays =
      (Date.parse(usage.usage.trial_ends) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(trialDays).toBe(14);

    // Ann's searches reach the trial's 500 leads.
    await stream.report({ user_id: ann.userId, kind: 'leads_searched', amount: leads_limit - leads_searched });
    const refused = await until(429, () => search(gateway.url, ann.token));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      success: false,
      request_id: expect.any(String),
      code: 'USAGE_LIMIT_REACHED',
      error: `You've reached the Starter trial's monthly limit of 500 leads. It resets on ${reset_date}.`,
    });
    // A saved search runs a search too: refused the same way (before its id is even looked up).
    expect((await call(gateway.url, ann.token, 'POST', `/api/saved-searches/${randomUUID()}/run`)).status).toBe(429);

    // Her other routes, metered by another kind or not at all, answer as before.
    expect((await exportCsv(gateway.url, ann.token, found.leads)).status).toBe(200);
    expect((await call(gateway.url, ann.token, 'GET', '/api/account/usage')).status).toBe(200);
    expect((await call(gateway.url, ann.token, 'GET', '/api/cuisine-types')).status).toBe(200);
    // Another rep searches on.
    expect((await search(gateway.url, bob.token)).status).toBe(200);

    // A gateway started after the announcement learns the limit from its first session check.
    const later = await startGatewayWith('enforce');
    const refusedThere = await search(later.url, ann.token);
    expect(refusedThere.status).toBe(429);
    expect(await refusedThere.json()).toMatchObject({ code: 'USAGE_LIMIT_REACHED' });
    expect((await search(later.url, bob.token)).status).toBe(200);

    // A gateway that only counts (demo mode's default) lets her search.
    const counting = await startGatewayWith('count');
    expect((await search(counting.url, ann.token)).status).toBe(200);
  }, 60_000);

  it("refuses exports at the plan's export limit, naming it, while searches go on", async () => {
    const cara = await signIn(gateway.url);
    const found = (await (await search(gateway.url, cara.token)).json()) as { leads: unknown[] };
    await stream.report({ user_id: cara.userId, kind: 'exports_used', amount: 50 });
    const refused = await until(429, () => exportCsv(gateway.url, cara.token, found.leads));
    expect(refused.status).toBe(429);
    const { reset_date } = await usageOf(gateway.url, cara.token);
    expect(await refused.json()).toMatchObject({
      code: 'USAGE_LIMIT_REACHED',
      error: `You've reached the Starter trial's monthly limit of 50 exports. It resets on ${reset_date}.`,
    });
    expect((await call(gateway.url, cara.token, 'POST', '/api/my-leads/export', { place_ids: [] })).status).toBe(429);
    expect((await search(gateway.url, cara.token)).status).toBe(200);
  }, 60_000);

  it("refuses 'Find contacts' at the plan's limit of contact lookups, naming it, while searches and exports go on", async () => {
    const dana = await signIn(gateway.url);
    const { enrichments_limit, reset_date } = await usageOf(gateway.url, dana.token);
    expect(enrichments_limit).toBe(250);

    // One lookup short of the trial's 250: her next lookup is still let through.
    await stream.report({ user_id: dana.userId, kind: 'enrichments_used', amount: enrichments_limit - 1 });
    const short = { ...zero(), enrichments_used: enrichments_limit - 1 };
    expect(await usageWhen(gateway.url, dana.token, short)).toEqual(short);
    expect((await findContacts(gateway.url, dana.token)).status).not.toBe(429);

    // The 250th is counted, accounts announces the limit, and the gateway refuses the next lookup.
    await stream.report({ user_id: dana.userId, kind: 'enrichments_used', amount: 1 });
    const refused = await until(429, () => findContacts(gateway.url, dana.token));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      success: false,
      request_id: expect.any(String),
      code: 'USAGE_LIMIT_REACHED',
      error: `You've reached the Starter trial's monthly limit of 250 contact lookups. It resets on ${reset_date}.`,
    });
    // A saved lead's 'Find contacts' is a lookup too: refused before its id is even looked up.
    const savedLeadLookup = await call(gateway.url, dana.token, 'POST', `/api/my-leads/${randomUUID()}/contacts/read`);
    expect(savedLeadLookup.status).toBe(429);
    expect(await savedLeadLookup.json()).toMatchObject({ code: 'USAGE_LIMIT_REACHED' });

    // Reading the contacts she already has is no lookup; searches and exports answer as before.
    expect((await call(gateway.url, dana.token, 'GET', `/api/my-leads/${randomUUID()}/contacts`)).status).not.toBe(429);
    const found = await search(gateway.url, dana.token);
    expect(found.status).toBe(200);
    expect(
      (await exportCsv(gateway.url, dana.token, ((await found.json()) as { leads: unknown[] }).leads)).status,
    ).toBe(200);

    // A gateway started after the announcement learns the limit from its first session check.
    const later = await startGatewayWith('enforce');
    expect((await findContacts(later.url, dana.token)).status).toBe(429);
  }, 60_000);
});
