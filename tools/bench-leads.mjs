// Lead search benchmark: a 100-lead demo search through the gateway (HTTP -> JWT and session -> NATS -> leads)
// at 1 and 32 connections, plus in-process timings of scoring 10,000 leads and writing the CSV of
// 10,000 leads. Starts its own nats-server on a free port and runs the gateway, the accounts
// service (signs the bench rep in; the gateway confirms the session) and the leads service from
// their dist (builds them first). Usage: node tools/bench-leads.mjs
// Settings: BENCH_SECONDS (default 10 per run), BENCH_CITY (default Chicago).
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { findOrInstallNatsServer, freePort, NATS_INSTALL_HINT, startNatsServer } from './infra.mjs';
import { root } from './stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CITY = process.env.BENCH_CITY ?? 'Chicago';
const SECRET = 'bench-secret-for-leads-benchmark-only-0000';
const TARGETS = { p95At32Ms: 60, scoring10kMs: 100, csv10kMs: 1000 };

const build = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '-p', 'gateway', 'leads', 'accounts'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) throw new Error('build failed');

// ---------------------------------------------------------------------------------------------
// In-process: scoring and CSV, from the built service.
const dist = (f) => pathToFileURL(path.join(root, 'services/leads/dist', f)).href;
const { loadDemoData, DemoProvider } = await import(dist('providers/demo/demo.provider.js'));
const { Scorer } = await import(dist('scoring/fit.scorer.js'));
const { countAcrossDataset } = await import(dist('locations/location.counts.js'));
const { toCandidate } = await import(dist('places/place.model.js'));
const { materialize } = await import(dist('search/search.encoding.js'));
const { leadsToCsv } = await import(dist('export/export.csv.js'));
const { DEFAULT_DEMO_DATA_FILE } = await import(dist('providers/provider.factory.js'));

const loadStart = performance.now();
const loaded = loadDemoData(DEFAULT_DEMO_DATA_FILE);
const provider = new DemoProvider(loaded.data, new Scorer());
const loadMs = performance.now() - loadStart;

// 10,000 places of the dataset, their location counts known, scored again and again.
const places = provider.places ?? [];
const sample = places.slice(0, 10_000);
const counts = countAcrossDataset(places).slice(0, 10_000);
const scorer = new Scorer();
const now = Date.now();
const inputs = sample.map((p, i) => ({
  cuisine_type: p.cuisine_type,
  rating: p.rating,
  review_count: p.review_count,
  location_count: counts[i].count,
  website: p.website,
  phone: p.phone,
  hours_known: p.hours !== null,
  opened_at: p.opened_at,
  now,
}));

function timeIt(fn, rounds = 7) {
  fn(); // warm up
  const runs = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  return { median: runs[Math.floor(runs.length / 2)], best: runs[0] };
}

let sink = 0;
const scoring = timeIt(() => {
  for (const input of inputs) sink += scorer.score(input).fit_score;
});
const fullLeads = timeIt(() => {
  for (let i = 0; i < sample.length; i++) sink += toCandidate(sample[i], counts[i], scorer, now).lead.fit_score;
});
const nowDate = new Date();
const leads = sample.map((p, i) => materialize(toCandidate(p, counts[i], scorer, now), nowDate));
let csvBytes = 0;
const csv = timeIt(() => {
  csvBytes = Buffer.byteLength(leadsToCsv(leads));
}, 5);

// ---------------------------------------------------------------------------------------------
// Through the gateway.
const bin = findOrInstallNatsServer();
if (!bin) throw new Error(NATS_INSTALL_HINT);
const natsPort = await freePort();
const nats = await startNatsServer(bin, natsPort);
const gatewayPort = await freePort();
// The leads service keeps My Leads in PGlite: a throwaway folder (each search asks it for the rep's saved marks).
const leadsData = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NATS_URL: `nats://127.0.0.1:${natsPort}`,
  GATEWAY_PORT: String(gatewayPort),
  JWT_SECRET: SECRET,
  LOG_LEVEL: 'warn',
  LEADS_PROVIDER: 'demo',
  LEADS_RECORD_USAGE: 'true',
  DATA_DIR: leadsData,
  DATABASE_URL: '',
  // The per-user limit on expensive routes would answer most of a load test with 429.
  EXPENSIVE_RATE_PER_MINUTE: '10000000',
};
const children = ['leads', 'gateway'].map((name) =>
  spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'services', name),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
