// Inbox benchmark: how fast outreach hears answers. The stack as `npm start` runs it (its simulator
// plays the mail, its restaurants silent), BENCH_ANSWERS emails sent from the demo mailbox by 20
// reps, each with a follow-up; then one reply per email is appended to the demo INBOX over IMAP, as
// a mail server delivers it. Prints, first, from a reply's arrival in the mailbox to its follow-up
// shown stopped in the outbox (p50, p95, max over BENCH_LATENCY_SAMPLES replies, one at a time,
// the watcher in IDLE); then the time to handle one answer when the rest arrive at once.
// Usage: npm run bench (or node tools/bench-inbox.mjs). Settings: BENCH_ANSWERS (1000),
// BENCH_LATENCY_SAMPLES (100).
import './node-version.mjs';
import { ImapFlow } from 'imapflow';
import { fmt, machine, signIn, summarize, until, withBenchStack } from './bench-kit.mjs';

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 1000);
const SAMPLES = Math.min(Number(process.env.BENCH_LATENCY_SAMPLES ?? 100), ANSWERS);
const REPS = 20;

const results = await withBenchStack(measure, {
  env: { OUTREACH_RECORD_USAGE: 'false', SIMULATOR_ANSWERS: 'off', OUTREACH_WORKER_CONCURRENCY: '8' },
});

/** Each rep's API, signed in. */
async function reps(base) {
  return Promise.all(
    Array.from({ length: REPS }, async (_, r) => {
      const token = await signIn(base, `bench-inbox-${r}@example.com`);
      return async (method, url, body) => {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
    }),
  );
}

/** Sends `ANSWERS` first emails, each with one follow-up, spread over the reps (the demo cap is 50 a day each). */
async function sendAll(calls) {
  await until(() => calls[0]('GET', '/api/outreach/mailbox').then(() => true), { what: 'the outreach service' });
  const { leads } = await calls[0]('POST', '/api/leads/search', { city: 'Chicago', limit: 3, filter_bad_fits: false });
  const perRep = Math.ceil(ANSWERS / REPS);
  const sent = [];
  await Promise.all(
    calls.map(async (call, r) => {
      const { items } = await call('POST', '/api/my-leads', { leads: leads.slice(0, 3) });
      for (let i = 0; i < perRep && r * perRep + i < ANSWERS; i++) {
        const n = r * perRep + i;
        const out = await call('POST', '/api/outreach/emails', {
          lead_id: items[n % items.length].id,
          to: `owner@bench-${n}.example`,
          subject: `Bench ${n}`,
          body: 'Hi there, a short note from the benchmark.',
          follow_up_days: [3],
        });
        sent.push({ call, first: out.emails[0], followUp: out.emails[1] });
      }
    }),
  );
  return sent;
}

/** A reply to one sent email, as the restaurant's mail server delivers it. */
function reply(email) {
  return Buffer.from(
    [
      `From: Owner <${email.to}>`,
      'To: Demo Rep <demo@leadgen.test>',
      `Subject: Re: ${email.subject}`,
      `Message-ID: <reply-${email.id}@bench.example>`,
      `In-Reply-To: ${email.message_id}`,
      `References: ${email.message_id}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Sounds good, call me Tuesday.',
      '',
    ].join('\r\n'),
  );
}

async function stopped(item) {
  const { emails } = await item.call('GET', `/api/outreach/emails?lead_id=${item.first.lead_id}&limit=200`);
  return emails.find((e) => e.id === item.followUp.id)?.status === 'stopped';
}

async function measure(stack) {
  const calls = await reps(stack.gatewayUrl);
  const sent = await sendAll(calls);
  const imapUrl = new URL(stack.simulator.settings.MAILBOX_IMAP_URL);
  const imap = new ImapFlow({
    host: imapUrl.hostname,
    port: Number(imapUrl.port),
    secure: false,
    doSTARTTLS: false,
    auth: { user: decodeURIComponent(imapUrl.username), pass: decodeURIComponent(imapUrl.password) },
    logger: false,
  });
  await imap.connect();
  // One at a time: from the append to the follow-up shown stopped.
  const lags = [];
  for (const item of sent.slice(0, SAMPLES)) {
    const at = Date.now();
    await imap.append('INBOX', reply(item.first));
    await until(() => stopped(item), { what: 'a reply heard', timeoutMs: 60_000 });
    lags.push(Date.now() - at);
  }
  // The rest at once: the time to handle one, from the first arrival to the last follow-up stopped.
  const rest = sent.slice(SAMPLES);
  const start = Date.now();
  for (const item of rest) await imap.append('INBOX', reply(item.first));
  const appendedMs = Date.now() - start;
  const last = rest.at(-1);
  if (last) await until(() => stopped(last), { what: 'every reply heard', timeoutMs: 600_000 });
  await until(async () => (await Promise.all(rest.slice(-50).map(stopped))).every(Boolean), {
    what: 'the last replies heard',
    timeoutMs: 120_000,
  });
  const burstMs = Date.now() - start;
  await imap.logout();
  return { lag: summarize(lags), burst: rest.length, appendedMs, burstMs };
}

console.log(
  `\nInbox benchmark — ${machine()}, ${ANSWERS} answers to emails from the demo mailbox (PGlite), read over IMAP IDLE from the simulator's INBOX; percentiles by nearest rank`,
);
console.log(
  `reply in the mailbox -> its follow-up stopped, one at a time (${SAMPLES}): p50 ${(results.lag.p50 / 1000).toFixed(2)} s, p95 ${(results.lag.p95 / 1000).toFixed(2)} s, max ${(results.lag.max / 1000).toFixed(2)} s (goal: p95 under 5 s)`,
);
if (results.burst)
  console.log(
    `${results.burst} replies arriving at once (appended in ${(results.appendedMs / 1000).toFixed(1)} s): all handled in ${(results.burstMs / 1000).toFixed(1)} s, ${fmt(results.burstMs / results.burst, 1)} ms per answer`,
  );
process.exit(0);
