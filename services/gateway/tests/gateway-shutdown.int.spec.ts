import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, type ApiClient } from '@leadgen/contracts';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts, statusOf } from '@leadgen/test-kit';

/** The real accounts service for the suite: reps sign in through the gateway under test. */
let accounts: RunningAccounts;
beforeAll(async () => {
  accounts = await startAccounts();
});
afterAll(() => accounts?.close());

describe('gateway shutdown', () => {
  let nc: NatsConnection;

  beforeAll(async () => {
    nc = await connect({ servers: testNatsUrl() });
  });
  afterAll(() => nc.close());

  it('lets a request in flight finish, then stops taking connections', async () => {
    // A slow responder speaking the service wire format: { id, response, isDisposed }.
    const sub = nc.subscribe(SUBJECTS.leads.cuisineTypes, {
      callback: (_err, msg) => {
        const { id } = msg.json<{ id: string }>();
        setTimeout(
          () => msg.respond(JSON.stringify({ id, isDisposed: true, response: { base_cuisines_with_names: [] } })),
          700,
        );
      },
    });
    const env = GatewayEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      SHUTDOWN_GRACE_MS: '5000',
    });
    const gateway = await startGateway(env, silentLogger(), 0);
    const { token } = await accounts.signIn(gateway.url);
    const inFlight = settle(gatewayClient(gateway.url, token).call('cuisineTypes'));
    await new Promise((r) => setTimeout(r, 150));
    const closed = gateway.close();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ base_cuisines_with_names: [] });
    await closed;
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
    sub.unsubscribe();
  });
});

describe('gateway CORS', () => {
  it('answers preflights for configured origins only', async () => {
    const env = GatewayEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      CORS_ORIGINS: 'https://app.example.com',
    });
    const gateway = await startGateway(env, silentLogger(), 0);
    try {
      const preflight = (origin: string) =>
        fetch(`${gateway.url}/api/leads/search`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type,authorization',
          },
        });
      const allowed = await preflight('https://app.example.com');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const other = await preflight('https://evil.example.net');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await gateway.close();
    }
  });
});

describe('gateway limits on expensive routes', () => {
  it('counts each user separately and answers 429 in the envelope past the limit', async () => {
    const env = GatewayEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      EXPENSIVE_RATE_PER_MINUTE: '2',
    });
    const gateway = await startGateway(env, silentLogger(), 0);
    const as = async (user: string) =>
      gatewayClient(gateway.url, (await accounts.signIn(gateway.url, `${user}-${Date.now()}@example.com`)).token);
    const search = (user: ApiClient) => settle(user.call('leadSearch', { city: 'Austin' }));
    try {
      const a = await as('user-a');
      expect((await search(a)).status).not.toBe(429);
      expect((await search(a)).status).not.toBe(429);
      const third = await search(a);
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({
        code: 'RATE_LIMITED',
        error: 'Too many requests. Please wait a minute and try again.',
      });
      expect((await search(await as('user-b'))).status).not.toBe(429);
      // Cheap routes are not counted.
      expect(await statusOf(a.call('stats'))).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
