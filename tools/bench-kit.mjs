// What the benchmark scripts (tools/bench*.mjs) and the chaos run share: the build, the stack
// brought up as `npm start` runs it on a nats-server and data folder of its own, a rep's sign-in,
// a load run that keeps every response time (and loads compared with each other, run in turns),
// timing of in-process work, CPU time of a process from /proc, Chromium for the browser benches,
// and the one percentile every figure is computed with (nearest rank, below).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { findOrInstallNatsServer, freePort, NATS_INSTALL_HINT, startNatsServer } from './infra.mjs';
import { root, startStack, superviseNats, superviseNatsCluster } from './stack.mjs';

/** Builds `projects` (every project when none are named); Nx's cache skips what has not changed. */
export function build(projects = []) {
  const args = ['run-many', '-t', 'build', ...(projects.length ? ['-p', ...projects] : [])];
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('build failed; run `npm run build` to see why');
}

/**
 * The percentile of every figure the benches print: NEAREST RANK on the samples sorted ascending,
 * the smallest sample with at least `share` (0 to 1) of all samples at or below it,
 * sorted[ceil(share * n) - 1]. No interpolation, so a figure is always a measured sample; the
 * median is percentile(sorted, 0.5) (the lower middle one of an even count) and the maximum
 * percentile(sorted, 1).
 */
export function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** Count, p50, p95, p99, least and most of unsorted samples, by `percentile`. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    min: percentile(sorted, 0),
    max: percentile(sorted, 1),
  };
}

/**
 * Times `fn` `runs` times after `warm` untimed calls; the ms of each run. An `fn` that returns a
 * promise is awaited (and timed to its end); a synchronous one is timed without an await.
 */
export async function timeRuns(fn, runs, { warm = 1 } = {}) {
  const settle = async (value) => (typeof value?.then === 'function' ? await value : value);
  for (let i = 0; i < warm; i++) await settle(fn());
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const value = fn();
    if (typeof value?.then === 'function') await value;
    ms.push(performance.now() - t);
  }
  return ms;
}

/**
 * `connections` clients sending requests back to back for `seconds` (after `warmSeconds` of the
 * same load, not counted). Returns req/s, p50/p95/p99 in ms from every response time (kept in
 * `times`, for pooling runs with `summarize`), the statuses seen, and, for each process of `pids`
 * ({ name: pid }), the CPU ms it used during the measured run (`cpuMs`, with the load generator's
 * own as `load generator`) and the run's wall time (`wallMs`).
 */
