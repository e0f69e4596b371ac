// My Leads benchmark: a rep with 10,000 saved leads. Saves them 100 at a time through the gateway
// (timing each save of 100), then measures listing a page of 50 with a status filter at 32
// connections in the same run as GET /api/config (answered by the gateway itself, for the ratio),
// and exporting all 10,000 (CSV and the HubSpot preset). Also the same page built afresh: asked
// right after a change to one of the rep's leads (a kept page is good only until the rep's next
// change). Builds, then runs the stack of tools/bench-kit.mjs (its own nats-server on a free port),
// replies relayed unchecked as in production; the database is PGlite in a fresh folder and then,
// when BENCH_DATABASE_URL is set, PostgreSQL there (an empty database of its own, which every
// service of the stack then uses): both printed side by side.
// Usage: node tools/bench-my-leads.mjs. Settings: BENCH_SECONDS (default 10 per run), BENCH_DATABASE_URL.
import './node-version.mjs';
import { fmt, load, machine, signIn, summarize, timeRuns, withBenchStack } from './bench-kit.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SAVED = 10_000;
const BATCH = 100;
const DATABASES = [
  ['PGlite', ''],
  ...(process.env.BENCH_DATABASE_URL ? [['PostgreSQL', process.env.BENCH_DATABASE_URL]] : []),
];

const runs = [];
for (const [name, DATABASE_URL] of DATABASES) {
  const results = await withBenchStack(measure, {
    // Replies relayed as the service sent them, as in production (development checks 1 in 100).
    // Lead data from the simulator the stack starts beside the services (the default install's).
    env: { LEADS_RECORD_USAGE: 'true', CHECK_RESPONSES: 'off', DATABASE_URL },
  });
  runs.push([name, results]);
}

/** The page built afresh: each time right after a change to one of the rep's leads (a follow-up set). */
async function freshPages(call, ids, listPath) {
  const fresh = [];
  for (let i = 0; i < 40; i++) {
    const id = ids[1 + (i % 50)];
    const lead = await (await call('GET', `/api/my-leads/${id}`)).json();
    await call('PATCH', `/api/my-leads/${id}`, {
      follow_up_at: new Date(Date.now() + 86_400_000 * (1 + i)).toISOString(),
      version: lead.version,
    });
    const t = performance.now();
    await (await call('GET', listPath)).arrayBuffer();
    fresh.push(performance.now() - t);
  }
  return fresh;
}

async function measure(stack) {
  const gatewayUrl = stack.gatewayUrl;
  const token = await signIn(gatewayUrl, 'bench-my-leads@example.com');
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  const call = async (method, url, body) => {
    const res = await fetch(`${gatewayUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  const results = {};
  const found = (
    await (await call('POST', '/api/leads/search', { city: 'Chicago', limit: 100, filter_bad_fits: false })).json()
  ).leads;
  // 10,000 distinct places: the search's leads (Google answers 60 at most) taken in turn, 100 a save,
  // each under a place id of its own.
  const ids = [];
  let batch = 0;
  const saveMs = await timeRuns(
    async () => {
      const b = batch++;
      const leads = Array.from({ length: BATCH }, (_, i) => found[i % found.length]).map((l, i) => ({
        ...l,
        place_id: `${l.place_id}-bench-${b}-${i}`,
        name: `${l.name} ${b}-${i}`,
      }));
      const res = await (await call('POST', '/api/my-leads', { leads })).json();
      for (const item of res.items) ids.push(item.id);
    },
    SAVED / BATCH,
    { warm: 0 },
  );
  results.save = summarize(saveMs);

  // One lead in five is worked: Attempted (2,000 of 10,000).
  const worked = ids.filter((_, i) => i % 5 === 0);
  for (let i = 0; i < worked.length; i += 16) {
    await Promise.all(
      worked.slice(i, i + 16).map((id) => call('PATCH', `/api/my-leads/${id}`, { status: 'attempted', version: 1 })),
    );
  }

  const listPath = '/api/my-leads?status=attempted&page=3&page_size=50';
  const first = await (await call('GET', listPath)).json();
  if (first.total !== worked.length || first.items.length !== 50)
    throw new Error(`expected 50 of ${worked.length}, got ${first.items.length} of ${first.total}`);
  const at32 = { method: 'GET', headers, connections: 32, seconds: DURATION };
  results.list = await load({ url: `${gatewayUrl}${listPath}`, ...at32 });
  results.config = await load({ url: `${gatewayUrl}/api/config`, ...at32 });

  results.fresh = summarize(await freshPages(call, ids, listPath));

  for (const format of ['csv', 'hubspot']) {
    let bytes = 0;
    const runs = await timeRuns(
      async () => {
        const text = await (await call('POST', '/api/my-leads/export', { format })).text();
        bytes = Buffer.byteLength(text);
        const rows = text.split('\r\n').length - 2;
        if (rows !== SAVED) throw new Error(`export ${format}: ${rows} rows`);
      },
      5,
      { warm: 0 },
    );
    const { p50, min } = summarize(runs);
    results[`export_${format}`] = { median: p50, best: min, bytes };
  }
  return results;
}

const row = (label, r) =>
  console.log(
    `${label.padEnd(62)} ${fmt(r.p50, 2).padStart(6)}  ${fmt(r.p95, 2).padStart(7)}  ${fmt(r.p99, 2).padStart(7)}  ${r.rps === undefined ? '      -' : Math.round(r.rps).toString().padStart(7)}${r.failed ? `  failed ${r.failed} (${r.statuses})` : ''}`,
  );
for (const [name, results] of runs) {
  console.log(
    `\nMy Leads benchmark — ${machine()}, ${DURATION} s per run after a 2 s warm-up, database ${name}; percentiles by nearest rank`,
  );
  console.log(
    `save 100 leads (POST /api/my-leads, ${SAVED / BATCH} saves to ${SAVED.toLocaleString('en-US')}): p50 ${results.save.p50.toFixed(1)} ms, p95 ${results.save.p95.toFixed(1)} ms`,
  );
  console.log('\n32 connections                                                 p50 ms   p95 ms   p99 ms    req/s');
  row('GET /api/my-leads?status=attempted&page=3&page_size=50', results.list);
  row('GET /api/config (answered in the gateway)', results.config);
  console.log(
    `p95 ratio, list / in-gateway route: ${(results.list.p95 / Math.max(0.01, results.config.p95)).toFixed(1)}x`,
  );
  row('the same page right after a change (one at a time, 40 runs)', results.fresh);
  for (const format of ['csv', 'hubspot']) {
    const r = results[`export_${format}`];
    console.log(
      `export ${SAVED.toLocaleString('en-US')} saved leads (${format}, ${(r.bytes / 1e6).toFixed(1)} MB): median ${r.median.toFixed(0)} ms (best ${r.best.toFixed(0)})`,
    );
  }
}
if (runs.length > 1) {
  console.log('\nMy Leads page of 50 of 10,000 at 32 connections, p95 beside the in-gateway route of the same run:');
  for (const [name, r] of runs)
    console.log(
      `  ${name.padEnd(11)} list ${fmt(r.list.p95, 2)} ms, in-gateway ${fmt(r.config.p95, 2)} ms: ${(r.list.p95 / Math.max(0.01, r.config.p95)).toFixed(1)}x; afresh after a change p50 ${fmt(r.fresh.p50, 1)} ms`,
    );
}
process.exit(0);
