// npm run bench, first part: what users feel, measured in one run on the stack as `npm start` runs
// it (development mode, PGlite, its own nats-server). Prints one table:
//   - JavaScript on the wire for /landing, /signin and /app (tools/bench-web.mjs) and a Lighthouse
//     run of the three pages (tools/bench-lighthouse.mjs), when those scripts are present;
//   - GET /api/cuisine-types at 32 connections through the app's URL vs the gateway's port;
//   - the NATS hop: /api/cuisine-types (gateway -> NATS -> leads) vs /api/stats (answered in the
//     gateway, JWT checked), p50 at 1 connection and req/s at 32;
//   - a 100-lead search at 32 connections in the default mode, and on a second gateway that checks
//     every reply against its contract (CHECK_RESPONSES=all), with each process's CPU;
//   - what recording usage costs the search path (tools/bench-usage.mjs).
// Settings: BENCH_SECONDS (default 10 per run), BENCH_SKIP_BROWSER=1 leaves out the browser rows.
import './node-version.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  build,
  fmt,
  load,
  loadInTurns,
  machine,
  signIn,
  startBenchStack,
  summarize,
  timeRuns,
  until,
} from './bench-kit.mjs';
import { compareUsageCost } from './bench-usage.mjs';
import { freePort } from './infra.mjs';
import { root, superviseService } from './stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SKIP_BROWSER = process.env.BENCH_SKIP_BROWSER === '1';

build();
const nul = await measureNullCharacterCheck(
  await import(pathToFileURL(path.join(root, 'libs/contracts/dist/null-character.js')).href),
);

const stack = await startBenchStack();
let checkingGateway;
const rows = [];
try {
  const token = await signIn(stack.gatewayUrl);
  const auth = { authorization: `Bearer ${token}` };
  const gw = (p) => stack.gatewayUrl + p;

  // The gateway's own routes and its routes through NATS, gateway port, 32 connections.
  const at32 = { connections: 32, seconds: SECONDS };
  const config = await load({ url: gw('/api/config'), ...at32 });
  const profile32 = await load({ url: gw('/api/account/profile'), headers: auth, ...at32 });

  // Pairs compared on a shared, noisy machine run in alternation, a few rounds each, so a burst of
  // other work lands on both sides. The app's URL is asked by address like the gateway's port
  // (a client resolving 'localhost' pays for it on its side, not the server's).
  const appUrl = stack.webUrl.replace('//localhost:', '//127.0.0.1:');
  const [cuisinesApp32, cuisines32, stats32] = await loadInTurns([
    { url: `${appUrl}/api/cuisine-types`, headers: auth, ...at32 },
    { url: gw('/api/cuisine-types'), headers: auth, ...at32 },
    { url: gw('/api/stats'), headers: auth, ...at32 },
  ]);

  // The hop at one connection: what one request pays for crossing NATS to a service and back.
  const at1 = { connections: 1, seconds: SECONDS };
  const [stats1, cuisines1] = await loadInTurns([
    { url: gw('/api/stats'), headers: auth, ...at1 },
    { url: gw('/api/cuisine-types'), headers: auth, ...at1 },
  ]);

  // A 100-lead search as the browser sends it, through the app's URL, with each process's CPU.
  const search = await searchLoad(appUrl, token, stack);
  checkingGateway = await startCheckingGateway(stack.natsUrl);
  const searchChecked = await searchLoad(checkingGateway.url, token, stack);

  rows.push(
    ['API, 32 connections', ''],
    ['GET /api/config (in the gateway)', perf(config)],
    ['GET /api/stats (in the gateway, JWT)', perf(stats32)],
    ['GET /api/cuisine-types (NATS -> leads)', perf(cuisines32)],
    ['GET /api/account/profile (NATS -> accounts -> PGlite)', perf(profile32)],
    ['The one URL: /api/cuisine-types at 32 connections', ''],
    ["  through the app's URL (127.0.0.1)", perf(cuisinesApp32)],
    ["  on the gateway's port", perf(cuisines32)],
    ["  app's URL / gateway's port (target >= 0.85)", `throughput x${fmt(cuisinesApp32.rps / cuisines32.rps, 2)}`],
    ['The NATS hop: /api/cuisine-types vs /api/stats, gateway port', ''],
    [
      '  p50 at 1 connection (target <= +0.4 ms)',
      `${fmt(cuisines1.p50, 2)} vs ${fmt(stats1.p50, 2)} ms: +${fmt(cuisines1.p50 - stats1.p50, 2)} ms`,
    ],
    [
      '  req/s at 32 connections (target >= 50%)',
      `${Math.round(cuisines32.rps)} vs ${Math.round(stats32.rps)}: ${fmt((100 * cuisines32.rps) / stats32.rps, 0)}%`,
    ],
    ['100-lead search, 32 connections', ''],
    ["  default mode (npm start), app's URL (target p95 <= 25 ms)", perf(search.result)],
    ['  every reply checked (CHECK_RESPONSES=all), own gateway', perf(searchChecked.result)],
    ['  CPU during the default-mode search, % of one core', cpuLine(search.cpu)],
    ['  accounts / search path CPU', `${fmt((100 * search.cpu.accounts) / search.cpu.path, 1)}%`],
  );
} finally {
  await checkingGateway?.stop();
  await stack.stop();
}