export async function load({ url, method = 'GET', headers = {}, body, connections, seconds, warmSeconds = 2, pids }) {
  const opts = { url, method, headers, body, connections };
  if (warmSeconds > 0) await autocannon({ ...opts, duration: warmSeconds });
  const times = [];
  const instance = autocannon({ ...opts, duration: seconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const before = cpuOf(pids ?? {});
  const self = process.cpuUsage();
  const started = performance.now();
  const r = await instance;
  const wallMs = performance.now() - started;
  const selfUsed = process.cpuUsage(self);
  const after = cpuOf(pids ?? {});
  const cpu = Object.fromEntries(Object.keys(after).map((name) => [name, after[name] - before[name]]));
  cpu['load generator'] = (selfUsed.user + selfUsed.system) / 1000;
  const statusCounts = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  return loadResult({
    requests: r.requests.total,
    seconds: r.duration || seconds,
    times,
    failed: r.errors + r.timeouts + r.non2xx,
    non2xx: r.non2xx,
    statusCounts,
    wallMs,
    cpuMs: cpu,
  });
}

/** A load run's figures from its raw counts: req/s, percentiles, the statuses as `200x1234`. */
function loadResult(raw) {
  const { p50, p95, p99 } = summarize(raw.times);
  const statuses = Object.entries(raw.statusCounts)
    .map(([k, n]) => `${k}x${n}`)
    .join(' ');
  return { ...raw, rps: raw.requests / raw.seconds, p50, p95, p99, count: raw.times.length, statuses };
}

/** Sums of each field of `load` results (times pooled), as one result. */
function pooled(runs) {
  const sum = (f) => runs.reduce((n, r) => n + f(r), 0);
  const addUp = (key) => {
    const out = {};
    for (const r of runs) for (const [k, v] of Object.entries(r[key])) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return loadResult({
    requests: sum((r) => r.requests),
    seconds: sum((r) => r.seconds),
    times: runs.flatMap((r) => r.times),
    failed: sum((r) => r.failed),
    non2xx: sum((r) => r.non2xx),
    statusCounts: addUp('statusCounts'),
    wallMs: sum((r) => r.wallMs),
    cpuMs: addUp('cpuMs'),
  });
}

/** A pause between slices of loadInTurns, longer than the slowest request of a bench. */
const SLICE_GAP_MS = 1_000;

/**
 * Loads whose figures are compared, run in turns: each of `loads` (`load` options, each with its
 * own `seconds` in all) runs in `turns` slices taken one after another (a, b, a, b...), after a
 * warm-up each. This machine's speed drifts within a minute (one build's CPU per search has doubled
 * from one run to the next), so two loads run one after the other can meet different machines; in
 * turns, a drift slows both alike. Returns each load's `load` result over all of its slices.
 */
export async function loadInTurns(loads, { turns = 3, warmSeconds = 2, pids } = {}) {
  const slices = loads.map(() => []);
  for (let turn = 0; turn < turns; turn++) {
    for (const [k, options] of loads.entries()) {
      const warm = turn === 0 ? warmSeconds : 0;
      slices[k].push(await load({ pids, ...options, seconds: options.seconds / turns, warmSeconds: warm }));
      // The requests a slice left in flight are still being answered: the next slice starts after them.
      await new Promise((resolve) => setTimeout(resolve, SLICE_GAP_MS));
    }
  }
  return slices.map(pooled);
}

const cpuOf = (pids) => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/**
 * The whole stack as `npm start` runs it (development mode, PGlite in a fresh folder, no
 * DATABASE_URL, the demo data) on a nats-server of its own with JetStream, the app's URL and the
 * gateway's port both free ports, limits per user and per address lifted (one load generator
 * stands for many reps). `env` adds or overrides settings of every process; `supervisedNats`
 * runs nats-server supervised as `npm start` does (restarted when killed: `killNats`);
 * `natsNodes` above 1 runs that many supervised nodes as one cluster, with the usage stream kept on
 * up to three of them (NATS_STREAM_REPLICAS), the services given every node (NATS_URL) as an
 * operator gives them; `onEvent` takes the supervisors' lines (by default printed to stderr, but for
 * the stops the bench asks for itself). `stop()` ends every process and removes the data.
 */
export async function startBenchStack({
  env = {},
  supervisedNats = false,
  natsNodes = 1,
  onEvent = printUnasked,
  standby = false,
} = {}) {
  const bin = findOrInstallNatsServer();
  if (!bin) throw new Error(NATS_INSTALL_HINT);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-bench-'));
  const servers = natsNodes > 1 ? await superviseNatsCluster(bin, natsNodes, dataDir, { onEvent }) : null;
  const natsPort = await freePort();
  const nats = servers
    ? null
    : supervisedNats
      ? await superviseNats(bin, natsPort, { onEvent, storeDir: path.join(dataDir, 'nats') })
      : await startNatsServer(bin, natsPort);
  const natsUrl = servers ? servers.map((n) => n.url).join(',') : `nats://127.0.0.1:${natsPort}`;
  const stopNats = async () => {
    if (servers) await Promise.all(servers.map((n) => n.stop()));
    else if (supervisedNats) await nats.stop();
    else nats.kill();
  };
  const clusterEnv = servers ? { NATS_STREAM_REPLICAS: String(Math.min(3, natsNodes)) } : {};
  let stack;
  try {
    stack = await startStack({
      natsUrl,
      gatewayPort: await freePort(),
      webPort: await freePort(),
      stdio: 'ignore',
      onEvent,
      standby,
      env: {
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        EXPENSIVE_RATE_PER_MINUTE: '100000000',
        AUTH_RATE_PER_MINUTE: '100000',
        ...clusterEnv,
        ...env,
      },
    });
  } catch (err) {
    await stopNats();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    ...stack,
    natsUrl,
    natsPid: () => (servers ? servers[0].process.child?.pid : supervisedNats ? nats.process.child?.pid : nats.pid),
    /** Signals nats-server (a cluster's `node`-th node) as a crash would; a supervised one is restarted. */
    killNats: (signal = 'SIGKILL', node = 0) => (servers ? servers[node].kill(signal) : nats.kill(signal)),
    async stop() {
      await stack.stop();
      await stopNats();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A supervisor's line on stderr, unless it reports a stop the bench asked for. */
function printUnasked(line, event) {
  if (!event?.intended) process.stderr.write(`[leadgen] ${line}\n`);
}

/** Builds everything (unless `build` is false), runs `fn(stack)` on a fresh bench stack, stops it. */
export async function withBenchStack(fn, { build: buildFirst = true, ...options } = {}) {
  if (buildFirst) build();
  const stack = await startBenchStack(options);
  try {
    return await fn(stack);
  } finally {
    await stack.stop();
  }
}

/**
 * An empty PostgreSQL database of the run's own on `server` (its URL names the database to connect
 * to first), named `<prefix>_<time>`: `{ url, drop }`, or `{ reason }` when no server answers there.
 */
export async function scratchDatabase(server, prefix) {
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch (err) {
    return { reason: err.message || err.code || String(err) };
  }
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** A rep's session token (demo mode creates the account on first sign-in). */
export async function signIn(baseUrl, email = 'bench@example.com') {
  const res = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: HTTP ${res.status}`);
  return (await res.json()).session_token;
}

/** Resolves once `check()` is truthy (asked every 150 ms, errors count as no), else throws after `timeoutMs`. */
export async function until(check, { what, timeoutMs = 30_000 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

/** The line every bench's heading starts with. */
export const machine = () => `Node ${process.versions.node}, ${os.cpus().length} cores`;
export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
