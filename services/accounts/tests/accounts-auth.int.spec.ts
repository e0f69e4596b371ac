import { Writable } from 'node:stream';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import jwt from 'jsonwebtoken';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { AccountsEnvSchema, AccountsModule, openDatabase } from '@leadgen/accounts/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, settle, signIn, statusOf, usageStream } from '@leadgen/test-kit';

// @ts-expect-error plain ESM module without types
import { freePort } from '../../../tools/infra.mjs';

/** Everything both processes log during the run, to check that no secret ever appears. */
const logLines: string[] = [];
const memoryLogger = (name: string) =>
  pino(
    {
      name,
      level: 'debug',
      redact: { paths: ['password', '*.password', '*.new_password', '*.current_password'], censor: '[redacted]' },
    },
    new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );

/** The last day of a trial that starts now: 14 days on (YYYY-MM-DD, UTC). */
function trialLastDay(now = Date.now()): string {
  return new Date(now + 14 * 86_400_000 - 1).toISOString().slice(0, 10);
}

describe(`accounts: sign-up, sign-in, profile, usage and the access gate (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let orm: MikroORM;
  let accounts: INestMicroservice;
  let gateway: RunningGateway;
  let smtp: SMTPServer;
  const inbox: { to: string; text: string }[] = [];
  const ACCESS_CODE = 'open-sesame-42';
  const PASSWORD = 'Strong#Password1';

  const anonymous = () => gatewayClient(gateway.url);
  const as = (token: string) => gatewayClient(gateway.url, token);
  const lastCode = (to: string) => {
    const mail = [...inbox].reverse().find((m) => m.to === to);
    return /code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  };
  const waitForMail = async (to: string, count: number) => {
    for (let i = 0; i < 100 && inbox.filter((m) => m.to === to).length < count; i++)
      await new Promise((r) => setTimeout(r, 20));
  };

  async function signUp(email: string): Promise<{ session_token: string; user: { id: string } }> {
    expect(await statusOf(anonymous().call('signup', { email }))).toBe(200);
    await waitForMail(email, 1);
    expect(await statusOf(anonymous().call('verifyEmail', { email, code: lastCode(email)! }))).toBe(200);
    const res = await settle(
      anonymous().call('completeSignup', {
        email,
        password: PASSWORD,
        first_name: 'Dana',
        last_name: 'Rivera',
        role: 'Manager',
        company_name: 'Tablewise',
        company_size: '6 to 10',
        company_website: 'https://tablewise.example.com',
      }),
    );
    expect(res.status).toBe(200);
    return res.body;
  }

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (c) => (raw += c));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo[0]!.address, text: raw });
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', () => r()));

    const env = AccountsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      DEMO_MODE: 'false',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ACCESS_CODE,
      CODE_MAX_ATTEMPTS: '3',
      RESEND_INTERVAL_SECONDS: '1',
      // The run's other files sign in from this address too, into the same database.
      AUTH_RATE_PER_MINUTE: '100000',
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    // Each run's database is shared with other suites: start from empty tables.
    await orm.em
      .fork()
      .getConnection()
      .execute('truncate users, profiles, email_verifications, usage_records, throttles cascade');
    accounts = await startTestService('accounts', AccountsModule.forRoot(env, orm, memoryLogger('accounts')));
    gateway = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        DEMO_MODE: 'false',
      }),
      memoryLogger('gateway'),
      0,
    );
  });

  afterAll(async () => {
    await gateway.close();
    await accounts.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('signs up: code by email, wrong code refused, right code verified, account created with a session', async () => {
    const email = 'dana@tablewise.example.com';
    expect(
      await statusOf(
        anonymous().call('completeSignup', {
          email,
          password: PASSWORD,
          first_name: 'D',
          last_name: 'R',
          role: 'Owner',
          company_name: 'T',
          company_size: 'Just me',
        }),
      ),
    ).toBe(403);

    const signup = await anonymous().call('signup', { email });
    expect(signup).toEqual({ success: true, message: 'Verification code sent' });
    await waitForMail(email, 1);
    const code = lastCode(email)!;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await settle(
      anonymous().call('verifyEmail', { email, code: code === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid verification code. 2 attempts left.');
    expect(await statusOf(anonymous().call('verifyEmail', { email, code }))).toBe(200);

    const done = await settle(
      anonymous().call('completeSignup', {
        email,
        password: PASSWORD,
        first_name: 'Dana',
        last_name: 'Rivera',
        role: 'Manager',
        company_name: 'Tablewise',
        company_size: '6 to 10',
        company_website: '',
      }),
    );
    expect(done.status).toBe(200);
    const body = done.body;
    expect(body.user).toMatchObject({ email, first_name: 'Dana', last_name: 'Rivera' });
    const profile = await as(body.session_token).call('profileGet');
    expect(profile.profile).toMatchObject({
      company_name: 'Tablewise',
      company_size: '6 to 10',
      role: 'Manager',
      // A new account starts the landing page's 14-day Starter trial.
      subscription_tier: 'starter',
      plan_name: 'Starter trial',
      trial_ends: trialLastDay(),
      company_website: null,
    });

    // The verification is consumed with the account: it cannot be replayed.
    expect(await statusOf(anonymous().call('verifyEmail', { email, code }))).toBe(404);
    expect(await statusOf(anonymous().call('signup', { email }))).toBe(409);
  });

  it('refuses weak passwords and missing wizard fields with a message for each, creating nothing', async () => {
    const res = await settle(
      anonymous().call('completeSignup', {
        email: 'weak@example.com',
        password: 'weakpassword1',
        first_name: '',
        last_name: '',
        role: '',
        company_name: '',
        company_size: '',
      }),
    );
    expect(res.status).toBe(400);
    const messages = Object.values(res.body.fields!).flat();
    expect(messages).toEqual(
      expect.arrayContaining([
        'Password does not meet requirements',
        'First name and last name are required',
        'Please select your role',
        'Company name is required',
        'Please select company size',
      ]),
    );
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from users where email = 'weak@example.com'`);
    expect(rows[0].n).toBe(0);
  });

  it('limits wrong codes, expires codes, and paces resends', async () => {
    const email = 'codes@example.com';
    await settle(anonymous().call('signup', { email }));
    await waitForMail(email, 1);
    for (let i = 0; i < 2; i++)
      expect(await statusOf(anonymous().call('verifyEmail', { email, code: '999999' }))).not.toBe(200);
    const third = await settle(anonymous().call('verifyEmail', { email, code: '999998' }));
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('Too many incorrect codes. Please request a new code.');
    // Even the right code is refused until a new one is requested.
    expect(await statusOf(anonymous().call('verifyEmail', { email, code: lastCode(email)! }))).toBe(429);

    await new Promise((r) => setTimeout(r, 1100)); // RESEND_INTERVAL_SECONDS
    expect(await statusOf(anonymous().call('resendCode', { email }))).toBe(200);
    expect(await statusOf(anonymous().call('resendCode', { email }))).toBe(429);
    await waitForMail(email, 2);
    const fresh = lastCode(email)!;

    await orm.em
      .fork()
      .getConnection()
      .execute(`update email_verifications set expires_at = now() - interval '1 minute' where email = ?`, [email]);
    const expired = await settle(anonymous().call('verifyEmail', { email, code: fresh }));
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('This code has expired. Please request a new one.');
    expect(await statusOf(anonymous().call('resendCode', { email: 'never-started@example.com' }))).toBe(404);
  });

  it('accepts no fixed code (the demo code of old included): only the one it mailed', async () => {
    const email = 'nodemo@example.com';
    await settle(anonymous().call('signup', { email }));
    await waitForMail(email, 1);
    const other = lastCode(email) === '246810' ? '135790' : '246810';
    expect(await statusOf(anonymous().call('verifyEmail', { email, code: other }))).toBe(400);
  });

  it('signs in, refuses wrong passwords and unknown emails, and makes an address that keeps failing wait', async () => {
    const email = 'lock@example.com';
    await signUp(email);
    const ok = await settle(anonymous().call('signin', { email, password: PASSWORD }));
    expect(ok.status).toBe(200);
    expect(await statusOf(anonymous().call('signin', { email: 'nobody@example.com', password: PASSWORD }))).toBe(401);

    const first = await settle(anonymous().call('signin', { email, password: 'Wrong#Password1' }));
    expect(first.status).toBe(401);
    expect(first.body.error).toBe('Invalid email or password');
    await settle(anonymous().call('signin', { email, password: 'Wrong#Password1' }));
    expect(await statusOf(anonymous().call('signin', { email, password: 'Wrong#Password1' }))).toBe(401);
    // Three failures from this address: the next try from here waits a second, not a lock-out.
    const held = await settle(anonymous().call('signin', { email, password: PASSWORD }));
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({
      error: 'Too many failed sign-in attempts. Please wait 1 second before trying again.',
      retry_after: 1,
    });
    await new Promise((r) => setTimeout(r, held.body.retry_after! * 1000));
    expect(await statusOf(anonymous().call('signin', { email, password: PASSWORD }))).toBe(200);
  });

  it('refuses tokens signed with another key, with alg none, expired, or with edited claims', async () => {
    const { session_token } = (await signIn(gateway.url, { email: 'dana@tablewise.example.com', password: PASSWORD }))
      .session;
    expect(await statusOf(as(session_token).call('profileGet'))).toBe(200);

    const claims = jwt.decode(session_token) as Record<string, unknown>;
    const otherKey = jwt.sign(claims, 'some-other-secret-that-is-long-enough-000');
    const none = jwt.sign({ ...claims }, '', { algorithm: 'none' });
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET);
    const [h, , sig] = session_token.split('.');
    const edited = `${h}.${Buffer.from(JSON.stringify({ ...claims, user_id: 'someone-else' })).toString('base64url')}.${sig}`;
    for (const token of [otherKey, none, expired, edited]) {
      expect(await statusOf(as(token).call('profileGet'))).toBe(401);
    }
  });

  it('updates the profile keeping the other fields, and refuses a taken email', async () => {
    const { session, api } = await signIn(gateway.url, { email: 'dana@tablewise.example.com', password: PASSWORD });
    const res = await settle(api.call('profileUpdate', { company_name: 'Tablewise Inc', company_size: '11-50' }));
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      first_name: 'Dana',
      last_name: 'Rivera',
      role: 'Manager',
      company_name: 'Tablewise Inc',
      company_size: '11-50',
    });
    const taken = await settle(api.call('profileUpdate', { email: 'lock@example.com' }));
    expect(taken.status).toBe(409);
    expect(await statusOf(api.call('profileUpdate', { first_name: '  ' }))).toBe(400);
    // A field the contract does not have, which the typed client cannot send.
    const tier = await fetch(gateway.url + '/api/account/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.session_token}` },
      body: JSON.stringify({ subscription_tier: 'pro' }),
    });
    expect(tier.status).toBe(400);
    const after = await api.call('profileGet');
    expect(after.profile).toMatchObject({
      email: 'dana@tablewise.example.com',
      company_name: 'Tablewise Inc',
      subscription_tier: 'starter',
    });
  });

  it('changes the password only with the right current one', async () => {
    const email = 'pw@example.com';
    const api = as((await signUp(email)).session_token);
    const wrong = await settle(
      api.call('passwordChange', { current_password: 'Not#ThePassword1', new_password: 'another-pass' }),
    );
    // 400, not 401: the session is fine, and a 401 would sign the user out.
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Current password is incorrect');
    const short = await settle(api.call('passwordChange', { current_password: PASSWORD, new_password: 'short' }));
    expect(short.body.fields!.new_password).toEqual(['New password must be at least 8 characters long']);
    expect(
      await statusOf(api.call('passwordChange', { current_password: PASSWORD, new_password: 'another-pass' })),
    ).toBe(200);
    expect(await statusOf(anonymous().call('signin', { email, password: PASSWORD }))).toBe(401);
    expect(await statusOf(anonymous().call('signin', { email, password: 'another-pass' }))).toBe(200);
  });

  it('counts usage events from other areas in the current period against the plan limits', async () => {
    const { session_token, user } = await signUp('usage@example.com');
    const before = (await as(session_token).call('usage')).usage;
    // The Starter trial's limits (500 leads a month), as the profile and the landing page say.
    expect(before).toMatchObject({
      package_type: 'starter',
      plan_name: 'Starter trial',
      trial_ends: trialLastDay(),
      leads_searched: 0,
      leads_limit: 500,
      pitches_limit: 250,
      exports_limit: 50,
      enrichments_used: 0,
      enrichments_limit: 250,
    });
    expect(before.reset_date > before.period_start).toBe(true);

    const stream = await usageStream(testNatsUrl());
    await stream.report({ user_id: user.id, kind: 'leads_searched', amount: 25 });
    await stream.report({ user_id: user.id, kind: 'exports_used', amount: 1 });
    await stream.report({ user_id: user.id, kind: 'diagnostics_run', amount: 2 });
    // Each 'Find contacts' a rep runs is one contact lookup.
    await stream.report({ user_id: user.id, kind: 'enrichments_used', amount: 1 });
    await stream.report({ user_id: user.id, kind: 'enrichments_used', amount: 1 });
    await stream.raw(JSON.stringify({ id: 'bogus-1', user_id: user.id, kind: 'bogus', amount: 1 }));
    await stream.close();
    let usage = before;
    for (
      let i = 0;
      i < 50 && (usage.exports_used === 0 || usage.diagnostics_run === 0 || usage.enrichments_used < 2);
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50));
      usage = (await as(session_token).call('usage')).usage;
    }
    expect(usage).toMatchObject({
      leads_searched: 25,
      exports_used: 1,
      pitches_generated: 0,
      diagnostics_run: 2,
      enrichments_used: 2,
      enrichments_limit: 250,
    });
  });

  it('checks the access code on the server', async () => {
    const wrong = await settle(anonymous().call('accessCheck', { code: 'guess' }));
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('Invalid access code. Please try again.');
    expect(await statusOf(anonymous().call('accessCheck', { code: ACCESS_CODE }))).toBe(200);
  });

  it("sends a visitor's request for an access code to the team's mailbox, refusing a bad email and a flood", async () => {
    const TEAM = 'access@leadgen.example.com';
    const before = inbox.filter((m) => m.to === TEAM).length;
    const bad = await settle(anonymous().call('accessRequest', { email: 'not-an-email', company: 'Taco Tech' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ email: ['Please enter a valid email address'] });
    expect(inbox.filter((m) => m.to === TEAM)).toHaveLength(before);

    await anonymous().call('accessRequest', {
      email: ' Rita@TacoTech.example ',
      company: 'Taco Tech',
      note: 'POS reps',
    });
    await waitForMail(TEAM, before + 1);
    const mail = inbox.filter((m) => m.to === TEAM).at(-1)!;
    expect(mail.text).toMatch(/^Subject: Access request: rita@tacotech\.example$/m);
    expect(mail.text).toMatch(/^Reply-To: rita@tacotech\.example$/m);
    expect(mail.text).toContain('rita@tacotech.example asks for an access code.');
    expect(mail.text).toContain('Company: Taco Tech');

    // Five an hour from one address; the sixth is refused in words, and sends nothing.
    for (let i = 0; i < 4; i++) await anonymous().call('accessRequest', { email: `rep${i}@tacotech.example` });
    await waitForMail(TEAM, before + 5);
    const flood = await settle(anonymous().call('accessRequest', { email: 'rep9@tacotech.example' }));
    expect(flood.status).toBe(429);
    expect(flood.body.error).toBe('Too many requests from here. Please try again in an hour.');
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.filter((m) => m.to === TEAM)).toHaveLength(before + 5);
  });

  it('never writes a password, a code or a token to the logs when mail goes by SMTP', () => {
    const all = logLines.join('\n');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('another-pass');
    expect(all).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
    for (const mail of inbox) {
      const code = /code is (\d{6})/.exec(mail.text)?.[1];
      if (code) expect(all).not.toContain(`"${code}"`);
    }
  });
});
