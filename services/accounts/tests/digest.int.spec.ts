import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import {
  DIGEST_LINK_INVALID_MESSAGE,
  DIGEST_OPTED_OUT_MESSAGE,
  type DigestSettingsRequestSchema,
} from '@leadgen/contracts';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { digestOptOutToken, DigestWorker, type DigestTickReport } from '@leadgen/accounts/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase } from '@leadgen/leads/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';
import {
  gatewayClient,
  type RunningAccounts,
  settle,
  type SignedInRep,
  startAccounts,
  freshDatabase,
} from '@leadgen/test-kit';
import type { z } from 'zod';
import { digestsTo, headerOf, optOutTokenIn } from './digest-mailbox.js';

const APP = 'https://app.example.com';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The same flow on PGlite, the embedded default, and on the run's PostgreSQL, where two instances share the work. */
const DATABASES = [
  { name: 'PGlite', pglite: true },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', pglite: false }] : []),
];

interface DigestRow {
  weekly: boolean;
  last_sent_at: Date | string | null;
  next_due_at: Date | string;
}

/**
 * The weekly digest of a rep's territory watches: the real gateway, accounts and leads over real
 * NATS, against the simulator, whose clock the test moves by weeks and whose mailbox (MailDev)
 * receives the digests. Leads runs no watch by itself here (LEADS_WATCH_INTERVAL_MS 0): a watch runs
 * when the test runs its saved search, so what each digest holds is decided by the test.
 */
