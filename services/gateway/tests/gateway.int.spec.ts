import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SUBJECTS } from '@leadgen/contracts';
import { createHealthController, rpcError } from '@leadgen/service-kit';
import { startTestService, silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import jwt from 'jsonwebtoken';
import { LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts, statusOf } from '@leadgen/test-kit';

// Read when the suite starts: each suite gets its own NATS server (tools/jest/suite-nats.mjs).
const gatewayEnv = () =>
  GatewayEnvSchema.parse({
    NATS_URL: testNatsUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    BODY_LIMIT: '16kb',
    NODE_ENV: 'test',
  });

/** A diagnostics build whose checklist is not built yet: it answers the checklist with 501 naming it. */
@Controller()
class ChecklistNotYetBuilt {
  @MessagePattern(SUBJECTS.diagnostics.checklist)
  analyze(): never {
    throw rpcError('NOT_IMPLEMENTED', 'Website diagnostic checklist is not yet available.');
  }
}

@Module({ controllers: [createHealthController('diagnostics'), ChecklistNotYetBuilt] })
class DiagnosticsNotYetBuilt {}

/** The user and session of a rep signed in through the real accounts service (set before the tests). */
let session: { user_id: string; sid: string; email: string };

/** A token of that session, signed here so a test can vary its key, expiry or claims. */
function token(claims: object = {}, secret = TEST_JWT_SECRET, expiresIn = 3600) {
  return jwt.sign({ ...session, first_name: 'Rae', last_name: 'Rep', ...claims }, secret, {
    expiresIn,
  });
}

describe('gateway over NATS', () => {
  let gateway: RunningGateway;
  let leads: INestMicroservice | undefined;
  let diagnostics: INestMicroservice;
  let nc: NatsConnection;
  let accounts: RunningAccounts;
  /** The outside world leads searches, played in-process: leads starts only with a source of places. */
  let simulator: Simulator;
  let simulatorDir: string;

  const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(gateway.url + path, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}`, ...init.headers },
    });
  const api = () => gatewayClient(gateway.url, token());

  beforeAll(async () => {
    simulatorDir = mkdtempSync(path.join(tmpdir(), 'gateway-simulator-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: simulatorDir });
    gateway = await startGateway(gatewayEnv(), silentLogger(), 0);
    accounts = await startAccounts();
    const { token: signedIn } = await accounts.signIn(gateway.url, 'rep@example.com');
    const { user_id, sid, email } = jwt.decode(signedIn) as typeof session;
    session = { user_id, sid, email };
    diagnostics = await startTestService('diagnostics', DiagnosticsNotYetBuilt);
    nc = await connect({ servers: testNatsUrl() });
  });

  afterAll(async () => {
    await leads?.close();
    await diagnostics.close();
    await nc.close();
    await gateway.close();
    await accounts?.close();
    await simulator?.close();
    rmSync(simulatorDir, { recursive: true, force: true });
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await call('/api/leads/search', { method: 'POST', body: '{"city": "Austin",' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'MALFORMED_JSON', error: 'The request body is not valid JSON.' });
  });

  it('answers wrong types with 400 and a message per field', async () => {
    const res = await call('/api/leads/search', { method: 'POST', body: JSON.stringify({ city: 42, limit: 'many' }) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['city', 'limit']));
  });

  it('answers a missing required field with its own message', async () => {
    const res = await settle(api().call('leadSearch', { city: '   ' }));
    expect(res.status).toBe(400);
    expect(res.body.fields!.city).toEqual(['City is required']);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await call('/api/leads/search', { method: 'POST', body: JSON.stringify({ city: 'x'.repeat(20_000) }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a JSON body that is not an object', async () => {
    const res = await call('/api/leads/search', { method: 'POST', body: '[1,2]' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('BAD_REQUEST');
  });

  it('requires a session token on signed-in routes', async () => {
    const missing = await fetch(gateway.url + '/api/stats');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'UNAUTHORIZED', error: 'Please sign in to continue.' });

    const forged = await call('/api/stats', {
      headers: { authorization: `Bearer ${token({}, 'another-secret-of-at-least-32-chars!!')}` },
    });
    expect(forged.status).toBe(401);
    expect((await forged.json()).error).toBe('Your session is not valid. Please sign in again.');

    const expired = await call('/api/stats', {
      headers: { authorization: `Bearer ${token({}, TEST_JWT_SECRET, -10)}` },
    });
    expect(expired.status).toBe(401);
    expect((await expired.json()).error).toBe('Your session has expired. Please sign in again.');

    const garbage = await call('/api/stats', { headers: { authorization: 'Bearer not-a-token' } });
    expect(garbage.status).toBe(401);
  });

  it('refuses a token it accepted a moment ago once the token has expired', async () => {
    const shortLived = gatewayClient(gateway.url, token({}, TEST_JWT_SECRET, 2));
    expect(await statusOf(shortLived.call('stats'))).toBe(200);
    expect(await statusOf(shortLived.call('stats'))).toBe(200);
    await new Promise((r) => setTimeout(r, 2600));
    const late = await settle(shortLived.call('stats'));
    expect(late.status).toBe(401);
    expect(late.body.error).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a token whose claims lack the user', async () => {
    const noUser = jwt.sign({ email: 'x@example.com' }, TEST_JWT_SECRET, { expiresIn: 60 });
    expect(await statusOf(gatewayClient(gateway.url, noUser).call('stats'))).toBe(401);
  });

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    const unknown = await call('/api/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const outside = await call('/nothing-here');
    expect(outside.status).toBe(404);
    expect((await outside.json()).code).toBe('NOT_FOUND');
    const wrongMethod = await call('/api/leads/search');
    expect(wrongMethod.status).toBe(405);
  });

  it('answers 503 at once when the service for a route is not running', async () => {
    const started = Date.now();
    const res = await settle(api().call('urlPitch', { website_url: 'https://restaurant.example' }));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // Well inside the route's 60 s limit: no responders is known immediately.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 504 when the service never answers', async () => {
    const sub = nc.subscribe(SUBJECTS.leads.cuisineTypes); // takes requests, never replies
    await nc.flush(); // the server knows the subscriber before the gateway asks
    try {
      const res = await settle(api().call('cuisineTypes'));
      expect(res.status).toBe(504);
      expect(res.body).toMatchObject({ code: 'TIMEOUT' });
    } finally {
      sub.unsubscribe();
    }
  }, 15_000);

  it('answers 502 when a service replies outside its contract', async () => {
    const sub = nc.subscribe(SUBJECTS.leads.cuisineTypes, {
      callback: (_err, msg) => {
        const { id } = msg.json<{ id: string }>();
        msg.respond(JSON.stringify({ id, isDisposed: true, response: { cuisines: 'not the contract' } }));
      },
    });
    await nc.flush();
    try {
      const res = await settle(api().call('cuisineTypes'));
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({
        code: 'UPSTREAM_FAILED',
        error: 'Cuisine catalogue answered with an unexpected response.',
      });
    } finally {
      sub.unsubscribe();
    }
  });

  it('answers 501 naming a capability not yet built, with a request id', async () => {
    const res = await call('/api/diagnostic-analysis', {
      method: 'POST',
      body: JSON.stringify({ website_url: 'https://restaurant.example', use_gpt: false }),
    });
    expect(res.status).toBe(501);
    const body = await res.json();
    expect(body).toMatchObject({
      code: 'NOT_IMPLEMENTED',
      error: 'Website diagnostic checklist is not yet available.',
    });
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('keeps serving when a service dies, and reports it in /api/stats', async () => {
    leads = await startLeadsService(
      LeadsEnvSchema.parse({ ...simulator.settings, NATS_URL: testNatsUrl(), NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    );
    let stats = await api().call('stats');
    expect(stats.system.components.leads).toBe(true);
    expect(stats.system.components.diagnostics).toBe(true);
    expect(stats.system.components.nats).toBe(true);
    expect(stats.system.status).toBe('degraded'); // analysis is not running

    await leads.close();
    leads = undefined;
    await new Promise((r) => setTimeout(r, 1100)); // stats are cached for a second
    expect(await statusOf(api().call('leadSearch', { city: 'Austin' }))).toBe(503);
    stats = await api().call('stats');
    expect(stats.system.components.leads).toBe(false);
    expect((await fetch(gateway.url + '/healthz')).status).toBe(200);
  });

  it('serves config without a token, and health, readiness, metrics and docs', async () => {
    const config = await gatewayClient(gateway.url).call('config');
    expect(config).toEqual({ demo_mode: true, version: expect.any(String), mailbox_url: null, language_model: false });
    // Analysis does not run in this suite: not ready, and the body says which part is missing.
    const ready = await fetch(gateway.url + '/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'not ready',
      components: { nats: true, diagnostics: true, analysis: false },
    });
    const metrics = await (await fetch(gateway.url + '/metrics')).text();
    expect(metrics).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/leads/search"',
    );
    expect(metrics).toMatch(/http_requests_total\{method="GET",route="\/api\/stats",status="401"\} \d+/);
    const doc = await (await fetch(gateway.url + '/api/docs/openapi.json')).json();
    expect(doc.paths['/api/leads/search'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/auth/signin'].post['x-nats-subject']).toBe(SUBJECTS.accounts.signin);
    const ui = await fetch(gateway.url + '/api/docs');
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('sends security headers and echoes a caller-supplied request id', async () => {
    const res = await fetch(gateway.url + '/api/config', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
