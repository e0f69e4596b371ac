// Outreach benchmark: 500 scheduled emails falling due at one moment, sent by the outreach service's
// worker through a local SMTP server (smtp-server on 127.0.0.1, standing for the rep's mailbox).
// Prints emails per second (from the moment they fell due to the last one accepted) and the time
// from due to accepted (p50, p95, max), taken from each email's due and sent times in the outbox.
// Builds, then runs the stack of tools/bench-kit.mjs (its own nats-server, PGlite in a fresh
// folder, or PostgreSQL at BENCH_DATABASE_URL); the emails are scheduled through the gateway as the
// Outreach tab schedules them. Usage: node tools/bench-outreach.mjs. Settings: BENCH_EMAILS (500), BENCH_SMTP_DELAY_MS (0: the server
// answers each email at once; 100 plays a mail server across the internet).
import './node-version.mjs';
import { SMTPServer } from 'smtp-server';
import { fmt, machine, signIn, summarize, until, withBenchStack } from './bench-kit.mjs';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 500);
const LEADS = 3;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const SMTP_DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 0);

/** A mail server that takes every email at once and notes when it took it. */
async function startSink() {
  const accepted = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () =>
        setTimeout(() => {
          accepted.push(Date.now());
          callback();
        }, SMTP_DELAY_MS),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, accepted, close: () => new Promise((r) => server.close(r)) };
}

const sink = await startSink();
// Sending speed, with many emails to each restaurant: the per-domain daily cap would hold them for tomorrow.
const results = await withBenchStack(measure, {
  env: { DATABASE_URL, OUTREACH_RECORD_USAGE: 'false', OUTREACH_DOMAIN_DAILY_CAP: String(EMAILS) },
});
await sink.close();

async function measure(stack) {
  const base = stack.gatewayUrl;
  const token = await signIn(base, 'bench-outreach@example.com');
  const call = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  await until(() => call('GET', '/api/outreach/mailbox').then(() => true), { what: 'the outreach service' });
  await call('PUT', '/api/outreach/mailbox', {
    host: '127.0.0.1',
    port: sink.port,
    security: 'none',
    user: '',
    from_name: 'Bench Rep',
    from_address: 'bench@tabletech.example',
    postal_address: '500 Congress Ave, Austin, TX 78701',
    daily_cap: 500,
  });
  const { leads } = await call('POST', '/api/leads/search', { city: 'Chicago', limit: LEADS, filter_bad_fits: false });
  const { items } = await call('POST', '/api/my-leads', { leads: leads.slice(0, LEADS) });
  const leadIds = items.map((i) => i.id);

  // Every email falls due at one moment, far enough ahead for all of them to be scheduled first.
  const dueAt = new Date(Date.now() + 20_000 + EMAILS * 40);
  const scheduling = Date.now();
  const queue = Array.from({ length: EMAILS }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        await call('POST', '/api/outreach/emails', {
          lead_id: leadIds[i % LEADS],
          to: `guest-${i}@bench.example`,
          subject: `Bench ${i}`,
          body: 'Hi there, a short note from the benchmark.',
          send_at: dueAt.toISOString(),
        });
      }
    }),
  );
  const scheduleMs = Date.now() - scheduling;
  if (Date.now() > dueAt.getTime()) throw new Error('scheduling took longer than the wait before the emails fell due');

  const outbox = async () =>
    (await Promise.all(leadIds.map((id) => call('GET', `/api/outreach/emails?lead_id=${id}&limit=200`)))).flatMap(
      (r) => r.emails,
    );
  await until(async () => (await outbox()).every((e) => e.status !== 'scheduled' && e.status !== 'sending'), {
    what: `${EMAILS} emails sent`,
    timeoutMs: Date.now() - dueAt.getTime() + 600_000,
  });
  const emails = await outbox();
  const sent = emails.filter((e) => e.status === 'sent');
  const lags = sent.map((e) => Date.parse(e.sent_at) - Date.parse(e.due_at));
  const last = Math.max(...sent.map((e) => Date.parse(e.sent_at)));
  return {
    scheduleMs,
    sent: sent.length,
    other: emails.length - sent.length,
    accepted: sink.accepted.length - 1, // the mailbox's test send
    perSecond: sent.length / ((last - dueAt.getTime()) / 1000),
    lag: summarize(lags),
  };
}

console.log(
  `\nOutreach benchmark — ${machine()}, ${EMAILS} emails due at one moment, database ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, one local SMTP server answering after ${SMTP_DELAY_MS} ms, ${process.env.OUTREACH_WORKER_CONCURRENCY ?? 4} sends at a time; percentiles by nearest rank`,
);
console.log(`scheduled through POST /api/outreach/emails (8 at a time): ${(results.scheduleMs / 1000).toFixed(1)} s`);
console.log(
  `sent ${results.sent} (${results.other} not sent), accepted by the SMTP server ${results.accepted}: ${fmt(results.perSecond)} emails/s from due to the last accepted`,
);
console.log(
  `due -> accepted: p50 ${(results.lag.p50 / 1000).toFixed(2)} s, p95 ${(results.lag.p95 / 1000).toFixed(2)} s, max ${(results.lag.max / 1000).toFixed(2)} s`,
);
process.exit(0);