describe('the weekly digest of watched searches', () => {
  let simulator: Simulator;
  let gateway: RunningGateway;
  let leads: INestMicroservice | undefined;
  let leadsOrm: MikroORM;
  let dropLeadsDb: (() => Promise<void>) | undefined;
  let dir: string;

  /** The simulated world moves on by whole days; every service reads it at its next round. */
  const advance = async (days: number) => {
    const res = await fetch(`${simulator.url}/control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_days: days }),
    });
    expect(res.status).toBe(200);
  };
  /** A saved search of Austin that the rep watches weekly; it has not run yet (its watch is due). */
  const watched = async (rep: SignedInRep, name = 'Austin patios') => {
    const { search } = await rep.api.call('savedSearchesCreate', { name, criteria: { city: 'Austin', state: 'TX' } });
    await rep.api.call('watchSet', { frequency: 'weekly' }, { id: search.id });
    return search.id;
  };
  /** The watch's run, as the scheduler would run it: the changes it recorded. */
  const runWatch = async (rep: SignedInRep, id: string) =>
    (await rep.api.call('savedSearchesRun', {}, { id })).changes_recorded ?? 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'digest-'));
    simulator = await startSimulator({ port: 0, dataDir: dir, answers: 'off' });
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    const leadsDb = await freshDatabase('leads_digest');
    dropLeadsDb = leadsDb?.drop;
    const env = LeadsEnvSchema.parse({
      ...simulator.settings,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'false',
      LEADS_WATCH_INTERVAL_MS: '0',
      DATABASE_URL: leadsDb?.url,
    });
    leadsOrm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm: leadsOrm }));
  }, 120_000);

  afterAll(async () => {
    await leads?.close();
    await gateway?.close();
    await simulator?.close();
    await dropLeadsDb?.();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Accounts on `db` (PGlite when none) with the simulator's mailbox and clock; its worker is ticked by the test. */
  const startDigestAccounts = (db: { url?: string; pglite: boolean }) =>
    startAccounts({
      dbUrl: db.url,
      pglite: db.pglite,
      env: { ...simulator.settings, APP_PUBLIC_URL: APP, ACCOUNTS_DIGEST_INTERVAL_MS: '0' },
    });

  describe.each(DATABASES)('($name)', ({ pglite }) => {
    let one: RunningAccounts;
    /** A second accounts instance on the same PostgreSQL database (none on PGlite: one process owns it). */
    let two: RunningAccounts | undefined;
    let dropDb: (() => Promise<void>) | undefined;

    const newRep = () => one.signIn(gateway.url);
    const anonymous = () => gatewayClient(gateway.url);
    const rowOf = async (userId: string): Promise<DigestRow | undefined> =>
      (
        await one.orm.em
          .fork()
          .getConnection()
          .execute<DigestRow[]>('select weekly, last_sent_at, next_due_at from digest_settings where user_id = ?', [
            userId,
          ])
      )[0];
    /** Every instance's worker takes a round at the same moment. */
    const tickAll = async (): Promise<DigestTickReport[]> =>
      Promise.all([one, two].filter((a) => a !== undefined).map((a) => a.service.get(DigestWorker).tick()));
    const sent = (reports: DigestTickReport[]) => reports.reduce((n, r) => n + (r.outcomes.sent ?? 0), 0);
    /** When the rep's next digest is due, in days from the simulated now. */
    const dueInMs = async (userId: string) =>
      new Date((await rowOf(userId))!.next_due_at).getTime() - simulator.clock.now().getTime();

    beforeAll(async () => {
      const db = pglite ? undefined : await freshDatabase('accounts_digest');
      dropDb = db?.drop;
      one = await startDigestAccounts({ url: db?.url, pglite });
      if (db) two = await startDigestAccounts({ url: db.url, pglite: false });
    }, 60_000);

    afterAll(async () => {
      await two?.close();
      await one?.close();
      await dropDb?.();
    });

    it('is on by default; the rep turns it off and on, and a wrong type is refused (400) with nothing changed', async () => {
      const rep = await newRep();
      expect(await rep.api.call('digestGet')).toEqual({ weekly: true, last_sent_at: null });
      expect(await rep.api.call('digestSet', { weekly: false })).toEqual({ weekly: false, last_sent_at: null });
      expect(await rep.api.call('digestGet')).toEqual({ weekly: false, last_sent_at: null });

      type Body = z.input<typeof DigestSettingsRequestSchema>;
      for (const bad of [{ weekly: 'yes' }, { weekly: 1 }, { weekly: null }, {}, { weekly: true, monthly: true }]) {
        const refused = await settle(rep.api.call('digestSet', bad as unknown as Body));
        expect(refused.status).toBe(400);
      }
      const wrongType = await settle(rep.api.call('digestSet', { weekly: 'yes' } as unknown as Body));
      expect(wrongType.body.fields).toEqual({ weekly: ['Weekly must be true or false'] });
      expect(await rep.api.call('digestGet')).toEqual({ weekly: false, last_sent_at: null });

      // Turned back on, the next is due a week from now, not at once for the weeks it was off.
      expect(await rep.api.call('digestSet', { weekly: true })).toEqual({ weekly: true, last_sent_at: null });
      expect(await dueInMs(rep.userId)).toBeGreaterThan(7 * DAY - MINUTE);
      expect(await settle(anonymous().call('digestGet'))).toMatchObject({ status: 401 });
    });

    it("turns the digest off from its link's token with no sign-in; a forged, damaged or missing token is 400 and changes nothing", async () => {
      const rep = await newRep();
      const other = await newRep();
      const forged = await settle(
        anonymous().call(
          'digestOptOut',
          {},
          { token: digestOptOutToken(rep.userId, 'not-the-services-secret-0000000000') },
        ),
      );
      expect(forged).toMatchObject({ status: 400, body: { error: DIGEST_LINK_INVALID_MESSAGE } });
      // A real signature does not carry over to another rep's id.
      const [, signature] = digestOptOutToken(other.userId, TEST_JWT_SECRET).split('.');
      const moved = await settle(anonymous().call('digestOptOut', {}, { token: `${rep.userId}.${signature}` }));
      expect(moved).toMatchObject({ status: 400, body: { error: DIGEST_LINK_INVALID_MESSAGE } });
      const junk = await settle(anonymous().call('digestOptOut', {}, { token: 'not-a-token' }));
      expect(junk).toMatchObject({ status: 400, body: { error: DIGEST_LINK_INVALID_MESSAGE } });
      // A link cut short before its token reaches no route at all.
      const cut = await fetch(`${gateway.url}/api/account/digest/opt-out/`, { method: 'POST' });
      expect(cut.status).toBe(404);
      expect(await rep.api.call('digestGet')).toEqual({ weekly: true, last_sent_at: null });
      expect(await rowOf(rep.userId)).toBeUndefined();

      const token = digestOptOutToken(rep.userId, TEST_JWT_SECRET);
      expect(await anonymous().call('digestOptOut', {}, { token })).toEqual({
        success: true,
        message: DIGEST_OPTED_OUT_MESSAGE,
      });
      // The same link again (a mail app's one-click and then the rep's own click) says the same.
      expect(await anonymous().call('digestOptOut', {}, { token })).toEqual({
        success: true,
        message: DIGEST_OPTED_OUT_MESSAGE,
      });
      expect(await rep.api.call('digestGet')).toEqual({ weekly: false, last_sent_at: null });
      expect(await other.api.call('digestGet')).toEqual({ weekly: true, last_sent_at: null });
    });

    it("waits seconds while the team's watches have not run (due > 0), then sends nothing for a week with nothing new", async () => {
      const rep = await newRep();
      const id = await watched(rep);
      await tickAll();
      // First due a week after the worker first sees the rep.
      expect(await dueInMs(rep.userId)).toBeGreaterThan(7 * DAY - MINUTE);
      expect(await dueInMs(rep.userId)).toBeLessThanOrEqual(7 * DAY);

      await advance(8);
      const waiting = await tickAll();
      expect(waiting.reduce((n, r) => n + (r.outcomes['watches-running'] ?? 0), 0)).toBeGreaterThanOrEqual(1);
      expect(await dueInMs(rep.userId)).toBeLessThanOrEqual(10_000);
      expect(await digestsTo(simulator.mailbox!.pageUrl, rep.email)).toEqual([]);

      // The watch's first run learns the territory: nothing is new yet.
      expect(await runWatch(rep, id)).toBe(0);
      await one.orm.em
        .fork()
        .getConnection()
        .execute('update digest_settings set next_due_at = ? where user_id = ?', [simulator.clock.now(), rep.userId]);
      await tickAll();
      expect(await digestsTo(simulator.mailbox!.pageUrl, rep.email)).toEqual([]);
      expect(await dueInMs(rep.userId)).toBeGreaterThan(7 * DAY - MINUTE);
      expect((await rowOf(rep.userId))!.last_sent_at).toBeNull();
    });

    it('mails a due rep exactly one digest however many instances tick, and none to a rep who turned it off', async () => {
      const rep = await newRep();
      const off = await newRep();
      const ids = [await watched(rep), await watched(off)];
      expect(await runWatch(rep, ids[0]!)).toBe(0);
      expect(await runWatch(off, ids[1]!)).toBe(0);
      await off.api.call('digestSet', { weekly: false });
      await tickAll();

      // A week and a day on, the world has changed and each watch's run records it.
      await advance(8);
      expect(await runWatch(rep, ids[0]!)).toBeGreaterThan(0);
      expect(await runWatch(off, ids[1]!)).toBeGreaterThan(0);
      const reports = await tickAll();
      expect(sent(reports)).toBe(1);
      expect(sent(await tickAll())).toBe(0);

      const mails = await digestsTo(simulator.mailbox!.pageUrl, rep.email);
      expect(mails).toHaveLength(1);
      expect(await digestsTo(simulator.mailbox!.pageUrl, off.email)).toEqual([]);
      const mail = mails[0]!;
      expect(mail.subject).toMatch(/^Your territory this week: \d+ (new places?|changes?) in Austin patios$/);
      expect(mail.text).toMatch(
        /^Hi .+,\n\nYour watches found \d+ (new places?|changes?) since [A-Z][a-z]{2} \d{1,2}:/,
      );
      expect(mail.text).toMatch(
        /\nAustin patios: \d+\n {2}(New place|Announced opening|Just opened|New website|Closed|Rating or reviews jumped): \d+/,
      );
      expect(mail.text).toContain(`See them in My Leads: ${APP}/app/my-leads?view=new`);
      const token = optOutTokenIn(mail);
      const link = `${APP}/digest-off?token=${token}`;
      expect(mail.text).toContain(`Stop it with one click: ${link}`);
      const pageUrl = simulator.mailbox!.pageUrl;
      const oneClick = `${APP}/api/account/digest/opt-out/${token}`;
      expect(await headerOf(pageUrl, mail, 'List-Unsubscribe')).toBe(`<${oneClick}>`);
      expect(await headerOf(pageUrl, mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`href="${APP}/app/my-leads?view=new"`);
      expect((await rep.api.call('digestGet')).last_sent_at).not.toBeNull();
      expect(await dueInMs(rep.userId)).toBeGreaterThan(7 * DAY - MINUTE);

      // The mail app's one-click (a form POST, RFC 8058) turns it off: the next week's changes go unmailed.
      const clicked = await fetch(`${gateway.url}/api/account/digest/opt-out/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(clicked.status).toBe(200);
      expect(await clicked.json()).toEqual({ success: true, message: DIGEST_OPTED_OUT_MESSAGE });
      expect((await rep.api.call('digestGet')).weekly).toBe(false);
      await advance(8);
      await runWatch(rep, ids[0]!);
      await tickAll();
      expect(await digestsTo(simulator.mailbox!.pageUrl, rep.email)).toHaveLength(1);
    });
  });

  describe('when leads does not answer', () => {
    let accounts: RunningAccounts;

    beforeAll(async () => {
      await leads?.close();
      leads = undefined;
      accounts = await startDigestAccounts({ pglite: true });
    }, 60_000);

    afterAll(async () => {
      await accounts?.close();
    });

    it('logs, sends nothing and tries the rep again in a few minutes, never failing the round', async () => {
      const rep = await accounts.signIn(gateway.url);
      const worker = accounts.service.get(DigestWorker);
      await worker.tick();
      await advance(8);
      const report = await worker.tick();
      expect(report.outcomes).toEqual({ 'try-again': 1 });
      const [row] = await accounts.orm.em
        .fork()
        .getConnection()
        .execute<DigestRow[]>('select next_due_at, last_sent_at from digest_settings where user_id = ?', [rep.userId]);
      const wait = new Date(row!.next_due_at).getTime() - simulator.clock.now().getTime();
      expect(wait).toBeGreaterThan(MINUTE);
      expect(wait).toBeLessThanOrEqual(5 * MINUTE);
      expect(row!.last_sent_at).toBeNull();
      expect(await digestsTo(simulator.mailbox!.pageUrl, rep.email)).toEqual([]);
    }, 60_000);
  });
});
