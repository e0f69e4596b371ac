import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { makeWebApps, rawExchange } from '@leadgen/test-kit';

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

/** What bypasses Express and Nest still answers in the envelope; /metrics only to the metrics token when one is set. */
describe('gateway: envelopes for what Node answers itself, HEAD, and the metrics token', () => {
  let gateway: RunningGateway;
  const apps = makeWebApps();
  /** Both ports: the gateway's own, and the app's address where browsers connect. */
  const ports = (): [string, string][] => [
    ["the gateway's port", gateway.url],
    ["the app's address", gateway.webUrl!],
  ];

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        METRICS_TOKEN,
        WEB_PORT: '0',
        WEB_APPS_DIR: apps.dir,
      }),
      silentLogger(),
      0,
    );
  });

  afterAll(async () => {
    await gateway?.close();
    apps.remove();
  });

  it.each([
    [
      'a malformed Content-Length',
      400,
      'BAD_REQUEST',
      'POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 12abc\r\n\r\n{}',
    ],
    [
      'two different Content-Lengths',
      400,
      'BAD_REQUEST',
      'POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    ],
    ['a broken request line', 400, 'BAD_REQUEST', 'GET /api/config HTTP/1.x\r\nHost: x\r\n\r\n'],
    ['bytes that are not HTTP', 400, 'BAD_REQUEST', '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\r\n\r\n'],
    ['an unknown method', 501, 'NOT_IMPLEMENTED', 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n'],
    [
      'headers over the limit',
      431,
      'HEADERS_TOO_LARGE',
      `GET /api/config HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
  ])('answers %s with %i %s in the envelope, then closes, on both ports', async (_label, status, code, request) => {
    for (const [port, base] of ports()) {
      const res = await rawExchange(base, request);
      expect([port, res.status]).toEqual([port, status]);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.connection).toBe('close');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      expect(JSON.parse(res.body)).toEqual({ success: false, code, error: expect.any(String) });
    }
  });

  it('names the unknown method', async () => {
    for (const [port, base] of ports()) {
      const res = await rawExchange(base, 'FOO /api/config HTTP/1.1\r\nHost: x\r\n\r\n');
      expect([port, JSON.parse(res.body).error]).toEqual([port, 'The method FOO is not supported.']);
    }
  });

  it('answers HEAD on a POST route with 405, Allow, and the headers the envelope would travel with, on both ports', async () => {
    for (const [port, base] of ports()) {
      const res = await rawExchange(base, 'HEAD /api/auth/signin HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect([port, res.status]).toEqual([port, 405]);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      expect(res.body).toBe('');
      const get = await fetch(base + '/api/auth/signin');
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      expect(await get.json()).toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        error: 'GET is not supported on /api/auth/signin.',
      });
    }
  });

  it('serves /metrics only with the metrics token when one is set', async () => {
    const without = await fetch(gateway.url + '/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await without.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      error: expect.stringContaining('metrics token'),
    });
    const wrong = await fetch(gateway.url + '/metrics', {
      headers: { authorization: 'Bearer not-the-token-at-all-000' },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(gateway.url + '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_requests_total');
    // Never on the app's address, whatever the caller holds.
    const onAppAddress = await fetch(gateway.webUrl + '/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(onAppAddress.status).toBe(404);
    expect(await onAppAddress.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a metrics token too short to guard anything', () => {
    expect(
      GatewayEnvSchema.safeParse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, METRICS_TOKEN: 'short' })
        .success,
    ).toBe(false);
    expect(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, METRICS_TOKEN: '' }).METRICS_TOKEN,
    ).toBeUndefined();
  });
});
