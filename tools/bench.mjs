// npm run bench: latency and throughput of a route answered inside the gateway versus routes
// that go gateway -> NATS -> service, from one run on this machine. Builds first if needed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { findOrInstallNatsServer, freePort, NATS_INSTALL_HINT, startNatsServer } from './infra.mjs';
import { root, startStack } from './stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

spawnSync(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '-p', 'gateway', 'accounts', 'leads', 'analysis', 'diagnostics'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});

// In process: the null-character check every request body passes, on a 1 MB customer list and a
// lead search's body.
const { nullCharacterProblem } = await import(pathToFileURL(path.join(root, 'libs/contracts/dist/null-character.js')).href);
const row = 'Casa Verde,12 Main St,Riverton,TX,casaverde.example.com\n';
const bigCsv = { csv: 'name,address,city,state,website\n' + row.repeat(Math.ceil(1_000_000 / row.length)), mode: 'merge' };
const searchBody = { city: 'Chicago', state: 'IL', cuisine_types: ['mexican', 'italian'], max_results: 100, include_pitches: false };
function medianMs(fn, rounds) {
  for (let i = 0; i < 50; i++) fn();
  const runs = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}
const nulCsvMs = medianMs(() => nullCharacterProblem(bigCsv), 101);
const nulSearchUs = (medianMs(() => {
  for (let i = 0; i < 1000; i++) nullCharacterProblem(searchBody);
}, 21) * 1000) / 1000;

const bin = findOrInstallNatsServer();
if (!bin) throw new Error(NATS_INSTALL_HINT);
const natsPort = await freePort();
const nats = await startNatsServer(bin, natsPort);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadgen-bench-'));
const stack = await startStack({
  natsUrl: `nats://127.0.0.1:${natsPort}`,
  gatewayPort: await freePort(),
  webPort: 0,
  stdio: 'ignore',
  env: { LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '' },
});

const signin = await fetch(`${stack.gatewayUrl}/api/auth/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
}).then((r) => r.json());
const auth = { authorization: `Bearer ${signin.session_token}` };

async function run(title, urlPath, headers = {}) {
  // Warm up JIT and connections first.
  await autocannon({ url: stack.gatewayUrl + urlPath, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url: stack.gatewayUrl + urlPath, connections: CONNECTIONS, duration: DURATION, headers });
  const statuses = Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => `${k}x${v.count}`).join(' ');
  return { title, path: urlPath, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors + r.timeouts, statuses };
}

const results = [
  await run('inside the gateway', '/api/config'),
  await run('inside the gateway, JWT checked', '/api/stats', auth),
  await run('gateway -> NATS -> leads', '/api/cuisine-types', auth),
  await run('gateway -> NATS -> accounts -> PGlite', '/api/account/profile', auth),
];
await stack.stop();
nats.kill();
rmSync(dataDir, { recursive: true, force: true });

const base = results[0];
const authed = results[1];
console.log(`\nNode ${process.versions.node}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s per route\n`);
console.log('route                                   path                   p50 ms  p99 ms   req/s    statuses');
for (const r of results) {
  console.log(
    `${r.title.padEnd(40)}${r.path.padEnd(23)}${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${Math.round(r.rps).toString().padStart(7)}    ${r.statuses}${r.errors ? `  errors ${r.errors}` : ''}`,
  );
}
for (const r of results.slice(2)) {
  console.log(
    `\n${r.title} vs inside the gateway: throughput x${(r.rps / base.rps).toFixed(2)}, p50 x${(r.p50 / Math.max(base.p50, 0.01)).toFixed(1)}, p99 x${(r.p99 / Math.max(base.p99, 0.01)).toFixed(1)}` +
      `; vs inside the gateway with the JWT check: throughput x${(r.rps / authed.rps).toFixed(2)}`,
  );
}
console.log(
  `\nnull-character check of a request body (median): ${(Buffer.byteLength(bigCsv.csv) / 1e6).toFixed(2)} MB customer list ${nulCsvMs.toFixed(3)} ms; lead search body ${nulSearchUs.toFixed(2)} µs`,
);
