// Territory watch benchmark: one watched saved search (Houston, TX, Mexican: a territory of a few
// hundred places, more than one query gives) run through the gateway as the rep's 'Run now' runs it
// (POST /api/saved-searches/{id}/run: HTTP -> JWT -> NATS -> leads -> the watch's run over the whole
// territory -> the simulator's Places API and RDAP -> its changes kept), beside the plain search of the
// same criteria (POST /api/leads/search, Max Results 250) in the same run. The simulated clock moves a
// week before each watch run, so each finds the week's changes. Prints each one's time (median and
// best of the runs), provider calls, and what the calls cost at Google's list prices (the search's own
// provider_cost: the area's lookup at Text Search Pro, each page at Enterprise, with review dates at
// Enterprise + Atmosphere).
// Usage: node tools/bench-watch.mjs
// Settings: BENCH_WATCH_RUNS (default 5 timed runs of each).
import './node-version.mjs';
import { fmt, machine, signIn, summarize, withBenchStack } from './bench-kit.mjs';

const RUNS = Number(process.env.BENCH_WATCH_RUNS ?? 5);
const CRITERIA = { city: 'Houston', state: 'TX', cuisine: 'mexican', limit: 250 };

if (process.env.GOOGLE_PLACES_API_KEY?.trim() || (process.env.LEADS_PROVIDER ?? 'google').trim() !== 'google') {
  console.error(
    'bench-watch measures against the simulated Places API: unset GOOGLE_PLACES_API_KEY and LEADS_PROVIDER.',
  );
  process.exit(2);
}

async function call(url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method} ${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { body, ms: performance.now() - started };
}

const result = await withBenchStack(async (stack) => {
  if (!stack.simulator?.parts.leads) throw new Error('the bench stack runs no simulated Places API');
  const clockUrl = stack.simulator.settings.CLOCK_URL;
  const token = await signIn(stack.gatewayUrl);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const api = (path, method, body) =>
    call(`${stack.gatewayUrl}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  const moveWeek = () =>
    call(clockUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advance_days": 7}' });

  const plain = [];
  for (let i = 0; i <= RUNS; i++) plain.push(await api('/api/leads/search', 'POST', CRITERIA));
  const { body: saved } = await api('/api/saved-searches', 'POST', { name: 'Houston Mexican', criteria: CRITERIA });
  const id = saved.search.id;
  await api(`/api/saved-searches/${id}/watch`, 'PUT', { frequency: 'weekly' });
  const first = await api(`/api/saved-searches/${id}/run`, 'POST');
  const watched = [];
  for (let i = 0; i < RUNS; i++) {
    await moveWeek();
    watched.push(await api(`/api/saved-searches/${id}/run`, 'POST'));
  }
  const { body: changes } = await api('/api/watch/changes?days=90', 'GET');
  return { plain: plain.slice(1), first, watched, changes: changes.changes.length };
});

const places = (answer) => answer.count + (answer.more_leads?.length ?? 0);
const row = (name, runs) => {
  const t = summarize(runs.map((r) => r.ms));
  const { provider_calls: calls = 0, provider_cost: cost = 0 } = runs[0].body;
  return `${name.padEnd(34)} ${String(places(runs[0].body)).padStart(6)} ${fmt(t.p50, 0).padStart(8)} ${fmt(t.min, 0).padStart(8)} ${String(calls).padStart(6)} ${('$' + fmt(cost, 2)).padStart(8)}`;
};
console.log(`\nTerritory watch benchmark — ${machine()}, ${RUNS} timed runs of each, Houston, TX, Mexican`);
console.log(
  `${'run'.padEnd(34)} ${'places'.padStart(6)} ${'p50 ms'.padStart(8)} ${'best ms'.padStart(8)} ${'calls'.padStart(6)} ${'cost'.padStart(8)}`,
);
console.log(row('plain search (Max Results 250)', result.plain));
console.log(row("watch's first run (learns the area)", [result.first]));
console.log(row('watch run, a simulated week later', result.watched));
const perRun = result.watched.reduce((a, r) => a + (r.body.changes_recorded ?? 0), 0) / result.watched.length;
console.log(
  `changes kept: ${result.changes} in ${result.watched.length} weekly runs (${fmt(perRun, 1)} a run); ` +
    `a weekly watch costs ${'$' + fmt((result.watched[0].body.provider_cost ?? 0) * 52, 2)} a year at Google's list prices`,
);
