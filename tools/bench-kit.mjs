// What the benchmark scripts share: a load run that keeps every response time (exact p50/p95/p99
// rather than autocannon's fixed percentiles), CPU time of a process from /proc, and the stack
// brought up in the mode `npm start` runs, on its own nats-server and data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findOrInstallNatsServer, freePort, NATS_INSTALL_HINT, startNatsServer } from './infra.mjs';
import { root, startStack } from './stack.mjs';

/** Builds the projects a benchmark runs (cached by Nx when nothing changed). */
export function build(projects = []) {
  const args = ['run-many', '-t', 'build', ...(projects.length ? ['-p', ...projects] : [])];
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('build failed; run `npm run build` to see why');
}

/** The value below which `share` of the sorted samples fall. */
export function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * `connections` clients sending requests back to back for `seconds` (after a short warm-up).
 * Returns req/s, p50/p95/p99 in ms from every response, and the statuses seen.
 */
export async function load({ url, method = 'GET', headers = {}, body, connections, seconds, warmSeconds = 2 }) {
  const opts = { url, method, headers, body, connections };
  if (warmSeconds > 0) await autocannon({ ...opts, duration: warmSeconds });
  const times = [];
  const instance = autocannon({ ...opts, duration: seconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const r = await instance;
  times.sort((a, b) => a - b);
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([k, v]) => `${k}x${v.count}`)
    .join(' ');
  return {
    rps: r.requests.total / (r.duration || seconds),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    count: times.length,
    failed: r.errors + r.timeouts + r.non2xx,
    statuses,
  };
}

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
 * DATABASE_URL) on a nats-server of its own with JetStream, the app's URL and the gateway's port
 * both free ports. `stop()` ends every process and removes the data.
 */
export async function startBenchStack(env = {}) {
  const bin = findOrInstallNatsServer();
  if (!bin) throw new Error(NATS_INSTALL_HINT);
  const natsPort = await freePort();
  const nats = await startNatsServer(bin, natsPort);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-bench-'));
  const stack = await startStack({
    natsUrl: `nats://127.0.0.1:${natsPort}`,
    gatewayPort: await freePort(),
    webPort: await freePort(),
    stdio: 'ignore',
    // One bench rep sends thousands of searches: the per-user limit on expensive routes would
    // answer most of them 429 in the gateway and measure nothing behind it.
    env: {
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      EXPENSIVE_RATE_PER_MINUTE: '100000000',
      ...env,
    },
  });
  return {
    ...stack,
    natsUrl: `nats://127.0.0.1:${natsPort}`,
    natsPid: nats.pid,
    async stop() {
      await stack.stop();
      nats.kill();
      rmSync(dataDir, { recursive: true, force: true });
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

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
export const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
