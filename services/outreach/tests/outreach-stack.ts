import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import type { MikroORM } from '@mikro-orm/core';
import { SUBJECTS, type ApiClient, type MailboxSettingsRequest, type UsageRecordedEvent } from '@leadgen/contracts';
import { sampleLead, samplePitch } from '@leadgen/contracts/testing';
import { natsClientOptions } from '@leadgen/service-kit';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase as openLeadsDatabase } from '@leadgen/leads/testing';
import { OutreachEnvSchema, OutreachModule, OutreachWorker, openDatabase } from '@leadgen/outreach/testing';
import { type RunningAccounts, type SignedInRep, startAccounts, freshDatabase } from '@leadgen/test-kit';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { TestClock } from './test-clock.js';

export interface OutreachStack {
  gateway: RunningGateway;
  accounts: RunningAccounts;
  outreach: INestMicroservice;
  orm: MikroORM;
  worker: OutreachWorker;
  clock: TestClock;
  sink: SmtpSink;
  usage: UsageRecordedEvent[];
  events: ClientProxy;
  /** A new rep, or `email` again (its session then carries the name the account has now). */
  signIn(email?: string): Promise<SignedInRep>;
  /** Stops the leads service (outreach can then neither check a lead nor tell it of a send), and starts it again. */
  stopLeads(): Promise<void>;
  startLeads(): Promise<void>;
  /** A lead saved by the rep (Casa Verde, in Chicago's time zone), with an email contact and a pitch kept on it. */
  /** A saved lead with a contact and a pitch; `website`: its own (else the sample's casa-verde.example.com). */
  savedLead(
    rep: SignedInRep,
    contact?: string,
    website?: string,
  ): Promise<{ id: string; placeId: string; contact: string }>;
  /** Mailbox settings for the suite's SMTP server (no TLS, no sign-in), with the rep's postal address. */
  sinkMailbox(extra?: { daily_cap?: number }): MailboxSettingsRequest;
  close(): Promise<void>;
}

/**
 * Builds outreach (services/outreach/dist/main.js) for the tests that run it as a process. Under
 * `npm test` its build step has built everything (LEADGEN_BUILT): building again there would have Nx
 * put back the libraries' outputs while the other lane's tests start processes from them.
 */
export function buildOutreach(): void {
  if (process.env.LEADGEN_BUILT === '1') return;
  const build = spawnSync('npx', ['nx', 'run', 'outreach:build'], { stdio: 'ignore', timeout: 240_000 });
  if (build.status !== 0) throw new Error('outreach did not build');
}

/** Until `ok` holds (events travel on their own), or a while has passed. */
export async function until(ok: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 250 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 20));
}

/**
 * The whole path a rep's email takes, in process over the suite's NATS: the real gateway, accounts
 * and leads services, and outreach on `dbUrl`, else a database of its own on the run's PostgreSQL
 * (PGlite when the run has none, or when asked for `pglite`), with a clock the test moves
 * and its worker run by the test (tick) rather than on a timer. The rep's mail server is a real
 * SMTP server on 127.0.0.1.
 */
