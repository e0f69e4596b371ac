// Team benchmark: one team of 10 reps with 10,000 saved leads each (100,000), on PostgreSQL.
// Measures, at 32 connections and beside GET /api/config (answered by the gateway itself, for the
// ratio in one run): a rep's page of 50 of the whole team's leads (GET /api/my-leads?owner=team,
// read fresh on every ask), the same rep's own page (kept per rep), and the admin's team report
// (GET /api/team/report?days=30), its p95 one at a time and at 8 connections.
//
// The reps sign in, and the admin makes the team, through the gateway; the team's members and the
// 100,000 leads (copies of 100 saved through the gateway, with one 'saved' history line each, one
// in five Attempted) are written straight into the database, which is how a bench gets that many
// rows in seconds. Needs PostgreSQL: BENCH_DATABASE_URL (an empty database is made beside it),
// default postgres://postgres@127.0.0.1:5432/postgres; without a server it says so and stops.
// Usage: node tools/bench-team.mjs. Settings: BENCH_SECONDS (default 10 per run), BENCH_DATABASE_URL.
import './node-version.mjs';
import pg from 'pg';
import { fmt, load, machine, scratchDatabase, signIn, summarize, timeRuns, withBenchStack } from './bench-kit.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const REPS = 10;
const PER_REP = 10_000;
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const scratch = await scratchDatabase(SERVER, 'leadgen_bench_team');
if (!scratch.url) {
  console.log(`Team benchmark: no PostgreSQL at ${SERVER} (${scratch.reason}); set BENCH_DATABASE_URL. Skipped.`);
  process.exit(0);
}
const DATABASE_URL = scratch.url;

let results;
try {
  results = await withBenchStack(measure, {
    env: { CHECK_RESPONSES: 'off', LEADS_RECORD_USAGE: 'false', DATABASE_URL },
  });
} finally {
  await scratch.drop();
}

