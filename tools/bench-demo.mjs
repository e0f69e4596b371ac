// Demo-world benchmark: a lead's pitch and a website's diagnostic, end to end through the whole
// system as `npm start` runs it in demo mode without a language model (the app's address, the
// gateway's web port -> NATS -> analysis or diagnostics -> the simulator's proxy -> the simulated
// restaurant sites), with the product settings the simulator gives (the stack of tools/bench-kit.mjs
// starts it beside the services). Leads come from a real 100-lead search through leads' Google
// provider against the simulator's Places API (Google answers at most 60 places a query); their
// sites answer as the simulated world makes them (readable, blocked, script-only, redirecting),
// read from the simulator's own world (its build). Slow sites are left out: they wait out the
// reader's time limit on purpose. Requests go one at a time. Usage: node tools/bench-demo.mjs
// Settings: BENCH_CITY (default Austin), BENCH_STATE (default TX), BENCH_PITCHES (default 40),
// BENCH_DIAGNOSTICS (default 30).
import './node-version.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { machine, signIn, summarize, withBenchStack } from './bench-kit.mjs';
import { root } from './stack.mjs';

const CITY = process.env.BENCH_CITY ?? 'Austin';
const STATE = process.env.BENCH_STATE ?? 'TX';
const PITCHES = Number(process.env.BENCH_PITCHES ?? 40);
const DIAGNOSTICS = Number(process.env.BENCH_DIAGNOSTICS ?? 30);
const NO_SITE = 'no website';
/** Google's Text Search answers at most 60 places a query, however many a search asks for. */
const GOOGLE_MAX_RESULTS = 60;

async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as null, the status says what happened
  }
  return { status: res.status, json };
}

async function searchLeads(baseUrl, auth) {
  const r = await postJson(`${baseUrl}/api/leads/search`, { city: CITY, state: STATE, limit: 100 }, auth);
  if (r.status !== 200) throw new Error(`lead search failed: ${r.status} ${JSON.stringify(r.json)}`);
  if (!r.json.data_source?.is_demo)
    throw new Error(`expected the simulator's demo data, got ${JSON.stringify(r.json.data_source)}`);
  if (!(r.json.count > 0 && r.json.count <= GOOGLE_MAX_RESULTS))
    throw new Error(`expected 1 to ${GOOGLE_MAX_RESULTS} leads from ${CITY}, ${STATE}; got ${r.json.count}`);
  return r.json.leads;
}

/** Each lead with how its site answers by the simulated world's truth; slow sites set aside. */
function classify(leads, demoSiteTruth) {
  const usable = [];
  const slow = [];
  leads.forEach((lead, index) => {
    const behaviour = lead.website ? (demoSiteTruth(lead.website)?.behaviour ?? 'unknown host') : NO_SITE;
    if (behaviour === 'slow') slow.push(index);
    else usable.push({ lead, behaviour, index });
  });
  return { usable, slow };
}

/** Slow leads passed over on the way to a sample's last lead, in the search's order. */
const skippedFor = (sample, slow) => slow.filter((i) => i < (sample.at(-1)?.index ?? -1)).length;

/** Sends each item's request in turn (after one untimed warm-up) and times it from send to full answer. */
async function timeSequentially(items, send, warmUp) {
  if (warmUp) await send(warmUp);
  const runs = [];
  for (const item of items) {
    const t = performance.now();
    const reply = await send(item);
    runs.push({ item, ms: performance.now() - t, ...reply });
  }
  return runs;
}

const stats = (runs) => summarize(runs.map((r) => r.ms));

const countBy = (xs, key) => xs.reduce((m, x) => m.set(key(x), (m.get(key(x)) ?? 0) + 1), new Map());
const tally = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const fmt = (ms) => `${ms.toFixed(0)} ms`;

function printFigure(title, runs, skipped, extra = '') {
  const s = stats(runs);
  console.log(`\n${title}`);
  console.log(`  sample: ${s.n} leads — ${tally(countBy(runs, (r) => r.item.behaviour))}; skipped ${skipped} slow`);
  console.log(`  statuses: ${tally(countBy(runs, (r) => r.status))}`);
  console.log(`  p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, max ${fmt(s.max)}${extra}`);
  return s;
}

async function measure(stack) {
  if (!stack.simulator?.parts.leads) throw new Error('the bench stack runs no simulated lead data');
  const system = { url: stack.webUrl };
  const auth = { authorization: `Bearer ${await signIn(system.url, 'bench-demo@example.com')}` };
  const leads = await searchLeads(system.url, auth);
  const { demoSiteTruth } = await import(
    pathToFileURL(path.join(root, 'services/simulator/dist/world/sites/demo-sites.world.js')).href
  );
  const { usable, slow } = classify(leads, demoSiteTruth);
  const withSite = usable.filter((u) => u.behaviour !== NO_SITE);
  const pitchSample = usable.slice(0, PITCHES);
  const diagSample = withSite.slice(0, DIAGNOSTICS);

  const pitch = (u) => postJson(`${system.url}/api/pitches/lead`, { lead: u.lead }, auth);
  const diagnose = (u) => postJson(`${system.url}/api/diagnostic-analysis`, { website_url: u.lead.website }, auth);
  const pitchRuns = await timeSequentially(pitchSample, pitch, usable[PITCHES] ?? usable.at(-1));
  const diagRuns = await timeSequentially(diagSample, diagnose, withSite[DIAGNOSTICS] ?? withSite.at(-1));
  return {
    pitchRuns,
    diagRuns,
    leads: leads.length,
    slow: slow.length,
    pitchSkipped: skippedFor(pitchSample, slow),
    diagSkipped: skippedFor(diagSample, slow),
  };
}

function report({ pitchRuns, diagRuns, leads, slow, pitchSkipped, diagSkipped }) {
  console.log(`\nDemo-world benchmark — ${machine()}, demo mode, no language model; percentiles by nearest rank`);
  console.log(
    `leads: a 100-lead search of ${CITY}, ${STATE} through the Google provider against the simulator (${leads} leads: Google answers at most ${GOOGLE_MAX_RESULTS}; ${slow} with a slow site, left out); sites read through the simulator's proxy; requests one at a time through the app's address, after one untimed warm-up each`,
  );
  const readShare = pitchRuns.filter((r) => r.json?.site_read === true).length / Math.max(1, pitchRuns.length);
  const p = printFigure(
    'POST /api/pitches/lead {lead}: pitch for a demo lead end to end',
    pitchRuns,
    pitchSkipped,
    `; site_read true ${(readShare * 100).toFixed(0)}%`,
  );
  const d = printFigure(
    "POST /api/diagnostic-analysis {website_url}: diagnostic of a demo lead's website",
    diagRuns,
    diagSkipped,
  );
  console.log(
    `\nsummary: lead pitch p50 ${fmt(p.p50)} p95 ${fmt(p.p95)} max ${fmt(p.max)} (n=${p.n}, site read ${(readShare * 100).toFixed(0)}%); ` +
      `diagnostic p50 ${fmt(d.p50)} p95 ${fmt(d.p95)} max ${fmt(d.max)} (n=${d.n}); targets: none given`,
  );
}

const results = await withBenchStack(measure, {
  env: {
    DEMO_MODE: 'true',
    // No language model: pitches and checklists come from the deterministic path.
    OPENAI_API_KEY: '',
    OPENAI_BASE_URL: '',
    OPENAI_MODEL: '',
  },
});
report(results);
process.exit(0);