export async function startOutreachStack(options: {
  dbUrl?: string;
  leadsDbUrl?: string;
  /** Every database in PGlite, as the default install keeps them (starting it takes seconds more). */
  pglite?: boolean;
  start: string;
  /** More gateway settings. */
  gatewayEnv?: Record<string, string>;
  /** Usage goes to the NATS usage stream for accounts to count, as in production (else kept in `usage`). */
  usageStream?: boolean;
  /** Whether outreach runs in this process (default); when not, `outreach`, `orm` and `worker` are absent. */
  inProcess?: boolean;
  /** More outreach settings, given the SMTP server's port. */
  env?: (sink: SmtpSink) => Record<string, string>;
}): Promise<OutreachStack> {
  const gateway = await startGateway(
    // Suites send many emails as one rep; the per-rep limit on expensive routes has its own tests.
    GatewayEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      EXPENSIVE_RATE_PER_MINUTE: '100000',
      ...options.gatewayEnv,
    }),
    silentLogger(),
    0,
  );
  // Outreach out of process keeps its own database; in process it gets one of its own here.
  const own =
    options.pglite || options.dbUrl || options.inProcess === false ? undefined : await freshDatabase('outreach');
  const dbUrl = options.pglite ? undefined : (options.dbUrl ?? own?.url);
  const leadsDbUrl = options.pglite ? undefined : (options.leadsDbUrl ?? process.env.TEST_DATABASE_URL);
  const sink = await startSmtpSink();
  // Accounts mails its team invites to the same server, where a suite reads their codes.
  const accounts = await startAccounts({
    dbUrl: leadsDbUrl,
    pglite: leadsDbUrl === undefined,
    env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
  });
  const leadsEnv = LeadsEnvSchema.parse({
    NATS_URL: testNatsUrl(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    GOOGLE_PLACES_API_KEY: 'no-search-in-this-test',
    GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
    DATABASE_URL: leadsDbUrl,
  });
  // Leads closes its database when it stops; started again, it opens it again (PostgreSQL keeps the leads).
  const startLeads = async () => {
    const orm = await openLeadsDatabase({ url: leadsEnv.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    return startTestService('leads', LeadsModule.forRoot(leadsEnv, { orm }));
  };
  let leads: INestMicroservice | null = await startLeads();
  const clock = new TestClock(new Date(options.start));
  const usage: UsageRecordedEvent[] = [];
  const env = OutreachEnvSchema.parse({
    NATS_URL: testNatsUrl(),
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl,
    OUTREACH_PUBLIC_URL: gateway.url,
    OUTREACH_WORKER_INTERVAL_MS: '0',
    OUTREACH_LEADS_TIMEOUT_MS: '5000',
    // A mail server that never answers is given up on quickly.
    OUTREACH_SMTP_TIMEOUT_MS: '2000',
    // Suites send dozens of emails to one restaurant; the per-domain daily cap is tested at the
    // product's default by the team suite (outreach-team.int.spec.ts).
    OUTREACH_DOMAIN_DAILY_CAP: '1000',
    ...options.env?.(sink),
  });
  // Without it the suite runs outreach elsewhere (built instances), on the same NATS.
  const inProcess = options.inProcess ?? true;
  const orm = inProcess
    ? await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} })
    : (undefined as unknown as MikroORM);
  const outreach = inProcess
    ? await startTestService(
        'outreach',
        OutreachModule.forRoot(env, orm, silentLogger(), {
          clock,
          // Usage kept here unless the suite has accounts count it from the usage stream.
          ...(options.usageStream ? {} : { usage: { publish: async (e: UsageRecordedEvent) => void usage.push(e) } }),
        }),
      )
    : (undefined as unknown as INestMicroservice);
  const events = ClientProxyFactory.create(natsClientOptions(testNatsUrl(), 'outreach-test-events'));
  await events.connect();
  return {
    gateway,
    accounts,
    outreach,
    orm,
    worker: inProcess ? outreach.get(OutreachWorker) : (undefined as unknown as OutreachWorker),
    clock,
    sink,
    usage,
    events,
    signIn: (email?: string) => accounts.signIn(gateway.url, email),
    async stopLeads() {
      await leads?.close();
      leads = null;
    },
    async startLeads() {
      leads ??= await startLeads();
    },
    async savedLead(rep, contact = `owner-${randomUUID().slice(0, 8)}@casa-verde.example.com`, website?: string) {
      const placeId = `outreach-${randomUUID()}`;
      const { pitch: _pitch, ...lead } = sampleLead;
      const api: ApiClient = rep.api;
      const { items } = await api.call('myLeadsSave', {
        leads: [
          { ...lead, website: website ?? lead.website, id: placeId, place_id: placeId, time_zone: 'America/Chicago' },
        ],
      });
      const id = items[0]!.id;
      await api.call('myLeadsContactAdd', { kind: 'email', value: contact }, { id });
      events.emit(SUBJECTS.events.leadPitchWritten, {
        user_id: rep.userId,
        place_id: placeId,
        kind: 'generated',
        pitch: { ...samplePitch, email_opener: 'Hi Rosa, the patio looks busy every Friday.' },
        vendor: null,
        at: new Date().toISOString(),
      });
      await until(async () => (await api.call('outreachDraft', undefined, { lead_id: id })).draft.pitch_id !== null);
      return { id, placeId, contact };
    },
    sinkMailbox: (extra = {}) => ({
      host: '127.0.0.1',
      port: sink.port,
      security: 'none',
      user: '',
      from_name: 'Ana Rep',
      from_address: 'ana@tabletech.example',
      postal_address: '500 Congress Ave, Austin, TX 78701',
      ...extra,
    }),
    async close() {
      await events.close();
      await outreach?.close().catch(() => undefined);
      await leads?.close();
      await gateway.close();
      await accounts.close();
      await sink.close();
      await own?.drop();
    },
  };
}