// What recording usage costs wherever it is spent (leads publishing, nats-server storing, accounts
// counting): the same search load with usage recorded and not, alternating, each on a fresh stack.
const usage = await compareUsageCost({ build: false });
rows.push(
  ['Usage recording, 100-lead searches at 32 connections (tools/bench-usage.mjs)', ''],
  [
    '  search path CPU per search, without / with usage',
    `${fmt(usage.pathMsPerSearchWithout, 2)} / ${fmt(usage.pathMsPerSearchWith, 2)} ms`,
  ],
  [
    '  recording usage / search path CPU (target < 10%)',
    `${fmt(usage.usageMsPerSearch, 2)} ms per search: ${fmt(100 * usage.usageShareOfPath, 1)}%`,
  ],
);

if (!SKIP_BROWSER) await browserRows(rows);

console.log(`\n${machine()}, ${SECONDS} s per run after a 2 s warm-up (the search after 10 s)\n`);
for (const [what, figure] of rows) console.log(figure ? `${what.padEnd(64)}${figure}` : `\n${what}`);
console.log(
  `\nnull-character check of a request body (median): 1.00 MB customer list ${nul.csvMs.toFixed(3)} ms; lead search body ${nul.searchUs.toFixed(2)} µs`,
);

function perf(r) {
  const failed = r.failed ? `  FAILED ${r.failed} (${r.statuses})` : '';
  return `${String(Math.round(r.rps)).padStart(6)} req/s  p50 ${fmt(r.p50, 2).padStart(6)}  p95 ${fmt(r.p95, 2).padStart(6)}  p99 ${fmt(r.p99, 2).padStart(6)} ms${failed}`;
}

function cpuLine(cpu) {
  return Object.entries(cpu)
    .filter(([name]) => name !== 'path')
    .map(([name, share]) => `${name} ${fmt(share, 0)}`)
    .join(', ');
}

/** 100-lead searches at 32 connections through `baseUrl`, with each process's CPU as % of one core. */
async function searchLoad(baseUrl, token, stack) {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  const body = JSON.stringify({ city: 'Chicago', limit: 100 });
  const opts = { url: `${baseUrl}/api/leads/search`, method: 'POST', headers, body, connections: 32 };
  // A running app is warm: the first seconds of searches on a fresh stack run slower (p95 35-40 ms
  // in the first 8 s, 24-27 ms in the next 8, same stack), so the measured run starts after 10 s.
  await load({ ...opts, seconds: 10, warmSeconds: 0 });
  const pids = {
    gateway: stack.pid('gateway'),
    leads: stack.pid('leads'),
    accounts: stack.pid('accounts'),
    nats: stack.natsPid(),
  };
  if (checkingGateway && baseUrl === checkingGateway.url) pids.gateway = checkingGateway.pid();
  const result = await load({ ...opts, seconds: SECONDS, warmSeconds: 0, pids });
  const cpu = Object.fromEntries(Object.keys(pids).map((n) => [n, (100 * result.cpuMs[n]) / result.wallMs]));
  cpu.path = cpu.gateway + cpu.leads + cpu.accounts + cpu.nats;
  return { result, cpu };
}

/** A second gateway on the same NATS that checks every service reply against its contract. */
async function startCheckingGateway(natsUrl) {
  const port = await freePort();
  const proc = superviseService('gateway', {
    env: {
      ...process.env,
      NATS_URL: natsUrl,
      GATEWAY_PORT: String(port),
      NODE_ENV: 'development',
      CHECK_RESPONSES: 'all',
      LOG_LEVEL: 'warn',
      WEB_PORT: '',
      EXPENSIVE_RATE_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  proc.start();
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/readyz`)).ok, { what: 'the checking gateway' });
  return { url, pid: () => proc.child?.pid, stop: () => proc.stop() };
}

/** JS on the wire and Lighthouse, from their own scripts when present. */
async function browserRows(rows) {
  for (const [file, title] of [
    ['bench-web.mjs', 'JavaScript on the wire (first visit)'],
    ['bench-lighthouse.mjs', 'Lighthouse, mobile, default throttling'],
  ]) {
    const script = path.join(root, 'tools', file);
    if (!existsSync(script)) continue;
    const { benchRows } = await import(pathToFileURL(script).href);
    if (typeof benchRows !== 'function') continue;
    rows.push([title, ''], ...(await benchRows()));
  }
}

/** The null-character check every request body passes, on a 1 MB customer list and a lead search's body. */
async function measureNullCharacterCheck({ nullCharacterProblem }) {
  const row = 'Casa Verde,12 Main St,Riverton,TX,casaverde.example.com\n';
  const bigCsv = {
    csv: 'name,address,city,state,website\n' + row.repeat(Math.ceil(1_000_000 / row.length)),
    mode: 'merge',
  };
  const searchBody = {
    city: 'Chicago',
    state: 'IL',
    cuisine_types: ['mexican', 'italian'],
    max_results: 100,
    include_pitches: false,
  };
  const medianMs = async (fn, rounds) => summarize(await timeRuns(fn, rounds, { warm: 50 })).p50;
  return {
    csvMs: await medianMs(() => nullCharacterProblem(bigCsv), 101),
    searchUs: await medianMs(() => {
      for (let i = 0; i < 1000; i++) nullCharacterProblem(searchBody);
    }, 21),
  };
}
