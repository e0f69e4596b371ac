import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, startGateway, type RunningGateway } from '@leadgen/gateway/testing';

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

/** /metrics on the gateway's own port: who may read it, by mode and by whether METRICS_TOKEN is set. */
describe('gateway: /metrics without a metrics token', () => {
  const running: RunningGateway[] = [];
  const start = async (env: Record<string, string>) => {
    const gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, ...env }),
      silentLogger(),
      0,
    );
    running.push(gateway);
    return gateway;
  };

  afterAll(async () => {
    await Promise.all(running.map((g) => g.close()));
  });

  it('is closed in production when METRICS_TOKEN is unset: 403 in the envelope, whatever is sent', async () => {
    const gateway = await start({ NODE_ENV: 'production' });
    const asked: Record<string, string>[] = [{}, { authorization: 'Bearer anything-at-all-0123456789' }];
    for (const headers of asked) {
      const res = await fetch(gateway.url + '/metrics', { headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        code: 'FORBIDDEN',
        error: 'Metrics are closed: set METRICS_TOKEN on the gateway, then send it as a Bearer token.',
      });
    }
    // The health checks stay open for the platform's probes.
    expect((await fetch(gateway.url + '/healthz')).status).toBe(200);
  });

  it('answers in production only to the token once METRICS_TOKEN is set', async () => {
    const gateway = await start({ NODE_ENV: 'production', METRICS_TOKEN });
    expect((await fetch(gateway.url + '/metrics')).status).toBe(401);
    const right = await fetch(gateway.url + '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_requests_total');
  });

  it.each(['development', 'test'])('stays open in %s, as the local default', async (mode) => {
    const gateway = await start({ NODE_ENV: mode });
    const res = await fetch(gateway.url + '/metrics');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_requests_total');
  });
});
