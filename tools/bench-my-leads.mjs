// My Leads benchmark: a rep with 10,000 saved leads. Saves them 100 at a time through the gateway
// (timing each save of 100), then measures listing a page of 50 with a status filter at 32
// connections in the same run as GET /api/config (answered by the gateway itself, for the ratio),
// and exporting all 10,000 (CSV and the HubSpot preset). Starts its own nats-server on a free port
// and runs the gateway, accounts and leads from their dist (builds them first); the leads database
// is PGlite in a throwaway folder, or PostgreSQL at BENCH_DATABASE_URL (a database of its own).
// Usage: node tools/bench-my-leads.mjs. Settings: BENCH_SECONDS (default 10 per run).
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findOrInstallNatsServer, freePort, NATS_INSTALL_HINT, startNatsServer } from './infra.mjs';
import { root } from './stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SAVED = 10_000;
const BATCH = 100;
const SECRET = 'bench-secret-for-my-leads-benchmark-0000';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';

const build = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '-p', 'gateway', 'leads', 'accounts'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) throw new Error('build failed');

const bin = findOrInstallNatsServer();
if (!bin) throw new Error(NATS_INSTALL_HINT);
const natsPort = await freePort();
const nats = await startNatsServer(bin, natsPort);
const gatewayPort = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-my-leads-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NATS_URL: `nats://127.0.0.1:${natsPort}`,
  GATEWAY_PORT: String(gatewayPort),
  JWT_SECRET: SECRET,
  LOG_LEVEL: 'warn',
  LEADS_PROVIDER: 'demo',
  LEADS_RECORD_USAGE: 'true',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  EXPENSIVE_RATE_PER_MINUTE: '10000000',
};
const start = (name, extra = {}) =>
  spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'services', name),
    env: { ...env, ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const leadsProc = start('leads', { DATABASE_URL });
const gateway = start('gateway');
const accounts = start('accounts', {
  DEMO_MODE: 'true',
  ACCESS_CODE: 'bench-access-code-only',
  AUTH_RATE_PER_MINUTE: '100000',
});
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

async function signIn() {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${gatewayUrl}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench-my-leads@example.com', password: 'bench-password' }),
      });
      if (res.ok) return (await res.json()).session_token;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('gateway and accounts did not come up');
}

const token = await signIn();
const headers = {
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
  'accept-encoding': 'gzip, deflate, br, zstd',
};
async function call(method, url, body) {
  const res = await fetch(`${gatewayUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

async function waitForLeads() {
  for (let i = 0; i < 300; i++) {
    try {
      return await (
        await call('POST', '/api/leads/search', { city: 'Chicago', limit: 100, filter_bad_fits: false })
      ).json();
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error('leads did not come up');
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function percentile95(r) {
  const l = r.latency;
  if (typeof l.p95 === 'number') return l.p95;
  return Math.round((l.p90 + ((95 - 90) / (97.5 - 90)) * (l.p97_5 - l.p90)) * 100) / 100;
}

const results = {};
try {
  const found = (await waitForLeads()).leads;
  // 10,000 distinct places: the search's 100 leads, each under 100 place ids of its own.
  const saveMs = [];
  const ids = [];
  for (let b = 0; b < SAVED / BATCH; b++) {
    const leads = found
      .slice(0, BATCH)
      .map((l, i) => ({ ...l, place_id: `${l.place_id}-bench-${b}`, name: `${l.name} ${b}-${i}` }));
    const t = performance.now();
    const res = await (await call('POST', '/api/my-leads', { leads })).json();
    saveMs.push(performance.now() - t);
    for (const item of res.items) ids.push(item.id);
  }
  saveMs.sort((a, b) => a - b);
  results.save = { p50: quantile(saveMs, 0.5), p95: quantile(saveMs, 0.95) };

  // One lead in five is worked: Attempted (2,000 of 10,000).
  const worked = ids.filter((_, i) => i % 5 === 0);
  for (let i = 0; i < worked.length; i += 16) {
    await Promise.all(
      worked.slice(i, i + 16).map((id) => call('PATCH', `/api/my-leads/${id}`, { status: 'attempted', version: 1 })),
    );
  }

  const listUrl = `${gatewayUrl}/api/my-leads?status=attempted&page=3&page_size=50`;
  const first = await (await call('GET', '/api/my-leads?status=attempted&page=3&page_size=50')).json();
  if (first.total !== worked.length || first.items.length !== 50)
    throw new Error(`expected 50 of ${worked.length}, got ${first.items.length} of ${first.total}`);
  const load = async (url) => {
    const opts = { url, method: 'GET', headers, connections: 32 };
    await autocannon({ ...opts, duration: 2 });
    const r = await autocannon({ ...opts, duration: DURATION });
    return {
      p50: r.latency.p50,
      p95: percentile95(r),
      p99: r.latency.p99,
      rps: r.requests.average,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
  };
  results.list = await load(listUrl);
  results.config = await load(`${gatewayUrl}/api/config`);

  for (const format of ['csv', 'hubspot']) {
    const runs = [];
    let bytes = 0;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const text = await (await call('POST', '/api/my-leads/export', { format })).text();
      runs.push(performance.now() - t);
      bytes = Buffer.byteLength(text);
      const rows = text.split('\r\n').length - 2;
      if (rows !== SAVED) throw new Error(`export ${format}: ${rows} rows`);
    }
    runs.sort((a, b) => a - b);
    results[`export_${format}`] = { median: quantile(runs, 0.5), best: runs[0], bytes };
  }
} finally {
  for (const c of [leadsProc, gateway, accounts]) c.kill('SIGTERM');
  nats.kill();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

const cpu = os.cpus().length;
console.log(
  `\nMy Leads benchmark — Node ${process.versions.node}, ${cpu} cores, ${DURATION} s per run, database ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.log(
  `save 100 leads (POST /api/my-leads, ${SAVED / BATCH} saves to ${SAVED.toLocaleString('en-US')}): p50 ${results.save.p50.toFixed(1)} ms, p95 ${results.save.p95.toFixed(1)} ms`,
);
console.log('\n32 connections                                         p50 ms   p95 ms   p99 ms    req/s');
const row = (label, r) =>
  console.log(
    `${label.padEnd(54)} ${String(r.p50).padStart(6)}  ${String(r.p95).padStart(7)}  ${String(r.p99).padStart(7)}  ${Math.round(r.rps).toString().padStart(7)}${r.non2xx || r.errors ? `  non-2xx ${r.non2xx} errors ${r.errors}` : ''}`,
  );
row('GET /api/my-leads?status=attempted&page=3&page_size=50', results.list);
row('GET /api/config (answered in the gateway)', results.config);
console.log(
  `p95 ratio, list / in-gateway route: ${(results.list.p95 / Math.max(0.01, results.config.p95)).toFixed(1)}x`,
);
for (const format of ['csv', 'hubspot']) {
  const r = results[`export_${format}`];
  console.log(
    `export ${SAVED.toLocaleString('en-US')} saved leads (${format}, ${(r.bytes / 1e6).toFixed(1)} MB): median ${r.median.toFixed(0)} ms (best ${r.best.toFixed(0)})`,
  );
}
process.exit(0);
