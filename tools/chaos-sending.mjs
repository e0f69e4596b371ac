// The chaos run's scheduled sending: a rep's emails falling due together, sent by outreach's worker
// to a mail server on 127.0.0.1 (smtp-server, standing for the rep's mailbox) that notes every
// email it takes and files it in the rep's Sent folder over IMAP (the simulator's IMAP server), as
// Gmail does; outreach is killed while they go out. Afterwards: each email delivered once
// (duplicates, goal 0), none missing (lost, goal 0), and what the outbox says of each.
import { SMTPServer } from 'smtp-server';

/** Emails scheduled for the kill. */
export const CHAOS_EMAILS = Number(process.env.CHAOS_EMAILS ?? 150);
/**
 * How long the mail server waits once a message's first bytes arrive before reading the rest, and
 * after reading it before it confirms (so sending lasts a few seconds). A sender killed in either
 * wait leaves its email 'outcome unknown' (it marked it attempted before its bytes), for the Sent
 * folder to settle.
 */
const SMTP_READ_DELAY_MS = 25;
const SMTP_CONFIRM_DELAY_MS = 25;

/** The settings outreach runs with in the chaos stack: a claim lost with its instance settles within the run. */
export const SENDING_ENV = {
  OUTREACH_SENDING_LEASE_MS: '5000',
  OUTREACH_WORKER_INTERVAL_MS: '500',
  OUTREACH_DOMAIN_DAILY_CAP: String(CHAOS_EMAILS * 2),
  // A killed instance's mailbox is taken over, and its cut-off sends settled from Sent, within the run.
  OUTREACH_INBOX_LEASE_MS: '5000',
  OUTREACH_INBOX_POLL_MS: '1000',
  OUTREACH_SENT_CHECK_AFTER_MS: '3000',
};

/**
 * A mail server that reads each email SMTP_READ_DELAY_MS after its first bytes, files it in the
 * rep's Sent folder (IMAP) and counts its subject once it has the whole message, and confirms it
 * SMTP_CONFIRM_DELAY_MS later.
 */
export async function startMailSink() {
  const subjects = new Map();
  // From the build, which the run makes before it starts.
  const { startImapInbox } = await import('../services/simulator/dist/mailbox/imap.server.js');
  const imap = await startImapInbox({ host: '127.0.0.1', port: 0, user: 'chaos@tabletech.example', password: 'chaos' });
  /** Connections whose message has begun to arrive and is not read yet. */
  const reading = new Set();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => {
        if (!chunks.length) {
          // Its first bytes are here: the rest is read a moment later.
          reading.add(session.id);
          stream.pause();
          setTimeout(() => stream.resume(), SMTP_READ_DELAY_MS);
        }
        chunks.push(chunk);
      });
      stream.on('end', () => {
        reading.delete(session.id);
        const raw = Buffer.concat(chunks);
        imap.appendSent(raw);
        const subject = /^Subject: (.*)$/im.exec(raw.subarray(0, 4096).toString('utf8'))?.[1]?.trim() ?? '';
        subjects.set(subject, (subjects.get(subject) ?? 0) + 1);
        setTimeout(callback, SMTP_CONFIRM_DELAY_MS);
      });
    },
  });
  // A sender killed mid-transaction resets its connection: that is the run's point, not the sink's end.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    imap: { host: imap.host, port: imap.port, user: imap.user, password: imap.password },
    subjects,
    /** Whether a message has begun to arrive and is being read now (its sender marked it attempted first). */
    reading: () => reading.size > 0,
    /** Chaos emails taken so far (each subject once). */
    delivered: () => [...subjects.keys()].filter((s) => s.startsWith('Chaos ')).length,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await imap.close();
    },
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
      imap: { ...sink.imap, security: 'none' },
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

/** The rep's outbox: every email to the run's leads. */
async function outboxOf(call, rep, leadIds) {
  const pages = await Promise.all(
    leadIds.map((id) => call('GET', `/api/outreach/emails?lead_id=${id}&limit=200`, { token: rep.token })),
  );
  return pages.flatMap((p) => (p.status === 200 ? p.body.emails : []));
}

/**
 * Reads the rep's outbox every half second from now until the outcome is taken: the emails it
 * showed as 'outcome unknown' at any point (after the kill, until the Sent folder settled them).
 */
export function watchUnknown(call, rep, leadIds) {
  const seen = new Set();
  let watching = true;
  const done = (async () => {
    while (watching) {
      for (const e of await outboxOf(call, rep, leadIds)) if (e.status === 'outcome_unknown') seen.add(e.id);
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return {
    seen,
    stop: async () => {
      watching = false;
      await done;
    },
  };
}

/**
 * Once nothing is waiting, being sent or of unknown outcome (at most `limitMs`: the Sent folder
 * settles the last): the emails delivered once, twice or more (duplicates), not delivered (lost),
 * the outbox's word for each, and how many `watch` saw of unknown outcome.
 */
export async function sendingOutcome(call, rep, leadIds, sink, scheduled, watch, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  const open = ['scheduled', 'sending', 'outcome_unknown'];
  let emails = await outboxOf(call, rep, leadIds);
  while (emails.some((e) => open.includes(e.status)) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    emails = await outboxOf(call, rep, leadIds);
  }
  await watch?.stop();
  const byStatus = {};
  for (const e of emails) byStatus[e.status] = (byStatus[e.status] ?? 0) + 1;
  const chaos = [...sink.subjects.entries()].filter(([s]) => s.startsWith('Chaos '));
  return {
    scheduled,
    delivered: chaos.length,
    duplicates: chaos.reduce((n, [, times]) => n + times - 1, 0),
    lost: scheduled - chaos.length,
    byStatus,
    unknownSeen: watch?.seen.size ?? 0,
  };
}
