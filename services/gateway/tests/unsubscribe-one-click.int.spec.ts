import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, startGateway, type RunningGateway } from '@leadgen/gateway/testing';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The unsubscribe link's POST through the real gateway over real NATS, signed out: the one-click
 * form a mail provider sends (RFC 8058), JSON and no body all pass the gateway to the outreach
 * service (here not running, so the gateway says it is unavailable, never that the body is bad);
 * a form sent to any other route is refused as no JSON object.
 */
describe('gateway: one-click unsubscribe', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        BODY_LIMIT: '4kb',
      }),
      silentLogger(),
      0,
    );
  }, 30_000);

  afterAll(() => gateway?.close());

  const unsubscribe = (init: RequestInit) =>
    fetch(`${gateway.url}/api/unsubscribe/tok_${'a'.repeat(22)}`, { method: 'POST', ...init });

  it('takes the one-click form, JSON and an empty body without sign-in', async () => {
    for (const res of [
      await unsubscribe({ headers: FORM, body: 'List-Unsubscribe=One-Click' }),
      await unsubscribe({ headers: { 'content-type': 'application/json' }, body: '{}' }),
      await unsubscribe({}),
    ]) {
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
  });

  it('keeps the body limit on the form', async () => {
    const res = await unsubscribe({ headers: FORM, body: `List-Unsubscribe=${'x'.repeat(8 * 1024)}` });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a form on any other route', async () => {
    const res = await fetch(`${gateway.url}/api/auth/signin`, {
      method: 'POST',
      headers: FORM,
      body: 'email=ana%40example.com&password=secret-secret',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'The request body must be a JSON object.' });
  });
});
