import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { AccountsEnvSchema, AccountsModule, AuthService, openDatabase } from '@leadgen/accounts/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { type Answer, requestFrom } from '@leadgen/test-kit';

const PASSWORD = 'Strong#Password1';
const WRONG = 'Wrong#Password1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Same rules on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

/**
 * Password guessing is slowed and capped without a switch that locks the rep out: each client
 * connects from its own loopback address (127.0.0.0/8), as different people on the internet would.
 */
describe.each(drivers)('sign-in protection without a lock-out switch (%s)', (_driver, dbUrl) => {
  let orm: MikroORM;
  let accounts: INestMicroservice;
  let gateway: RunningGateway;

  const signin = (from: string, email: string, password: string): Promise<Answer> =>
    requestFrom(from, `${gateway.url}/api/auth/signin`, { body: { email, password } });

  /** An account made the way complete-signup makes one. */
  const account = (email: string) =>
    accounts.get(AuthService).createAccount(email, PASSWORD, { firstName: 'Dana', lastName: 'Rivera' });

  beforeAll(async () => {
    // The defaults under test: 3 free failures per address, then 1 s, 2 s, 4 s...; 100 failures an hour per account.
    const env = AccountsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      DEMO_MODE: 'false',
      DATABASE_URL: dbUrl,
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    await orm.em
      .fork()
      .getConnection()
      .execute('truncate users, profiles, throttles, signin_failures, signin_addresses cascade');
    accounts = await startTestService('accounts', AccountsModule.forRoot(env, orm, silentLogger()));
    gateway = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        DEMO_MODE: 'false',
      }),
      silentLogger(),
      0,
    );
    // PGlite's start and every migration can pass the run's 30 s on a busy 2-core machine.
  }, 90_000);

  afterAll(async () => {
    await gateway?.close();
    await accounts?.close();
    await orm?.close();
  });

  it("an attacker's wrong passwords from one address do not stop the rep signing in from another", async () => {
    const email = 'hammered@example.com';
    await account(email);
    for (let i = 0; i < 3; i++) expect((await signin('127.0.1.1', email, WRONG)).status).toBe(401);
    const held = await signin('127.0.1.1', email, WRONG);
    expect(held.status).toBe(429);
    // At the same moment (inside the attacker's 1 s wait, on a busy machine too): even the right
    // password from the attacker's address waits its turn there, while the rep, elsewhere, signs in at once.
    const [attacker, rep] = await Promise.all([
      signin('127.0.1.1', email, PASSWORD),
      signin('127.0.1.2', email, PASSWORD),
    ]);
    expect(attacker.status).toBe(429);
    expect(rep.status).toBe(200);
    expect(rep.body).toMatchObject({ success: true, user: { email } });
  });

  it('makes an address that keeps guessing wait longer each time, saying how long', async () => {
    const email = 'guessed@example.com';
    await account(email);
    for (let i = 0; i < 3; i++)
      expect((await signin('127.0.2.1', email, WRONG)).body).toMatchObject({
        code: 'UNAUTHORIZED',
        error: 'Invalid email or password',
      });
    let failedAt = Date.now();
    for (let round = 0; round < 3; round++) {
      const held = await signin('127.0.2.1', email, WRONG);
      expect(held.status).toBe(429);
      const wait = Number(held.headers['retry-after']);
      // The wait said is what is left of it (1, 2, then 4 s after each failure): on a slow machine a
      // second or more may have gone since the failure that set it, and the wait said is that much less.
      const full = [1, 2, 4][round]!;
      const elapsed = Math.floor((Date.now() - failedAt) / 1000);
      expect(wait).toBeLessThanOrEqual(full);
      expect(wait).toBeGreaterThanOrEqual(elapsed === 0 ? full : Math.max(1, full - elapsed - 1));
      expect(held.body).toMatchObject({
        code: 'RATE_LIMITED',
        retry_after: wait,
        error: `Too many failed sign-in attempts. Please wait ${wait} second${wait === 1 ? '' : 's'} before trying again.`,
      });
      if (round === 2) break;
      await sleep(wait * 1000);
      expect((await signin('127.0.2.1', email, WRONG)).status).toBe(401);
      failedAt = Date.now();
    }
  });

  it('caps an account at 100 failed tries an hour from addresses it never signed in from, never shutting out its known address', async () => {
    const email = 'targeted@example.com';
    await account(email);
    expect((await signin('127.0.3.1', email, PASSWORD)).status).toBe(200); // the rep's usual address
    // 37 addresses guess 3 times each, all at once: 111 tries, of which the account takes 100.
    const addresses = Array.from({ length: 37 }, (_, i) => `127.0.4.${i + 1}`);
    const statuses = (
      await Promise.all(
        addresses.map(async (from) => {
          const seen: number[] = [];
          for (let i = 0; i < 3; i++) seen.push((await signin(from, email, WRONG)).status);
          return seen;
        }),
      )
    ).flat();
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);

    // A new address is refused even with the right password, and told for how long.
    const stranger = await signin('127.0.5.1', email, PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.body.error).toMatch(
      /^Too many failed sign-in attempts on this account\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(55 * 60);
    // The rep at the address they signed in from before still gets in.
    const rep = await signin('127.0.3.1', email, PASSWORD);
    expect(rep.status).toBe(200);
    expect(rep.body).toMatchObject({ success: true, user: { email } });
  }, 120_000); // 100 password checks, one account at a time

  it('keeps the per-address limit on sign-in calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await signin('127.0.6.1', `nobody${i}@example.com`, WRONG)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
