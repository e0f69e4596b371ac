// npm run chaos: the whole stack as `npm start` runs it (its own nats-server on a free port, the
// supervised services and the gateway, which also serves the app's URL), on PostgreSQL as production
// runs (a database of the run's own on CHAOS_DATABASE_URL's server, dropped after; PGlite in a fresh
// data folder where none answers, or with CHAOS_DATABASE=pglite), a mixed load of 32 connections
// through the app's URL, and one SIGKILL at a time of each service (outreach in the middle of
// scheduled sending), the gateway and one node of a 3-node NATS cluster (CHAOS_NATS_NODES; 1: a
// single server), each part keeping a standby process (CHAOS_STANDBY=off: none). Prints per kill:
// the requests that did not answer 200 from CHAOS_STEADY_SECONDS before the kill until
// CHAOS_SETTLE_SECONDS after recovery (by status and by call), the time until /readyz said every
// part answers again, and the writes acknowledged in that window that are not stored; then the
// usage the answered searches must have counted against what accounts counted, and the scheduled
// emails delivered once, twice or not at all (tools/chaos-sending.mjs).
// Bounded: at most steady + CHAOS_RECOVERY_LIMIT_SECONDS + settle per kill, plus start-up. Exits 1
// when an acknowledged write, a usage event or an email was lost, an email went twice or was left of
// unknown outcome, a request hung past its route's time limit, or a part did not come back.
import './node-version.mjs';
import { build, machine, scratchDatabase, startBenchStack } from './bench-kit.mjs';
import {
  prepareSending,
  scheduleEmails,
  SENDING_ENV,
  sendingOutcome,
  startMailSink,
  watchUnknown,
} from './chaos-sending.mjs';

const CONNECTIONS = Number(process.env.CHAOS_CONNECTIONS ?? 32);
/** Load before each kill, and the most a part may take to come back before it counts as not recovered. */
const STEADY_MS = Number(process.env.CHAOS_STEADY_SECONDS ?? 3) * 1000;
const RECOVERY_LIMIT_MS = Number(process.env.CHAOS_RECOVERY_LIMIT_SECONDS ?? 30) * 1000;
/** Load kept on after recovery, so failures that trail the restart are counted too. */
const SETTLE_MS = Number(process.env.CHAOS_SETTLE_SECONDS ?? 3) * 1000;
/**
 * A request with no answer this long past its route's own time limit (the route table's, at which
 * the gateway answers 504) hangs: it counts as a failure ('timeout') instead of stalling the run.
 */
const PAST_ROUTE_LIMIT_MS = 2_000;
/** The limit of a path the route table does not know (none of the load's). */
const UNKNOWN_ROUTE_LIMIT_MS = 20_000;
/** A request's time limit by its route, read from the built route table once the build is done. */
let routeLimitMs = () => UNKNOWN_ROUTE_LIMIT_MS;
/** NATS servers: 3 by default, one cluster with the usage stream kept on all three (as production runs). */
const NATS_NODES = Number(process.env.CHAOS_NATS_NODES ?? 3);
const TARGETS = ['accounts', 'leads', 'analysis', 'diagnostics', 'outreach', 'gateway', 'nats'];
/** What the kill of 'nats' is called in the report: one node of the cluster, or the one server. */
const NATS_LABEL = NATS_NODES > 1 ? `nats n1/${NATS_NODES}` : 'nats';
const PASSWORD = 'Chaos-password-1!';
/**
 * Each part keeps a standby that takes over at once (STANDBY_PROCESSES=on, as docs/operations.md
 * advises for a single machine); CHAOS_STANDBY=off restarts each killed part from nothing.
 */
const STANDBY = (process.env.CHAOS_STANDBY ?? 'on') !== 'off';
/** The PostgreSQL server the run makes its database on; CHAOS_DATABASE=pglite runs on PGlite instead. */
const DATABASE_SERVER = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The running parts and what the load learned: set up by main(). */
let stack;
let web;
let world;
/** The mail server outreach sends the chaos emails to, and the saved leads they go to. */
let sink;
let sending;
const ledger = newLedger();

