// Contacts benchmark: 'Find contacts' end to end as a rep's browser asks it (HTTP -> gateway -> NATS ->
// leads -> the production site reader -> the simulator's outbound proxy -> the simulated restaurant
// site, up to 6 pages a site), one site after another: p50 and p95 of POST /api/leads/contacts over
// distinct simulated sites; then the bulk read of 50 saved leads as My Leads runs it (one lead at a
// time, POST /api/my-leads/{id}/contacts/read), its total time. Builds, then runs the stack of
// tools/bench-kit.mjs (its own nats-server, PGlite in a fresh folder, the simulator beside it).
// Usage: node tools/bench-contacts.mjs. Settings: BENCH_CONTACT_SITES (default 60).
import './node-version.mjs';
import { fmt, machine, signIn, summarize, withBenchStack } from './bench-kit.mjs';

const SITES = Number(process.env.BENCH_CONTACT_SITES ?? 60);
const BULK = 50;
/** Towns whose searches give leads with websites enough for the bulk read. */
const CITIES = [
  ['Austin', 'TX'],
  ['Denver', 'CO'],
];

const results = await withBenchStack(async ({ gatewayUrl }) => {
  const token = await signIn(gatewayUrl, 'bench-contacts@example.com');
  const call = async (method, url, body) => {
    const res = await fetch(`${gatewayUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer;
  };

  // Leads with websites, as a rep finds them.
  const leads = [];
  for (const [city, state] of CITIES) {
    const { leads: found } = await call('POST', '/api/leads/search', { city, state, limit: 60 });
    leads.push(...found.filter((l) => l.website));
  }
  if (leads.length < Math.max(SITES, BULK)) throw new Error(`only ${leads.length} leads with websites`);

  // One site after another: each read is a rep clicking 'Find contacts' on a row.
  const single = [];
  const found = { emails: 0, phones: 0, people: 0 };
  for (const lead of leads.slice(0, SITES)) {
    const started = performance.now();
    const contacts = await fetch(`${gatewayUrl}/api/leads/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ website_url: lead.website }),
    }).then((r) => r.json());
    single.push(performance.now() - started);
    for (const k of Object.keys(found)) found[k] += contacts[k]?.length ?? 0;
  }

  // The bulk read of 50 saved leads, one at a time as My Leads runs it.
  const saved = await call('POST', '/api/my-leads', { leads: leads.slice(0, BULK) });
  const ids = saved.items.map((item) => item.id);
  const started = performance.now();
  let withContacts = 0;
  for (const id of ids) {
    const res = await fetch(`${gatewayUrl}/api/my-leads/${id}/contacts/read`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    if (res.ok && (await res.json()).contacts.length > 0) withContacts++;
  }
  const bulkMs = performance.now() - started;
  return { single: summarize(single), found, bulk: { count: ids.length, ms: bulkMs, withContacts } };
});

const { single, found, bulk } = results;
console.log(
  `\nContacts (${machine()}): 'Find contacts' end to end through the gateway, the reader and the simulator's proxy`,
);
console.log(
  `  one site at a time over ${SITES} simulated sites: p50 ${fmt(single.p50)} ms, p95 ${fmt(single.p95)} ms, max ${fmt(single.max)} ms` +
    ` (found ${found.emails} emails, ${found.phones} phones, ${found.people} people)`,
);
console.log(
  `  bulk read of ${bulk.count} saved leads, one at a time: ${fmt(bulk.ms / 1000, 2)} s in all (${fmt(bulk.ms / bulk.count)} ms a lead; ${bulk.withContacts} with contacts)`,
);
