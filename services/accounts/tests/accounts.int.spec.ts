import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { Writable } from 'node:stream';
import jwt from 'jsonwebtoken';
import { pino } from 'pino';
import { AccountsEnvSchema, AccountsModule, openDatabase } from '@leadgen/accounts/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, settle, signIn, statusOf } from '@leadgen/test-kit';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(drivers)('accounts through the gateway (%s)', (_driver, dbUrl) => {
  let orm: MikroORM;
  let accounts: INestMicroservice;
  let gateway: RunningGateway;
  const logLines: string[] = [];
  const logger = pino(new Writable({ write: (c, _e, done) => (logLines.push(String(c)), done()) }));

  const anonymous = () => gatewayClient(gateway.url);

  beforeAll(async () => {
    // The run's other files sign in from this address too, into the same database: the per-address
    // limit is signin-protection's to test, not this file's.
    const env = AccountsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl,
      AUTH_RATE_PER_MINUTE: '100000',
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    accounts = await startTestService('accounts', AccountsModule.forRoot(env, orm, logger));
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    // PGlite's start and every migration on a busy 2-core machine can pass the run's 30 s.
  }, 90_000);

  afterAll(async () => {
    await gateway?.close();
    await accounts?.close();
    await orm?.close();
  });

  it('applies its migrations once, and again without change', async () => {
    const executed = await orm.migrator.getExecuted();
    expect(executed.map((m) => m.name)).toEqual([
      'Migration20261122000000_users_profiles',
      'Migration20261122010000_verification_usage_throttles',
      'Migration20261122020000_usage_diagnostics',
      'Migration20261123000000_sessions',
      'Migration20261123010000_signin_attempts',
      'Migration20261123050000_usage_calls',
      'Migration20261125000000_usage_events',
      'Migration20261125100000_custom_pitch_reports',
      'Migration20261126000000_usage_enrichments',
      'Migration20261126100000_offers_kept_analyses',
      'Migration20261127000000_usage_emails',
      'Migration20261129120000_no_demo_tier',
      'Migration20261130000000_starter_trial',
      'Migration20261130100000_teams',
      'Migration20261130170000_team_offers',
      'Migration20261130200000_digest_settings',
      'Migration20261203000000_meeting_links',
    ]);
    await expect(orm.migrator.up()).resolves.toEqual([]);
  });

  it('creates the account on first demo sign-in and issues a session token the gateway accepts', async () => {
    const res = await settle(
      anonymous().call('signin', { email: '  New.Rep@Example.com ', password: 'first-password' }),
    );
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ success: true, user: { email: 'new.rep@example.com', first_name: 'New' } });
    const claims = jwt.verify(body.session_token, TEST_JWT_SECRET) as Record<string, unknown>;
    expect(claims).toMatchObject({ user_id: body.user.id, email: 'new.rep@example.com' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const profile = await settle(gatewayClient(gateway.url, body.session_token).call('profileGet'));
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({
      id: body.user.id,
      // Demo sign-up creates the account on the Starter trial, as the wizard does.
      subscription_tier: 'starter',
      plan_name: 'Starter trial',
    });
  });

  it('signs in again with the same password and refuses a wrong one', async () => {
    await settle(anonymous().call('signin', { email: 'again@example.com', password: 'right-password' }));
    const ok = await settle(anonymous().call('signin', { email: 'again@example.com', password: 'right-password' }));
    expect(ok.status).toBe(200);
    const wrong = await settle(anonymous().call('signin', { email: 'again@example.com', password: 'wrong-password' }));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'UNAUTHORIZED', error: 'Invalid email or password' });
  });

  it('stores the password only as a scrypt hash, with one profile per user', async () => {
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute(
        `select u.password_hash, p.email from users u join profiles p on p.id = u.id where u.email = 'again@example.com'`,
      );
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain('right-password');
  });

  it("rejects blank credentials with 'Email and password are required' and stores nothing", async () => {
    const before = await orm.em.fork().getConnection().execute('select count(*)::int as n from users');
    const res = await settle(anonymous().call('signin', { email: '', password: '' }));
    expect(res.status).toBe(400);
    expect(res.body.fields!.email).toContain('Email and password are required');
    const after = await orm.em.fork().getConnection().execute('select count(*)::int as n from users');
    expect(after[0].n).toBe(before[0].n);
  });

  it('reports the database as healthy in /api/stats', async () => {
    const { api } = await signIn(gateway.url, { email: 'stats@example.com', password: 'pw' });
    const stats = await api.call('stats');
    expect(stats.system.components).toMatchObject({ nats: true, database: true, accounts: true });
  });

  /** The code accounts wrote to its log for `email` (no SMTP server in this suite). */
  const loggedCode = (email: string): string =>
    logLines.map((l) => JSON.parse(l)).find((l) => l.delivery === 'log' && l.to === email)?.code;

  it('without SMTP writes the code to the log; in demo mode too, only that code verifies the email', async () => {
    const email = `demo-${Date.now()}@example.com`;
    expect(await statusOf(anonymous().call('signup', { email }))).toBe(200);
    const code = loggedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    // The demo's fixed code is gone: the code sent is the only way in, as in production.
    const other = code === '246810' ? '135790' : '246810';
    expect(await statusOf(anonymous().call('verifyEmail', { email, code: other }))).toBe(400);
    expect(await statusOf(anonymous().call('verifyEmail', { email, code }))).toBe(200);
  });

  it('refuses a null character in a profile field with 400 naming the field, and keeps the profile as it was', async () => {
    const { api } = await signIn(gateway.url, { email: 'nul-profile@example.com', password: 'pw-for-nul' });
    const before = (await api.call('profileGet')).profile;
    const res = await settle(api.call('profileUpdate', { first_name: 'Ana\u0000', company_name: 'Fresh Co' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'First name contains a null character, which is not allowed.',
    });
    expect(res.body.fields).toEqual({ first_name: ['First name contains a null character, which is not allowed.'] });
    expect((await api.call('profileGet')).profile).toEqual(before);
  });

  it('refuses a null character when completing sign-up, naming the field, and creates no account', async () => {
    const email = `nul-signup-${Date.now()}@example.com`;
    expect(await statusOf(anonymous().call('signup', { email }))).toBe(200);
    expect(await statusOf(anonymous().call('verifyEmail', { email, code: loggedCode(email) }))).toBe(200);
    const count = async () =>
      (await orm.em.fork().getConnection().execute(`select count(*)::int as n from users where email = '${email}'`))[0]
        .n;
    const complete = {
      email,
      password: 'Str0ng!Password',
      first_name: 'Ana',
      last_name: 'Ortiz',
      role: 'Sales rep',
      company_name: 'Fresh Co',
      company_size: '1-10',
    };
    const res = await settle(anonymous().call('completeSignup', { ...complete, company_name: 'Fresh\u0000 Co' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { company_name: ['Company name contains a null character, which is not allowed.'] },
    });
    expect(await count()).toBe(0);
    expect(await statusOf(anonymous().call('completeSignup', complete))).toBe(200);
    expect(await count()).toBe(1);
  });

  it('refuses sign-up for an email that already has an account', async () => {
    const res = await settle(anonymous().call('signup', { email: 'again@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('An account with this email already exists. Please sign in.');
  });
});