/** A client for one rep's token. */
function caller(gatewayUrl, token) {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, br, zstd',
  };
  const call = async (method, path, body) => {
    const res = await fetch(`${gatewayUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return { headers, call };
}

async function measure(stack) {
  const gatewayUrl = stack.gatewayUrl;
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { teamId, tokens, all, out } = await seedTeam(gatewayUrl, db);
    const adminApi = caller(gatewayUrl, tokens.get(teamId));
    const rep = caller(gatewayUrl, tokens.get(all.find((u) => u.id !== teamId).id));
    const teamPath = '/api/my-leads?owner=team&status=attempted&page=3&page_size=50';
    const minePath = '/api/my-leads?status=attempted&page=3&page_size=50';
    const check = await rep.call('GET', teamPath);
    if (check.items.length !== 50 || check.total !== (REPS * PER_REP) / 5)
      throw new Error(`team page: ${check.items.length} of ${check.total}`);
    const at32 = { method: 'GET', connections: 32, seconds: DURATION };
    out.teamOne = summarize(await timeRuns(() => rep.call('GET', teamPath), 20));
    out.mineOne = summarize(await timeRuns(() => rep.call('GET', minePath), 20));
    out.team = await load({ url: `${gatewayUrl}${teamPath}`, headers: rep.headers, ...at32 });
    out.mine = await load({ url: `${gatewayUrl}${minePath}`, headers: rep.headers, ...at32 });
    out.config = await load({ url: `${gatewayUrl}/api/config`, headers: rep.headers, ...at32 });
    const report = await adminApi.call('GET', '/api/team/report?days=30');
    if (report.reps.length !== REPS || report.team.saved !== REPS * PER_REP)
      throw new Error(`report: ${report.reps.length} reps, ${report.team.saved} saved`);
    out.reportOne = summarize(await timeRuns(() => adminApi.call('GET', '/api/team/report?days=30'), 30));
    out.report8 = await load({
      url: `${gatewayUrl}/api/team/report?days=30`,
      headers: adminApi.headers,
      method: 'GET',
      connections: 8,
      seconds: DURATION,
    });
    return out;
  } finally {
    await db.end();
  }
}

/** The team of REPS reps, signed in through the gateway, and its REPS x PER_REP leads written in the database. */
async function seedTeam(gatewayUrl, db) {
  const emails = Array.from({ length: REPS }, (_, i) => `bench-team-${i}@example.com`);
  const first = caller(gatewayUrl, await signIn(gatewayUrl, emails[0]));
  await first.call('POST', '/api/team', { name: 'Bench team' });
  const { rows: users } = await db.query('select id, email from users where email = any($1)', [emails]);
  // Everyone signs in once (their account), then joins the team in the database.
  for (const email of emails.slice(1)) await signIn(gatewayUrl, email);
  const { rows: all } = await db.query('select id, email from users where email = any($1) order by email', [emails]);
  const teamId = users.find((u) => u.email === emails[0]).id;
  for (const u of all.filter((u) => u.id !== teamId))
    await db.query(`insert into team_members (user_id, team_id, role, joined_at) values ($1, $2, 'rep', now())`, [
      u.id,
      teamId,
    ]);
  const tokens = new Map();
  for (const u of all) tokens.set(u.id, await signIn(gatewayUrl, u.email));

  // 100 leads saved through the gateway by the admin, then copied to 10,000 per rep.
  const found = (await first.call('POST', '/api/leads/search', { city: 'Chicago', limit: 100, filter_bad_fits: false }))
    .leads;
  const adminApi = caller(gatewayUrl, tokens.get(teamId));
  await adminApi.call('POST', '/api/my-leads', {
    leads: found.slice(0, 100).map((l, i) => ({ ...l, place_id: `${l.place_id}-seed-${i}` })),
  });
  const seeded = performance.now();
  const { rows: seeds } = await db.query('select id from saved_leads where user_id = $1', [teamId]);
  for (const u of all) {
    await caller(gatewayUrl, tokens.get(u.id)).call('GET', '/api/lists');
    const { rows: lists } = await db.query('select id from lead_lists where user_id = $1 and is_default', [u.id]);
    await db.query(
      `insert into saved_leads (id, user_id, team_id, owner_name, place_id, data_source, list_id, name, lead, search_text,
           fit_score, cuisine_type, city, city_key, status, lost_reason, follow_up_at, version, quiet_week, time_zone,
           note_count, created_at, updated_at, status_changed_at)
         select gen_random_uuid(), $1, $2, $3, s.place_id || $7 || s.n, s.data_source, $4, s.name, s.lead, s.search_text,
           s.fit_score, s.cuisine_type, s.city, s.city_key, case when s.n % 5 = 0 then 'attempted' else 'new' end, null, null, 1,
           s.quiet_week, s.time_zone, 0, now() - (s.n || ' minutes')::interval, now() - (s.n || ' seconds')::interval, now()
         from (select l.*, row_number() over () as n from saved_leads l cross join generate_series(1, $5) g
               where l.id = any($6) limit $8) s`,
      [
        u.id,
        teamId,
        u.email.split('@')[0],
        lists[0].id,
        Math.ceil(PER_REP / seeds.length),
        seeds.map((r) => r.id),
        `-${u.id}-`,
        PER_REP,
      ],
    );
  }
  await db.query('delete from saved_leads where id = any($1)', [seeds.map((r) => r.id)]);
  await db.query(
    `insert into lead_activities (id, lead_id, user_id, kind, detail, at)
       select gen_random_uuid(), s.id, s.user_id, 'saved', 'Saved to My Leads', s.created_at from saved_leads s where s.team_id = $1`,
    [teamId],
  );
  await db.query('analyze');
  const { rows: counted } = await db.query('select count(*)::int as n from saved_leads where team_id = $1', [teamId]);
  const seedMs = performance.now() - seeded;

  return { teamId, tokens, all, out: { leads: counted[0].n, seedMs } };
}

const row = (label, r) =>
  console.log(
    `${label.padEnd(66)} ${fmt(r.p50, 2).padStart(7)}  ${fmt(r.p95, 2).padStart(7)}  ${r.rps === undefined ? '      -' : Math.round(r.rps).toString().padStart(7)}${r.failed ? `  failed ${r.failed} (${r.statuses})` : ''}`,
  );
console.log(
  `\nTeam benchmark — ${machine()}, PostgreSQL, ${REPS} reps x ${PER_REP.toLocaleString('en-US')} leads in one team (${results.leads.toLocaleString('en-US')} saved leads, written in ${(results.seedMs / 1000).toFixed(1)} s); ${DURATION} s per run after a 2 s warm-up`,
);
console.log(`${''.padEnd(66)}  p50 ms   p95 ms    req/s`);
row('GET /api/my-leads?owner=team (page 3 of 50, Attempted), one at a time', results.teamOne);
row("GET /api/my-leads (the rep's own), one at a time", results.mineOne);
row('32 conn: GET /api/my-leads?owner=team (page 3 of 50, Attempted)', results.team);
row("32 conn: GET /api/my-leads (the rep's own, page 3 of 50, Attempted)", results.mine);
row('32 conn: GET /api/config (answered in the gateway)', results.config);
console.log(
  `p95 ratio, team page / in-gateway route: ${(results.team.p95 / Math.max(0.01, results.config.p95)).toFixed(1)}x (goal: within 5x)`,
);
row('GET /api/team/report?days=30, one at a time (30 runs)', results.reportOne);
row('8 conn: GET /api/team/report?days=30', results.report8);
process.exit(0);
