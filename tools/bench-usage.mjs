// What counting usage costs on the search path: CPU of each process of the path (gateway, leads,
// accounts, nats-server) while `connections` clients run 100-lead searches back to back as one rep,
// on the stack as `npm start` runs it (development mode, PGlite in a fresh folder, its own
// nats-server with JetStream). Each figure is the share of one core the process used during the
// measured run, and its CPU time per search, from /proc/<pid>/stat (user + system time). After the
// run it waits for the rep's Usage to stop changing, so a figure never hides work left for later.
// The same load with usage not recorded (LEADS_RECORD_USAGE=false) gives the path without it:
// the difference per search is what recording usage costs, wherever it is spent (the leads
// service publishing, nats-server storing, accounts counting).
//
//   node tools/bench-usage.mjs            # prints the figures
//   import { measureUsageCost, compareUsageCost } from './bench-usage.mjs'   # returns them
//
// Settings: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32).
import './node-version.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as buildProjects, load, signIn, startBenchStack } from './bench-kit.mjs';

const PATH_PROCESSES = ['gateway', 'leads', 'accounts'];

async function usageOf(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/account/usage`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`usage read failed: HTTP ${res.status}`);
  return (await res.json()).usage.leads_searched;
}

/**
 * Runs the load and returns per process the share of a core used (percent), the searches per
 * second, and how long the rep's Usage took to show every lead after the load ended.
 */
export async function measureUsageCost({
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  connections = Number(process.env.BENCH_CONNECTIONS ?? 32),
  build = true,
  recordUsage = true,
} = {}) {
  if (build) buildProjects();
  const stack = await startBenchStack({ env: { LEADS_RECORD_USAGE: String(recordUsage) } });
  try {
    const base = stack.gatewayUrl;
    const token = await signIn(base, 'bench-usage@example.com');
    const request = {
      url: `${base}/api/leads/search`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ city: 'Chicago', state: 'IL', limit: 100, filter_bad_fits: false }),
      connections,
    };
    const leadsPerSearch = (
      await (await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body })).json()
    ).leads.length;
    await load({ ...request, seconds: 2, warmSeconds: 0 }); // warm-up, then the count before the run
    const counted = recordUsage ? await settled(base, token) : 0;

    const pids = {
      ...Object.fromEntries(PATH_PROCESSES.map((name) => [name, stack.pid(name)])),
      'nats-server': stack.natsPid(),
    };
    const result = await load({ ...request, seconds, warmSeconds: 0, pids });
    const share = Object.fromEntries(
      Object.keys(pids).map((name) => [name, (result.cpuMs[name] / result.wallMs) * 100]),
    );
    share.path = Object.keys(pids).reduce((sum, name) => sum + share[name], 0);
    // CPU per search holds steadier than the share of a core on a machine others are using too.
    const perSearch = Object.fromEntries(
      Object.keys(pids).map((name) => [name, result.cpuMs[name] / Math.max(1, result.count)]),
    );
    perSearch.path = Object.keys(pids).reduce((sum, name) => sum + perSearch[name], 0);

    // Every search of the run shows in Usage once the last batch is applied (searches still in
    // flight when the load stopped count too, so the total is read once it stops changing).
    const settleStart = performance.now();
    const total = recordUsage ? await settled(base, token) : 0;
    return {
      connections,
      seconds,
      searchesPerSecond: result.rps,
      failed: result.failed,
      p50: result.p50,
      p95: result.p95,
      cpuPercent: share,
      cpuMsPerSearch: perSearch,
      accountsShareOfPath: share.accounts / share.path,
      leadsPerSearch,
      usageCounted: total - counted,
      searchesCounted: (total - counted) / leadsPerSearch,
      searchesAnswered: result.count - result.non2xx,
      usageSettledMs: performance.now() - settleStart,
    };
  } finally {
    await stack.stop();
  }
}

/** The rep's leads_searched once two reads 300 ms apart agree (at most 30 s). */
async function settled(base, token) {
  const deadline = Date.now() + 30_000;
  let last = -1;
  for (;;) {
    const now = await usageOf(base, token);
    if (now === last || Date.now() > deadline) return now;
    last = now;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The load without recording usage, then with it (`rounds` times each, alternating, so both see the
 * same machine), and what recording costs per search: the path's CPU with it minus without it.
 */
export async function compareUsageCost({ rounds = Number(process.env.BENCH_ROUNDS ?? 2), ...options } = {}) {
  const runs = { without: [], with: [] };
  for (let i = 0; i < rounds; i++) {
    runs.without.push(
      await measureUsageCost({ ...options, build: options.build !== false && i === 0, recordUsage: false }),
    );
    runs.with.push(await measureUsageCost({ ...options, build: false, recordUsage: true }));
  }
  const mean = (list, pick) => list.reduce((sum, r) => sum + pick(r), 0) / list.length;
  const pathWithout = mean(runs.without, (r) => r.cpuMsPerSearch.path);
  const pathWith = mean(runs.with, (r) => r.cpuMsPerSearch.path);
  return {
    runs,
    pathMsPerSearchWithout: pathWithout,
    pathMsPerSearchWith: pathWith,
    usageMsPerSearch: pathWith - pathWithout,
    usageShareOfPath: (pathWith - pathWithout) / pathWith,
    accountsMsPerSearch: mean(runs.with, (r) => r.cpuMsPerSearch.accounts),
    accountsShareOfPath: mean(runs.with, (r) => r.accountsShareOfPath),
  };
}

function print(r, label) {
  const pct = (v) => `${v.toFixed(1)}%`;
  console.log(
    `${label}: ${r.searchesPerSecond.toFixed(0)} searches/s at ${r.connections} connections for ${r.seconds} s (p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms), ${r.failed} failed`,
  );
  for (const [name, v] of Object.entries(r.cpuPercent))
    console.log(
      `    ${name.padEnd(12)} ${pct(v).padStart(7)} of a core  ${r.cpuMsPerSearch[name].toFixed(2)} ms per search`,
    );
  if (r.searchesCounted)
    console.log(
      `    usage counted ${r.searchesCounted} searches (${r.searchesAnswered} answered before the load stopped), settled ${r.usageSettledMs.toFixed(0)} ms after it ended`,
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const c = await compareUsageCost();
  c.runs.without.forEach((r, i) => {
    print(r, `Lead search (100 leads), usage not recorded, run ${i + 1}`);
    print(c.runs.with[i], `Lead search (100 leads), usage recorded, run ${i + 1}`);
  });
  console.log(
    `Search path CPU per search: ${c.pathMsPerSearchWithout.toFixed(2)} ms without usage, ${c.pathMsPerSearchWith.toFixed(2)} ms with it`,
  );
  console.log(
    `Recording usage: ${c.usageMsPerSearch.toFixed(2)} ms per search, ${(c.usageShareOfPath * 100).toFixed(1)}% of the path's CPU; accounts alone ${c.accountsMsPerSearch.toFixed(2)} ms, ${(c.accountsShareOfPath * 100).toFixed(1)}%`,
  );
  process.exit(0);
}
