// The lead search's own CPU, this checkout against another, in one process: each built LeadSearch
// (Google provider, ranking, the answer's JSON, zstd) runs the default search against the same
// simulated Places API, in turns of 100 searches, so a machine whose speed drifts slows both alike.
// Prints each side's median CPU per search and the median ratio of paired turns.
// Usage: node tools/bench-search-pair.mjs <other checkout> [turns]
//   The other checkout is built (`npm run build`) and reaches this one's node_modules (a symlink at
//   its root and at services/leads/node_modules). The simulator runs at BENCH_PLACES_URL
//   (default http://127.0.0.1:4010, `npm start`'s).
import './node-version.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './stack.mjs';
import { SIMULATED_PLACES_KEY } from './simulator.mjs';

const [other, turnsArg] = process.argv.slice(2);
if (!other) {
  console.error('usage: node tools/bench-search-pair.mjs <other checkout> [turns]');
  process.exit(2);
}
const PLACES_URL = process.env.BENCH_PLACES_URL ?? 'http://127.0.0.1:4010';
const TURNS = Number(turnsArg ?? 20);
const BATCH = 100;

async function searchOf(checkout) {
  const dist = (f) => import(pathToFileURL(path.join(path.resolve(checkout), 'services/leads/dist', f)).href);
  const { Scorer } = await dist('scoring/fit.scorer.js');
  const { GoogleProvider } = await dist('providers/google.provider.js');
  const { LeadSearch } = await dist('search/search.service.js');
  const options = { apiKey: SIMULATED_PLACES_KEY, baseUrl: PLACES_URL, timeoutMs: 10_000, maxPages: 3 };
  return new LeadSearch(new GoogleProvider(options, new Scorer()), null);
}

const { compressJson } = await import(pathToFileURL(path.join(root, 'libs/service-kit/dist/rpc-wire.js')).href);
const { SearchCriteriaSchema } = await import('@leadgen/contracts');
const criteria = SearchCriteriaSchema.parse({ city: 'Chicago', state: 'IL' });
const ctx = { request_id: 'bench', caller: null, ip: '127.0.0.1' };
const sides = { other: await searchOf(other), this: await searchOf(root) };

const once = async (search) => compressJson((await search.runJson(criteria, ctx)).json, 'zstd');
async function turn(search) {
  const start = process.cpuUsage();
  for (let i = 0; i < BATCH; i++) await once(search);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / BATCH;
}

for (let i = 0; i < 300; i++) for (const search of Object.values(sides)) await once(search);
const cpu = { other: [], this: [] };
for (let t = 0; t < TURNS; t++) for (const [name, search] of Object.entries(sides)) cpu[name].push(await turn(search));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ratios = cpu.this.map((x, i) => x / cpu.other[i]);
console.log(
  `default search (Chicago, IL, 25 leads) CPU per search, median of ${TURNS} turns of ${BATCH}: ` +
    `${other} ${median(cpu.other).toFixed(0)} µs, this checkout ${median(cpu.this).toFixed(0)} µs; ` +
    `this/other ${median(ratios).toFixed(2)} (turns ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
);
