import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';

const gatewayEnv = (extra: Record<string, string>) =>
  GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test', ...extra });

describe('gateway: HSTS only over https', () => {
  let trusting: RunningGateway;
  let direct: RunningGateway;

  beforeAll(async () => {
    // Behind a TLS-terminating proxy the gateway learns the scheme from X-Forwarded-Proto; the
    // test calls from this machine, the hop this gateway is told to trust.
    trusting = await startGateway(gatewayEnv({ TRUST_PROXY: 'loopback' }), silentLogger(), 0);
    // The default settings: no proxy trusted, as when browsers connect directly.
    direct = await startGateway(gatewayEnv({}), silentLogger(), 0);
  });

  afterAll(async () => {
    await trusting?.close();
    await direct?.close();
  });

  const hsts = async (gateway: RunningGateway, headers: Record<string, string> = {}) =>
    (await fetch(gateway.url + '/api/config', { headers })).headers.get('strict-transport-security');

  it('sends no HSTS over plain http', async () => {
    expect(await hsts(trusting)).toBeNull();
    expect(await hsts(trusting, { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hsts(direct)).toBeNull();
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    expect(await hsts(trusting, { 'x-forwarded-proto': 'https' })).toMatch(/^max-age=\d+; includeSubDomains$/);
    const docs = await fetch(trusting.url + '/api/docs/openapi.json', { headers: { 'x-forwarded-proto': 'https' } });
    expect(docs.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('ignores X-Forwarded-Proto from a caller it does not trust', async () => {
    expect(await hsts(direct, { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('keeps the other security headers on every answer', async () => {
    const res = await fetch(direct.url + '/api/config');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
