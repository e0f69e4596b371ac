// Lead search benchmark: a 100-lead demo search through the gateway (HTTP -> JWT and session -> NATS -> leads)
// at 1 and 32 connections, plus in-process timings of scoring 10,000 leads and writing the CSV of
// 10,000 leads. Builds, then runs the stack of tools/bench-kit.mjs (its own nats-server on a free
// port, PGlite in a fresh folder), with replies relayed unchecked as in production.
// Usage: node tools/bench-leads.mjs
// Settings: BENCH_SECONDS (default 10 per run), BENCH_CITY (default Chicago).
import './node-version.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, fmt, load, machine, signIn, summarize, timeRuns, withBenchStack } from './bench-kit.mjs';
import { root } from './stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CITY = process.env.BENCH_CITY ?? 'Chicago';
const TARGETS = { p95At32Ms: 60, scoring10kMs: 100, csv10kMs: 1000 };

build();

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

/** Median and best of `rounds` timed runs after one warm-up. */
async function timeIt(fn, rounds = 7) {
  const { p50, min } = summarize(await timeRuns(fn, rounds));
  return { median: p50, best: min };
}

let sink = 0;
const scoring = await timeIt(() => {
  for (const input of inputs) sink += scorer.score(input).fit_score;
});
const fullLeads = await timeIt(() => {
  for (let i = 0; i < sample.length; i++) sink += toCandidate(sample[i], counts[i], scorer, now).lead.fit_score;
});
const nowDate = new Date();
const leads = sample.map((p, i) => materialize(toCandidate(p, counts[i], scorer, now), nowDate));
let csvBytes = 0;
const csv = await timeIt(() => {
  csvBytes = Buffer.byteLength(leadsToCsv(leads));
}, 5);

// ---------------------------------------------------------------------------------------------
// Through the gateway's port, at 1 and 32 connections, with each process's CPU per request.
const sampleResponse = {};
const results = await withBenchStack(
  async (stack) => {
    const token = await signIn(stack.gatewayUrl);
    // What a browser sends: the reply then travels compressed from the leads service to the client.
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, deflate, br, zstd',
    };
    const body = JSON.stringify({ city: CITY, limit: 100 });
    const url = `${stack.gatewayUrl}/api/leads/search`;
    const first = await fetch(url, { method: 'POST', headers: { ...headers, 'accept-encoding': 'identity' }, body });
    Object.assign(sampleResponse, await first.json());
    if (sampleResponse.count !== 100) throw new Error(`expected 100 leads from ${CITY}, got ${sampleResponse.count}`);
    const pids = { leads: stack.pid('leads'), gateway: stack.pid('gateway'), nats: stack.natsPid() };
    const run = async (connections) => {
      const r = await load({ url, method: 'POST', headers, body, connections, seconds: DURATION, pids });
      const n = Math.max(1, r.count);
      const perRequest = (name) => r.cpuMs[name] / n;
      const cpu = { leads: perRequest('leads'), gateway: perRequest('gateway'), nats: perRequest('nats') };
      return { ...r, connections, cpu: { ...cpu, client: perRequest('load generator') } };
    };
    return [await run(1), await run(32)];
  },
  // Replies relayed as the service sent them, as in production (development checks 1 in 100).
  { env: { LEADS_PROVIDER: 'demo', LEADS_RECORD_USAGE: 'true', CHECK_RESPONSES: 'off' } },
);

const responseBytes = Buffer.byteLength(JSON.stringify(sampleResponse));
console.log(
  `\nLead search benchmark — ${machine()}, ${DURATION} s per run after a 2 s warm-up; percentiles by nearest rank of every response`,
);
console.log(
  `demo data: ${loaded.data.rows.length} listings, ${loaded.data.cities.length} cities (${loaded.origin}), loaded and indexed in ${loadMs.toFixed(0)} ms`,
);
console.log(
  `\nPOST /api/leads/search {city: "${CITY}", limit: 100} on the gateway's port (response ${(responseBytes / 1024).toFixed(0)} KB)`,
);
console.log('connections   p50 ms   p95 ms   p99 ms    req/s   statuses');
for (const r of results) {
  console.log(
    `${String(r.connections).padStart(11)}  ${fmt(r.p50, 2).padStart(7)}  ${fmt(r.p95, 2).padStart(7)}  ${fmt(r.p99, 2).padStart(7)}  ${Math.round(r.rps).toString().padStart(7)}   ${r.statuses}${r.failed ? `  failed ${r.failed}` : ''}`,
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
  `\ntargets: p95 at 32 connections < ${TARGETS.p95At32Ms} ms: ${at32 && !at32.failed && at32.p95 < TARGETS.p95At32Ms ? 'met' : 'NOT met'}; ` +
    `scoring 10,000 < ${TARGETS.scoring10kMs} ms: ${scoring.median < TARGETS.scoring10kMs ? 'met' : 'NOT met'}; ` +
    `CSV 10,000 < ${TARGETS.csv10kMs} ms: ${csv.median < TARGETS.csv10kMs ? 'met' : 'NOT met'}`,
);
if (sink === -1) console.log(sink);
process.exit(0);