function note(line) {
  process.stdout.write(`[chaos] ${line}\n`);
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

/** One call through the app's URL: the status (or 'timeout' / 'network') and the parsed body. */
async function call(method, urlPath, { token, body } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const res = await fetch(`${web}${urlPath}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(routeLimitMs(method, urlPath) + PAST_ROUTE_LIMIT_MS),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json };
  } catch (err) {
    return { status: err?.name === 'TimeoutError' ? 'timeout' : 'network', body: undefined };
  }
}

async function signIn(email) {
  const res = await call('POST', '/api/auth/signin', { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { email, token: res.body.session_token, id: res.body.user.id };
}

/** Reps signed in (demo mode creates their accounts) and a lead to pitch. */
async function prepareWorld() {
  const reps = [];
  for (let i = 0; i < 8; i++) reps.push(await signIn(`chaos-rep-${i}@example.com`));

  const search = await call('POST', '/api/leads/search', {
    token: reps[0].token,
    body: { city: 'Austin', state: 'TX', limit: 8 },
  });
  if (search.status !== 200) throw new Error(`the first search answered ${search.status}`);
  // Usage counted before the load (this search) is not the load's.
  await sleep(2000);
  for (const rep of reps) {
    const usage = await call('GET', '/api/account/usage', { token: rep.token });
    rep.searchedBefore = usage.body?.usage?.leads_searched ?? 0;
  }
  return { reps, leads: search.body.leads, lead: search.body.leads.find((l) => l.website) ?? search.body.leads[0] };
}

/**
 * Outreach's kill comes in the middle of scheduled sending: the emails fall due a few seconds
 * after they are scheduled, and outreach dies once a fifth of them reached the mail server, while
 * the server is reading the next: that one is left 'outcome unknown', for the Sent folder to settle.
 */
async function sendingUnderWay() {
  const { scheduled, refused } = await scheduleEmails(call, world.reps[0], sending.leadIds, 25_000);
  sending.scheduled = scheduled;
  sending.watch = watchUnknown(call, world.reps[0], sending.leadIds);
  if (Object.keys(refused).length) note(`scheduling refused: ${JSON.stringify(refused)}`);
  const deadline = Date.now() + 60_000;
  while ((sink.delivered() < scheduled / 5 || !sink.reading()) && Date.now() < deadline) await sleep(2);
  note(`${sink.delivered()} of ${scheduled} scheduled emails sent`);
}

/**
 * Every write the load was told succeeded, with the kill it happened around: a client-list row, a
 * company name (numbered, so a later one wins) or an account created by sign-in. Read back at the end.
 */
function newLedger() {
  return { writes: [], seq: 0, phase: 'warm-up', searched: new Map() };
}

function acknowledge(kind, rep, value) {
  ledger.writes.push({ kind, rep, value, phase: ledger.phase });
}

/** The mix a rep's day makes: mostly reads and searches, some writes, a few pitches. */
const OPERATIONS = [
  {
    name: 'search',
    weight: 30,
    run: searchAndCount,
  },
  { name: 'cuisines', weight: 15, run: (rep) => call('GET', '/api/cuisine-types', { token: rep.token }) },
  { name: 'profile', weight: 10, run: (rep) => call('GET', '/api/account/profile', { token: rep.token }) },
  { name: 'usage', weight: 5, run: (rep) => call('GET', '/api/account/usage', { token: rep.token }) },
  { name: 'clients', weight: 5, run: (rep) => call('GET', '/api/clients', { token: rep.token }) },
  {
    name: 'pitch',
    weight: 5,
    run: (rep) => call('POST', '/api/pitches/lead', { token: rep.token, body: { lead: world.lead } }),
  },
  { name: 'profile-write', weight: 10, run: writeCompany },
  { name: 'client-write', weight: 15, run: writeClient },
  { name: 'signup-write', weight: 5, run: writeAccount },
];
const TOTAL_WEIGHT = OPERATIONS.reduce((s, o) => s + o.weight, 0);

function pickOperation() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const op of OPERATIONS) if ((r -= op.weight) < 0) return op;
  return OPERATIONS[0];
}

/**
 * A search (Max Results 10 to 60, so a rep's searches are many different ones); one answered is
 * usage the rep's account must count, whatever was killed meanwhile. The same search again the same
 * day counts once (by design), so each rep's distinct searches are kept with their leads.
 */
async function searchAndCount(rep) {
  const limit = 10 + Math.floor(Math.random() * 51);
  const res = await call('POST', '/api/leads/search', {
    token: rep.token,
    body: { city: 'Austin', state: 'TX', limit },
  });
  const key = `${rep.id}:${limit}`;
  if (res.status === 200 && !ledger.searched.has(key)) ledger.searched.set(key, { rep: rep.id, count: res.body.count });
  return res;
}

async function writeCompany(rep) {
  const n = ++ledger.seq;
  const res = await call('PATCH', '/api/account/profile', {
    token: rep.token,
    body: { company_name: `Chaos Co ${n}` },
  });
  if (res.status === 200) acknowledge('company', rep, n);
  return res;
}

async function writeClient(rep) {
  const name = `Chaos Client ${++ledger.seq}`;
  const csv = `name,address,city,state,website\n${name},1 Main St,Austin,TX,\n`;
  const res = await call('POST', '/api/clients/import', { token: rep.token, body: { csv, mode: 'merge' } });
  if (res.status === 200) acknowledge('client', rep, name);
  return res;
}

async function writeAccount() {
  const email = `chaos-new-${++ledger.seq}@example.com`;
  const res = await call('POST', '/api/auth/signin', { body: { email, password: PASSWORD } });
  if (res.status === 200) acknowledge('account', null, { email, id: res.body.user.id });
  return res;
}

/** CONNECTIONS workers, each one request at a time; outcomes go to whichever phase is counting. */
function startLoad() {
  let running = true;
  let window = null;
  const worker = async (i) => {
    const rep = world.reps[i % world.reps.length];
    while (running) {
      const op = pickOperation();
      const res = await op.run(rep);
      if (window) window.record(op.name, res.status);
    }
  };
  const workers = Array.from({ length: CONNECTIONS }, (_, i) => worker(i));
  return {
    count(w) {
      window = w;
    },
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

function newWindow() {
  const w = { total: 0, failed: {}, byOp: {} };
  w.record = (op, status) => {
    w.total++;
    if (status === 200) return;
    w.failed[status] = (w.failed[status] ?? 0) + 1;
    w.byOp[op] = (w.byOp[op] ?? 0) + 1;
  };
  return w;
}

/** Ready again: the gateway's /readyz says every component answers, through the app's URL. */
async function recovered() {
  const res = await call('GET', '/readyz');
  return res.status === 200;
}

async function killPhase(target, load) {
  const window = newWindow();
  load.count(window);
  ledger.phase = target;
  await (target === 'outreach' ? sendingUnderWay() : sleep(STEADY_MS));
  const killedAt = Date.now();
  note(`SIGKILL ${target}`);
  if (target === 'nats') stack.killNats('SIGKILL', 0);
  else stack.kill(target, 'SIGKILL');
  // Give the supervisor's notice of the death a moment before asking whether things are back.
  await sleep(100);
  let recoveryMs = null;
  while (Date.now() - killedAt < RECOVERY_LIMIT_MS) {
    if (await recovered()) {
      recoveryMs = Date.now() - killedAt;
      break;
    }
    await sleep(100);
  }
  note(
    recoveryMs === null
      ? `${target} did not recover within ${RECOVERY_LIMIT_MS / 1000} s`
      : `${target} back after ${recoveryMs} ms`,
  );
  await sleep(SETTLE_MS);
  load.count(null);
  return { target: target === 'nats' ? NATS_LABEL : target, recoveryMs, ...window };
}

/**
 * How long the usage counts are waited for: longer than a service's minute of retries of an event
 * it could not store (libs/service-kit/src/usage.emitter.ts), so one still being retried after a
 * node's death is not called lost.
 */
const USAGE_WAIT_MS = 70_000;

/** Each rep's leads searched as accounts counts them now, since the run began. */
async function usageCounted() {
  const counted = new Map();
  for (const rep of world.reps) {
    const res = await call('GET', '/api/account/usage', { token: rep.token });
    counted.set(rep.id, res.status === 200 ? res.body.usage.leads_searched - rep.searchedBefore : NaN);
  }
  return counted;
}

/**
 * The leads searched that answered, against what accounts counted for each rep once every event
 * is stored or given up (asked each second until all are counted, at most USAGE_WAIT_MS): lost
 * usage events.
 */
async function lostUsage() {
  const expected = new Map(world.reps.map((r) => [r.id, 0]));
  for (const { rep, count } of ledger.searched.values()) expected.set(rep, expected.get(rep) + count);
  const startedAt = Date.now();
  let counted = await usageCounted();
  while (!world.reps.every((r) => counted.get(r.id) >= expected.get(r.id)) && Date.now() - startedAt < USAGE_WAIT_MS) {
    await sleep(1000);
    counted = await usageCounted();
  }
  const sum = (m) => [...m.values()].reduce((s, n) => s + n, 0);
  const lost = world.reps.reduce((s, r) => s + Math.max(0, expected.get(r.id) - counted.get(r.id)), 0);
  return {
    searches: ledger.searched.size,
    answered: sum(expected),
    counted: sum(counted),
    lost,
    waitedMs: Date.now() - startedAt,
  };
}

/** Each acknowledged write read back through the product's own routes; the lost ones counted per kill. */
async function lostWrites() {
  const stored = new Map();
  for (const rep of world.reps) {
    const list = await call('GET', '/api/clients', { token: rep.token });
    const profile = await call('GET', '/api/account/profile', { token: rep.token });
    if (list.status !== 200 || profile.status !== 200)
      throw new Error(`reading back ${rep.email}'s data answered ${list.status}/${profile.status}`);
    stored.set(rep.id, {
      clients: new Set(list.body.clients.map((c) => c.name)),
      company: Number(/(\d+)$/.exec(profile.body.profile.company_name ?? '')?.[1] ?? 0),
    });
  }
  const lost = { total: 0, acknowledged: ledger.writes.length, byPhase: {} };
  // Eight at a time: an account is checked by signing in again, which hashes the password.
  for (let i = 0; i < ledger.writes.length; i += 8) {
    const batch = ledger.writes.slice(i, i + 8);
    const kept = await Promise.all(batch.map((write) => isKept(write, stored)));
    batch.forEach((write, j) => {
      if (kept[j]) return;
      lost.total++;
      lost.byPhase[write.phase] = (lost.byPhase[write.phase] ?? 0) + 1;
    });
  }
  return lost;
}

async function isKept(write, stored) {
  switch (write.kind) {
    case 'client':
      return stored.get(write.rep.id).clients.has(write.value);
    case 'company':
      // A later write that failed in flight may still have landed; only an older value is a loss.
      return stored.get(write.rep.id).company >= write.value;
    default: {
      const again = await call('POST', '/api/auth/signin', { body: { email: write.value.email, password: PASSWORD } });
      return again.status === 200 && again.body.user.id === write.value.id;
    }
  }
}

/** Requests of every kill that hung past their route's time limit (a part down must answer 503 at once). */
const hangsOf = (rows) => rows.reduce((n, r) => n + (r.failed.timeout ?? 0), 0);

function printReport(rows, lost, usage, emails, database) {
  console.log(`\nChaos run — ${machine()}, ${CONNECTIONS} connections through ${web}`);
  console.log('killed        requests  failed  failed by status          recovery  writes lost  failed by call');
  for (const r of rows) {
    const failed = Object.values(r.failed).reduce((s, n) => s + n, 0);
    const byStatus =
      Object.entries(r.failed)
        .map(([k, v]) => `${k}x${v}`)
        .join(' ') || '-';
    const byOp =
      Object.entries(r.byOp)
        .map(([k, v]) => `${k}x${v}`)
        .join(' ') || '-';
    const recovery = r.recoveryMs === null ? 'NOT back' : `${(r.recoveryMs / 1000).toFixed(1)} s`;
    const lostHere = lost.byPhase[r.target] ?? 0;
    console.log(
      `${r.target.padEnd(12)}  ${String(r.total).padStart(8)}  ${String(failed).padStart(6)}  ${byStatus.padEnd(24)}  ${recovery.padStart(8)}  ${String(lostHere).padStart(11)}  ${byOp}`,
    );
  }
  console.log(`\nrequests left without an answer past their route's time limit ('timeout'): ${hangsOf(rows)}`);
  console.log(
    `acknowledged writes (client-list rows, company names, accounts created): ${lost.acknowledged}; lost: ${lost.total}`,
  );
  console.log(
    `usage: ${usage.searches} distinct searches answered with ${usage.answered} leads, counted by accounts ${usage.counted} (after ${(usage.waitedMs / 1000).toFixed(0)} s); lost: ${usage.lost}`,
  );
  console.log(
    `scheduled sending (outreach killed after a fifth had gone): ${emails.scheduled} emails, ${emails.delivered} delivered, ` +
      `duplicates: ${emails.duplicates}, lost: ${emails.lost}; the outbox says ${JSON.stringify(emails.byStatus)}` +
      `; ${emails.unknownSeen} shown as of unknown outcome after the kill, ${emails.byStatus.outcome_unknown ?? 0} still so at the end (the Sent folder settles them)`,
  );
  console.log(
    `NATS: ${NATS_NODES > 1 ? `a cluster of ${NATS_NODES} nodes, the usage stream on ${Math.min(3, NATS_NODES)} (NATS_STREAM_REPLICAS); one node killed` : 'one server, killed'}`,
  );
  console.log(`database: ${database.label}`);
  console.log(
    STANDBY
      ? 'standby processes: on (each part keeps one, as STANDBY_PROCESSES=on; CHAOS_STANDBY=off to run without)'
      : 'standby processes: off (CHAOS_STANDBY=off: each killed part restarts from nothing)',
  );
}

async function main() {
  build();
  const { findRoute } = await import('../libs/contracts/dist/routes.js');
  routeLimitMs = (method, urlPath) =>
    findRoute(method, urlPath.split('?')[0])?.route.timeoutMs ?? UNKNOWN_ROUTE_LIMIT_MS;
  // nats-server supervised as `npm start` runs it, so it comes back after its kill.
  sink = await startMailSink();
  const database = await chaosDatabase();
  note(`database: ${database.label}`);
  stack = await startBenchStack({
    supervisedNats: true,
    natsNodes: NATS_NODES,
    onEvent: note,
    standby: STANDBY,
    env: { ...SENDING_ENV, ...(database.url ? { DATABASE_URL: database.url } : {}) },
  });
  web = stack.webUrl;

  const rows = [];
  try {
    world = await prepareWorld();
    sending = { leadIds: await prepareSending(call, world.reps[0], sink, world.leads), scheduled: 0 };
    const load = startLoad();
    await sleep(STEADY_MS);
    for (const target of TARGETS) rows.push(await killPhase(target, load));
    await load.stop();
    const lost = await lostWrites();
    const usage = await lostUsage();
    const emails = await sendingOutcome(call, world.reps[0], sending.leadIds, sink, sending.scheduled, sending.watch);
    printReport(rows, lost, usage, emails, database);
    const lostAny =
      lost.total > 0 ||
      usage.lost > 0 ||
      emails.lost > 0 ||
      emails.duplicates > 0 ||
      emails.byStatus.outcome_unknown > 0;
    process.exitCode = lostAny || hangsOf(rows) > 0 || rows.some((r) => r.recoveryMs === null) ? 1 : 0;
  } finally {
    await stack.stop();
    await sink.close();
    await database.drop?.();
  }
}

/** PostgreSQL in a database of the run's own where a server answers, else PGlite; and how the report names it. */
async function chaosDatabase() {
  if (process.env.CHAOS_DATABASE === 'pglite')
    return { label: 'PGlite in a fresh data folder (CHAOS_DATABASE=pglite)' };
  const scratch = await scratchDatabase(DATABASE_SERVER, 'leadgen_chaos');
  const host = new URL(DATABASE_SERVER).host;
  return scratch.url
    ? { ...scratch, label: `PostgreSQL on ${host}, a database of the run's own` }
    : { label: `PGlite in a fresh data folder (no PostgreSQL on ${host}: ${scratch.reason})` };
}

await main();