// Accounts signs the bench rep in (demo mode creates the account) into a throwaway PGlite folder.
const accountsData = mkdtempSync(path.join(os.tmpdir(), 'bench-accounts-'));
const accounts = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(root, 'services', 'accounts'),
  env: {
    ...env,
    DEMO_MODE: 'true',
    DATA_DIR: accountsData,
    ACCESS_CODE: 'bench-access-code-only',
    AUTH_RATE_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const token = await signIn();
// What a browser sends: the reply then travels compressed from the leads service to the client.
const headers = {
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const body = JSON.stringify({ city: CITY, limit: 100 });

/** The bench rep's session token, once gateway and accounts answer. */
async function signIn() {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`${gatewayUrl}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
      });
      if (res.ok) return (await res.json()).session_token;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('gateway and accounts did not come up');
}

async function waitReady() {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`${gatewayUrl}/api/leads/search`, { method: 'POST', headers, body });
      if (res.ok) return res.json();
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('gateway and leads did not come up');
}

let results = [];
let sampleResponse;
try {
  sampleResponse = await waitReady();
  if (sampleResponse.count !== 100) throw new Error(`expected 100 leads from ${CITY}, got ${sampleResponse.count}`);
  const run = async (connections) => {
    const opts = { url: `${gatewayUrl}/api/leads/search`, method: 'POST', headers, body, connections };
    await autocannon({ ...opts, duration: 2 }); // warm up
    const procs = [...children, nats];
    const before = procs.map((c) => cpuMs(c.pid));
    const selfBefore = process.cpuUsage();
    const r = await autocannon({ ...opts, duration: DURATION });
    const self = process.cpuUsage(selfBefore);
    const cpu = procs.map((c, i) => cpuMs(c.pid) - before[i]);
    const n = Math.max(1, r.requests.total);
    r.cpuPerRequest = {
      leads: cpu[0] / n,
      gateway: cpu[1] / n,
      nats: cpu[2] / n,
      client: (self.user + self.system) / 1000 / n,
    };
    const statuses = Object.entries(r.statusCodeStats ?? {})
      .map(([k, v]) => `${k}x${v.count}`)
      .join(' ');
    return {
      cpu: r.cpuPerRequest,
      connections,
      p50: r.latency.p50,
      p95: r.latency.p97_5 !== undefined ? percentile95(r) : r.latency.p90,
      p99: r.latency.p99,
      rps: r.requests.average,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      statuses,
      bytes: r.throughput.average,
    };
  };
  results = [await run(1), await run(32)];
} finally {
  for (const c of children) c.kill('SIGTERM');
  accounts.kill('SIGTERM');
  nats.kill();
  rmSync(accountsData, { recursive: true, force: true });
  rmSync(leadsData, { recursive: true, force: true });
}

/** CPU time (user + system) a child process has used, in ms, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/** autocannon reports p90, p97.5 and p99: p95 is read from the histogram it also returns when available, else interpolated. */
function percentile95(r) {
  const l = r.latency;
  if (typeof l.p95 === 'number') return l.p95;
  return Math.round((l.p90 + ((95 - 90) / (97.5 - 90)) * (l.p97_5 - l.p90)) * 100) / 100;
}

const responseBytes = Buffer.byteLength(JSON.stringify(sampleResponse));
console.log(
  `\nLead search benchmark — Node ${process.versions.node}, ${os.cpus().length} cores, ${DURATION} s per run`,
);
console.log(
  `demo data: ${loaded.data.rows.length} listings, ${loaded.data.cities.length} cities (${loaded.origin}), loaded and indexed in ${loadMs.toFixed(0)} ms`,
);
console.log(
  `\nPOST /api/leads/search {city: "${CITY}", limit: 100} through the gateway (response ${(responseBytes / 1024).toFixed(0)} KB)`,
);
console.log('connections   p50 ms   p95 ms   p99 ms    req/s   statuses');
for (const r of results) {
  console.log(
    `${String(r.connections).padStart(11)}  ${String(r.p50).padStart(7)}  ${String(r.p95).padStart(7)}  ${String(r.p99).padStart(7)}  ${Math.round(r.rps).toString().padStart(7)}   ${r.statuses}${r.errors ? `  errors ${r.errors}` : ''}`,
  );
}
for (const r of results) {
  if (r.cpu)
    console.log(
      `  CPU per request at ${r.connections} connection(s): leads ${r.cpu.leads.toFixed(2)} ms, gateway ${r.cpu.gateway.toFixed(2)} ms, nats-server ${r.cpu.nats.toFixed(2)} ms, load generator ${r.cpu.client.toFixed(2)} ms`,
    );
}
console.log(`\nin process (median of runs):`);
console.log(
  `  score 10,000 leads (Scorer.score)                 ${scoring.median.toFixed(1)} ms (best ${scoring.best.toFixed(1)})`,
);
console.log(
  `  build 10,000 scored leads (toCandidate)           ${fullLeads.median.toFixed(1)} ms (best ${fullLeads.best.toFixed(1)})`,
);
console.log(
  `  CSV of 10,000 leads (${(csvBytes / 1e6).toFixed(1)} MB)                   ${csv.median.toFixed(1)} ms (best ${csv.best.toFixed(1)})`,
);
const at32 = results.find((r) => r.connections === 32);
console.log(
  `\ntargets: p95 at 32 connections < ${TARGETS.p95At32Ms} ms: ${at32 && !at32.non2xx && !at32.errors && at32.p95 < TARGETS.p95At32Ms ? 'met' : 'NOT met'}; ` +
    `scoring 10,000 < ${TARGETS.scoring10kMs} ms: ${scoring.median < TARGETS.scoring10kMs ? 'met' : 'NOT met'}; ` +
    `CSV 10,000 < ${TARGETS.csv10kMs} ms: ${csv.median < TARGETS.csv10kMs ? 'met' : 'NOT met'}`,
);
if (sink === -1) console.log(sink);
process.exit(0);
