import { freshDatabase } from '@leadgen/test-kit';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { testNatsUrl } from '@leadgen/service-kit/testing';
import { buildOutreach, startOutreachStack, type OutreachStack } from './outreach-stack.js';

const EMAILS = 100;
const LEASE_MS = 2_000;

/**
 * A built outreach instance (services/outreach/dist/main.js) whose worker runs on its own (unless
 * `worker` is false: it then only takes requests); resolves once it listens.
 */
function startInstance(db: { url?: string; dataDir: string }, publicUrl: string, worker = true): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.resolve('services/outreach'),
    env: {
      ...process.env,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url ?? '',
      DATA_DIR: db.dataDir,
      OUTREACH_PUBLIC_URL: publicUrl,
      OUTREACH_WORKER_INTERVAL_MS: worker ? '100' : '0',
      OUTREACH_WORKER_BATCH: '20',
      OUTREACH_SENDING_LEASE_MS: String(LEASE_MS),
      // Dozens of emails to one restaurant; the per-domain daily cap has its own test.
      OUTREACH_DOMAIN_DAILY_CAP: '1000',
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
  while (!(await ok()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

/**
 * The service SIGKILLed in the middle of a batch of 100 scheduled sends, then started again: every
 * email is delivered exactly once, or shown as 'outcome unknown' (never sent again blindly).
 */
// The default install's PGlite in a data folder (the restarted instance reopens the folder the
// killed one left), and PostgreSQL when the run has one.
const drivers: [string, boolean][] = [['PGlite', false]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', true]);

beforeAll(() => {
  // The instances run from the build, as they do in production.
  buildOutreach();
}, 300_000);

describe.each(drivers)('Outreach: killed mid-batch and restarted (%s, built service)', (_driver, postgres) => {
  let stack: OutreachStack;
  let db: { url?: string; dataDir: string };
  let drop: (() => Promise<void>) | undefined;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const pg = postgres ? await freshDatabase('outreach') : undefined;
    db = { url: pg?.url, dataDir: mkdtempSync(path.join(os.tmpdir(), 'outreach-kill-')) };
    drop = pg?.drop;
    // Outreach runs only in the built instances: every request and send goes through them.
    stack = await startOutreachStack({
      leadsDbUrl: process.env.TEST_DATABASE_URL,
      start: new Date().toISOString(),
      inProcess: false,
    });
  }, 120_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await stack?.close();
    await drop?.();
    rmSync(db.dataDir, { recursive: true, force: true });
  });

  it('delivers each email exactly once or shows it as outcome unknown', async () => {
    // The batch is scheduled through an instance that sends nothing, so all 100 are due when the
    // sending instance starts (no wait for a time far enough ahead on a loaded machine).
    const scheduler = await startInstance(db, stack.gateway.url, false);
    children.push(scheduler);
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', stack.sinkMailbox({ daily_cap: 500 }));
    const lead = await stack.savedLead(rep);
    for (let i = 0; i < EMAILS; i++) {
      await rep.api.call('outreachSend', {
        lead_id: lead.id,
        to: `guest-${i}@casa-verde.example.com`,
        subject: `Batch ${i}`,
        body: 'Hi there.',
        send_at: new Date(Date.now() + 1_000).toISOString(),
      });
    }
    scheduler.kill('SIGTERM');
    await exited(scheduler);
    const batch = () => stack.sink.received.filter((m) => m.headers.subject?.startsWith('Batch ')).length;
    expect(batch()).toBe(0);

    // A slow mail server, so the kill lands while a batch is on the wire.
    stack.sink.delayMs = 25;
    const first = await startInstance(db, stack.gateway.url);
    children.push(first);
    await until(() => batch() >= 30, 30_000);
    first.kill('SIGKILL');
    await exited(first);
    const atKill = batch();
    expect(atKill).toBeGreaterThanOrEqual(30);
    expect(atKill).toBeLessThan(EMAILS);

    children.push(await startInstance(db, stack.gateway.url));
    const open = async () =>
      (await rep.api.call('outreachOutbox', undefined, undefined, { limit: 200 })).emails.filter(
        (e) => e.status === 'scheduled' || e.status === 'sending',
      ).length;
    await until(async () => (await open()) === 0, 60_000);

    const { emails } = await rep.api.call('outreachOutbox', undefined, undefined, { limit: 200 });
    const deliveries = new Map<string, number>();
    for (const m of stack.sink.received) {
      const id = /^<([^@]+)@/.exec(m.headers['message-id'] ?? '')?.[1];
      if (id) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    }
    const sent = emails.filter((e) => e.status === 'sent');
    const unknown = emails.filter((e) => e.status === 'outcome_unknown');
    expect(emails).toHaveLength(EMAILS);
    expect(sent.length + unknown.length).toBe(EMAILS);
    expect(sent.every((e) => deliveries.get(e.id) === 1)).toBe(true);
    expect(unknown.every((e) => (deliveries.get(e.id) ?? 0) <= 1)).toBe(true);
    expect(Math.max(...deliveries.values())).toBe(1);
    const unknownDelivered = unknown.filter((e) => deliveries.get(e.id) === 1).length;
    console.log(
      `killed after ${atKill} of ${EMAILS} delivered; after the restart: ${sent.length} sent exactly once, ` +
        `${unknown.length} outcome unknown (${unknownDelivered} of them did arrive, once), 0 twice`,
    );
    // Its own limit: many sends one after another, and three starts of the built service.
  }, 180_000);
});
