import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { AccountsEnvSchema, AccountsModule, openDatabase } from '@leadgen/accounts/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { type Answer, makeWebApps, requestFrom, type WebApps } from '@leadgen/test-kit';

const ACCESS_CODE = 'open-sesame-42';
const ACCESS_TRIES_PER_MINUTE = 10;

/**
 * The address a client is counted under, as the access gate's per-address limit (10 tries a
 * minute) shows it: whoever made the 10 tries is refused the 11th, even with the right code.
 * Browsers reach the app's address (the gateway's web port) directly, from their own address.
 */
describe("the client address that limits count: the app's address (gateway) -> accounts", () => {
  let apps: WebApps;
  let orm: MikroORM;
  let accounts: INestMicroservice;
  let gateway: RunningGateway;
  let gatewayTrustingOneProxy: RunningGateway;
  let gatewayTrustingOneHop: RunningGateway;
  let gatewayBehindBalancer: RunningGateway;
  let web = '';
  let webBehindBalancer = '';

  const gatewayEnv = (extra: Record<string, string> = {}) =>
    GatewayEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      DEMO_MODE: 'false',
      ...extra,
    });

  const accessTry = (from: string, base: string, code: string, headers: Record<string, string> = {}): Promise<Answer> =>
    requestFrom(from, `${base}/api/access/check`, { body: { code }, headers });

  /** Uses up the per-address tries with wrong codes, each refused as wrong (403), never as too many. */
  async function useUpTries(
    from: string,
    base: string,
    headers: (i: number) => Record<string, string> = () => ({}),
  ): Promise<void> {
    for (let i = 0; i < ACCESS_TRIES_PER_MINUTE; i++) {
      const res = await accessTry(from, base, 'wrong-code', headers(i));
      expect([i, res.status]).toEqual([i, 403]);
    }
  }

  beforeAll(async () => {
    const env = AccountsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      DEMO_MODE: 'false',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      ACCESS_CODE,
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    // The run's database is shared with other suites: start with no counted tries.
    await orm.em.fork().getConnection().execute('truncate throttles');
    accounts = await startTestService('accounts', AccountsModule.forRoot(env, orm, silentLogger()));
    apps = makeWebApps();
    const appAddress = { WEB_PORT: '0', WEB_APPS_DIR: apps.dir };
    // The default settings: no proxy trusted.
    gateway = await startGateway(gatewayEnv(appAddress), silentLogger(), 0);
    web = gateway.webUrl!;
    gatewayTrustingOneProxy = await startGateway(gatewayEnv({ TRUST_PROXY: '127.0.0.1' }), silentLogger(), 0);
    gatewayTrustingOneHop = await startGateway(gatewayEnv({ TRUST_PROXY: '1' }), silentLogger(), 0);
    // A load balancer at 127.0.0.5 in front of the app's address, which the gateway is told to trust.
    gatewayBehindBalancer = await startGateway(
      gatewayEnv({ ...appAddress, TRUST_PROXY: '127.0.0.5' }),
      silentLogger(),
      0,
    );
    webBehindBalancer = gatewayBehindBalancer.webUrl!;
  });

  afterAll(async () => {
    await gatewayBehindBalancer?.close();
    await gatewayTrustingOneHop?.close();
    await gatewayTrustingOneProxy?.close();
    await gateway?.close();
    apps?.remove();
    await accounts?.close();
    await orm?.close();
  });

  it("on the app's address, two clients at different addresses have separate limits", async () => {
    await useUpTries('127.0.0.2', web);
    const refused = await accessTry('127.0.0.2', web, ACCESS_CODE);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Too many attempts. Please wait a minute and try again.',
    });
    // Another person, another address: the right code opens the gate.
    expect((await accessTry('127.0.0.3', web, ACCESS_CODE)).status).toBe(200);
  });

  it('a made-up X-Forwarded-For (or Forwarded, X-Real-IP) does not change the counted address', async () => {
    const spoofed = (i: number) => ({
      'x-forwarded-for': `10.9.8.${i}`,
      forwarded: `for=10.9.7.${i}`,
      'x-real-ip': `10.9.6.${i}`,
    });
    await useUpTries('127.0.0.4', web, spoofed);
    const claims: Record<string, string>[] = [spoofed(99), { 'x-forwarded-for': '127.0.0.3' }, {}];
    for (const headers of claims) {
      expect((await accessTry('127.0.0.4', web, ACCESS_CODE, headers)).status).toBe(429);
    }
    // Naming the refused client's address does not make another client count as it.
    expect((await accessTry('127.0.0.7', web, ACCESS_CODE, { 'x-forwarded-for': '127.0.0.4' })).status).toBe(200);
  });

  it("by default a client on this machine is not a trusted proxy on the gateway's port either", async () => {
    await useUpTries('127.0.0.11', gateway.url, (i) => ({ 'x-forwarded-for': `10.6.0.${i}` }));
    expect((await accessTry('127.0.0.11', gateway.url, ACCESS_CODE, { 'x-forwarded-for': '10.6.0.200' })).status).toBe(
      429,
    );
    expect((await accessTry('127.0.0.11', web, ACCESS_CODE, { 'x-forwarded-for': '10.6.0.201' })).status).toBe(429);
  });

  it('a client calling the gateway directly from an address it does not trust cannot choose its address', async () => {
    await useUpTries('127.0.0.8', gatewayTrustingOneProxy.url, (i) => ({ 'x-forwarded-for': `10.8.0.${i}` }));
    expect(
      (await accessTry('127.0.0.8', gatewayTrustingOneProxy.url, ACCESS_CODE, { 'x-forwarded-for': '10.8.0.200' }))
        .status,
    ).toBe(429);
  });

  it('behind a trusted load balancer, the client address the balancer adds is the one counted', async () => {
    const client = (address: string) => ({ 'x-forwarded-for': address });
    await useUpTries('127.0.0.5', webBehindBalancer, () => client('203.0.113.7'));
    expect((await accessTry('127.0.0.5', webBehindBalancer, ACCESS_CODE, client('203.0.113.7'))).status).toBe(429);
    // The same balancer passing on another client: that client has its own limit.
    expect((await accessTry('127.0.0.5', webBehindBalancer, ACCESS_CODE, client('203.0.113.8'))).status).toBe(200);
    // A client reaching the app's address around the balancer is counted by its own address, whatever it claims.
    expect((await accessTry('127.0.0.9', webBehindBalancer, ACCESS_CODE, client('203.0.113.7'))).status).toBe(200);
  });

  it('with a hop count, the address the last trusted hop added counts, not what the client put before it', async () => {
    await useUpTries('127.0.0.6', gatewayTrustingOneHop.url, (i) => ({
      'x-forwarded-for': `10.7.0.${i}, 198.51.100.2`,
    }));
    expect(
      (
        await accessTry('127.0.0.6', gatewayTrustingOneHop.url, ACCESS_CODE, {
          'x-forwarded-for': '10.7.0.200, 198.51.100.2',
        })
      ).status,
    ).toBe(429);
    expect(
      (await accessTry('127.0.0.6', gatewayTrustingOneHop.url, ACCESS_CODE, { 'x-forwarded-for': '198.51.100.3' }))
        .status,
    ).toBe(200);
  });

  it('the scheme too is believed only from a trusted proxy: no HSTS for a client claiming https over http', async () => {
    const claimsHttps = await requestFrom('127.0.0.10', `${web}/api/config`, {
      method: 'GET',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimsHttps.status).toBe(200);
    expect(claimsHttps.headers['strict-transport-security']).toBeUndefined();
    // The trusted balancer terminated TLS: the gateway hears https and sends HSTS.
    const viaBalancer = await requestFrom('127.0.0.5', `${webBehindBalancer}/api/config`, {
      method: 'GET',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaBalancer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
