import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ImapFlow } from 'imapflow';
import type { OutreachEmail } from '@leadgen/contracts';
import { testNatsUrl } from '@leadgen/service-kit/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';
import type { SignedInRep } from '@leadgen/test-kit';
import { buildOutreach, startOutreachStack, type OutreachStack } from './outreach-stack.js';

const ANSWERS = 100;
/** The demo mailbox sends 50 a day for each rep. */
const REPS = 2;

/** A built outreach instance reading the simulator's INBOX; resolves once it listens. */
function startInstance(dataDir: string, publicUrl: string, mail: Simulator['mailbox']): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.resolve('services/outreach'),
    env: {
      ...process.env,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      OUTREACH_PUBLIC_URL: publicUrl,
      OUTREACH_DEMO_SMTP_URL: mail!.smtpUrl,
      OUTREACH_DEMO_IMAP_URL: mail!.imapUrl,
      OUTREACH_WORKER_INTERVAL_MS: '0',
      OUTREACH_INBOX_LEASE_MS: '2000',
      OUTREACH_INBOX_POLL_MS: '300',
      // A hundred emails to each rep's one lead; the per-domain daily cap has its own test.
      OUTREACH_DOMAIN_DAILY_CAP: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('outreach service listening')) resolve(child);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`outreach exited (${signal ?? code}) before it was listening`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));

async function until(ok: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok()) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
}

/** A restaurant's reply to one sent email, as its mail server delivers it. */
const reply = (email: OutreachEmail) =>
  Buffer.from(
    [
      `From: Owner <${email.to}>`,
      'To: Demo Rep <demo@leadgen.test>',
      `Subject: Re: ${email.subject}`,
      `Message-ID: <reply-${email.id}@kill.example>`,
      `In-Reply-To: ${email.message_id}`,
      `Date: ${new Date().toUTCString()}`,
      '',
      'Sounds good, call me Tuesday.',
      '',
    ].join('\r\n'),
  );

beforeAll(() => {
  buildOutreach();
}, 300_000);

/**
 * The service SIGKILLed while it handles 100 replies in the mailbox, then started again (the
 * default install's PGlite, reopened from the folder the killed one left): every answer is handled
 * once, with one Inbox entry, one timeline entry on its lead, and its follow-up stopped once.
 */
describe('Outreach: killed while reading 100 answers, and restarted (PGlite, built service)', () => {
  let stack: OutreachStack;
  let simulator: Simulator;
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'outreach-inbox-kill-'));
    simulator = await startSimulator({ dataDir: path.join(dataDir, 'simulator'), answers: 'off' });
    stack = await startOutreachStack({ start: new Date().toISOString(), inProcess: false });
  }, 120_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await stack?.close();
    await simulator?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function sendAll(reps: SignedInRep[]): Promise<OutreachEmail[]> {
    const firsts: OutreachEmail[] = [];
    for (const [r, rep] of reps.entries()) {
      const lead = await stack.savedLead(rep);
      for (let i = 0; i < ANSWERS / REPS; i++) {
        const { emails } = await rep.api.call('outreachSend', {
          lead_id: lead.id,
          to: `owner@kill-${r}-${i}.example`,
          subject: `Kill ${r}-${i}`,
          body: 'Hi there.',
          follow_up_days: [3],
        });
        firsts.push(emails[0]!);
      }
    }
    return firsts;
  }

  it('handles each answer once across the kill', async () => {
    const outreachDir = path.join(dataDir, 'outreach-data');
    const first = await startInstance(outreachDir, stack.gateway.url, simulator.mailbox);
    children.push(first);
    const reps = [await stack.signIn(), await stack.signIn()];
    const firsts = await sendAll(reps);
    const imap = simulator.mailbox!.imap;
    const client = new ImapFlow({
      ...imap,
      secure: false,
      doSTARTTLS: false,
      auth: { user: imap.user, pass: imap.password },
      logger: false,
    });
    await client.connect();
    for (const email of firsts) await client.append('INBOX', reply(email));
    await client.logout();
    const heard = async () =>
      (
        await Promise.all(reps.map((rep) => rep.api.call('outreachInbox', undefined, undefined, { limit: 200 })))
      ).reduce((n, r) => n + r.total, 0);
    let atKill = 0;
    await until(async () => (atKill = await heard()) >= 10, 30_000);
    first.kill('SIGKILL');
    await exited(first);

    children.push(await startInstance(outreachDir, stack.gateway.url, simulator.mailbox));
    await until(async () => (await heard()) >= ANSWERS, 60_000);
    await new Promise((r) => setTimeout(r, 1_000));

    const inboxes = await Promise.all(
      reps.map((rep) => rep.api.call('outreachInbox', undefined, undefined, { limit: 200 })),
    );
    const messages = inboxes.flatMap((i) => i.messages);
    expect(messages).toHaveLength(ANSWERS);
    expect(new Set(messages.map((m) => m.email_id)).size).toBe(ANSWERS);
    expect(messages.every((m) => m.kind === 'reply')).toBe(true);
    const outboxes = await Promise.all(
      reps.map((rep) => rep.api.call('outreachOutbox', undefined, undefined, { limit: 200 })),
    );
    const followUps = outboxes.flatMap((o) => o.emails).filter((e) => e.step === 1);
    // Each follow-up stopped: by its reply, or by the lead moving to Connected on the first one.
    expect(followUps).toHaveLength(ANSWERS);
    expect(followUps.filter((e) => e.status !== 'stopped')).toEqual([]);
    // Leads heard each answer once: one timeline entry per answer, one move to Connected per lead.
    await until(async () => {
      const leads = await Promise.all(reps.map(async (rep) => (await rep.api.call('myLeadsList')).items));
      const details = await Promise.all(
        reps.flatMap((rep, i) => leads[i]!.map((l) => rep.api.call('myLeadsGet', undefined, { id: l.id }))),
      );
      return details.flatMap((d) => d.history).filter((h) => h.kind === 'email_replied').length >= ANSWERS;
    }, 30_000);
    const details = await Promise.all(
      reps.map(async (rep) => {
        const [lead] = (await rep.api.call('myLeadsList')).items;
        return rep.api.call('myLeadsGet', undefined, { id: lead!.id });
      }),
    );
    for (const d of details) {
      expect(d.status).toBe('connected');
      expect(d.history.filter((h) => h.kind === 'email_replied')).toHaveLength(ANSWERS / REPS);
      expect(d.history.filter((h) => h.kind === 'status' && h.to === 'connected')).toHaveLength(1);
    }
    console.log(
      `killed after ${atKill} of ${ANSWERS} answers were kept; after the restart each of the ${ANSWERS} once`,
    );
    expect(atKill).toBeLessThan(ANSWERS);
    // Its own limit: two starts of the built service, 100 sends and a restart's lease take-over.
  }, 180_000);
});
