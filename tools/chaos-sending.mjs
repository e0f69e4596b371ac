// The chaos run's scheduled sending: a rep's emails falling due together, sent by outreach's worker
// to a mail server on 127.0.0.1 (smtp-server, standing for the rep's mailbox) that notes every
// email it takes; outreach is killed while they go out. Afterwards: each email delivered once
// (duplicates, goal 0), none missing (lost, goal 0), and what the outbox says of each.
import { SMTPServer } from 'smtp-server';

/** Emails scheduled for the kill, and how long the mail server takes over each (so sending lasts a few seconds). */
export const CHAOS_EMAILS = Number(process.env.CHAOS_EMAILS ?? 150);
const SMTP_DELAY_MS = 50;

/** The settings outreach runs with in the chaos stack: a claim lost with its instance settles within the run. */
export const SENDING_ENV = {
  OUTREACH_SENDING_LEASE_MS: '5000',
  OUTREACH_WORKER_INTERVAL_MS: '500',
  OUTREACH_DOMAIN_DAILY_CAP: String(CHAOS_EMAILS * 2),
};

/** A mail server that takes every email after SMTP_DELAY_MS and counts each subject it took. */
export async function startMailSink() {
  const subjects = new Map();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () =>
        setTimeout(() => {
          const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
          subjects.set(subject, (subjects.get(subject) ?? 0) + 1);
          callback();
        }, SMTP_DELAY_MS),
      );
    },
  });
  // A sender killed mid-transaction resets its connection: that is the run's point, not the sink's end.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    subjects,
    /** Chaos emails taken so far (each subject once). */
    delivered: () => [...subjects.keys()].filter((s) => s.startsWith('Chaos ')).length,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The rep's mailbox pointed at the sink, and three saved leads to write to. */
export async function prepareSending(call, rep, sink, leads) {
  const mailbox = await call('PUT', '/api/outreach/mailbox', {
    token: rep.token,
    body: {
      host: '127.0.0.1',
      port: sink.port,
      security: 'none',
      user: '',
      from_name: 'Chaos Rep',
      from_address: 'chaos@tabletech.example',
      postal_address: '500 Congress Ave, Austin, TX 78701',
      daily_cap: CHAOS_EMAILS * 2,
    },
  });
  if (mailbox.status !== 200) throw new Error(`setting the mailbox answered ${mailbox.status}`);
  const saved = await call('POST', '/api/my-leads', { token: rep.token, body: { leads: leads.slice(0, 3) } });
  if (saved.status !== 200) throw new Error(`saving leads answered ${saved.status}`);
  return saved.body.items.map((i) => i.id);
}

/** CHAOS_EMAILS emails due together `inMs` from now, scheduled 8 at a time as the Outreach tab does. */
export async function scheduleEmails(call, rep, leadIds, inMs) {
  const dueAt = new Date(Date.now() + inMs).toISOString();
  const queue = Array.from({ length: CHAOS_EMAILS }, (_, i) => i);
  let scheduled = 0;
  const refused = {};
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const res = await call('POST', '/api/outreach/emails', {
          token: rep.token,
          body: {
            lead_id: leadIds[i % leadIds.length],
            to: `guest-${i}@chaos.example`,
            subject: `Chaos ${i}`,
            body: 'Hi there, a short note from the chaos run.',
            send_at: dueAt,
          },
        });
        if (res.status === 200) scheduled++;
        else {
          const why = `${res.status} ${JSON.stringify(res.body?.error ?? res.body ?? '').slice(0, 160)}`;
          refused[why] = (refused[why] ?? 0) + 1;
        }
      }
    }),
  );
  return { scheduled, dueAt, refused };
}

/**
 * Once nothing is waiting or being sent (at most `limitMs`): the emails delivered once, twice or
 * more (duplicates), not delivered (lost), and the outbox's word for each.
 */
export async function sendingOutcome(call, rep, leadIds, sink, scheduled, limitMs = 60_000) {
  const outbox = async () => {
    const pages = await Promise.all(
      leadIds.map((id) => call('GET', `/api/outreach/emails?lead_id=${id}&limit=200`, { token: rep.token })),
    );
    return pages.flatMap((p) => (p.status === 200 ? p.body.emails : []));
  };
  const deadline = Date.now() + limitMs;
  let emails = await outbox();
  while (emails.some((e) => e.status === 'scheduled' || e.status === 'sending') && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    emails = await outbox();
  }
  const byStatus = {};
  for (const e of emails) byStatus[e.status] = (byStatus[e.status] ?? 0) + 1;
  const chaos = [...sink.subjects.entries()].filter(([s]) => s.startsWith('Chaos '));
  return {
    scheduled,
    delivered: chaos.length,
    duplicates: chaos.reduce((n, [, times]) => n + times - 1, 0),
    lost: scheduled - chaos.length,
    byStatus,
  };
}
