import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { startAccounts, type RunningAccounts, rawExchange } from '@leadgen/test-kit';
import { GatewayEnvSchema, startGateway, type RunningGateway } from '@leadgen/gateway/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';

/** The gateway's default body limit (BODY_LIMIT=1mb). */
const BODY_LIMIT = 1024 * 1024;
const DEEP_MESSAGE = 'The request body is nested too deeply (at most 64 levels).';

/** `{"a":{"a":...{}}}`, `levels` objects deep. */
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

/**
 * Requests shaped oddly (nested thousands deep, just under the body limit, sent without a body,
 * with a path no page has), through the real gateway over real NATS to the real services: each
 * answers a truthful status in the envelope, never a 500 or a 503 that no retry can fix.
 */
describe('gateway: odd requests', () => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let leads: INestMicroservice;
  let simulator: Simulator;
  let token: string;

  const post = (path: string, body: string, auth = token) =>
    fetch(gateway.url + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
      body,
    });

  beforeAll(async () => {
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: mkdtempSync(path.join(tmpdir(), 'odd-')) });
    gateway = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        SIMULATED_SITES_URL: simulator.url,
      }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    leads = await startLeadsService(
      LeadsEnvSchema.parse({ ...simulator.settings, NATS_URL: testNatsUrl(), NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    );
    token = (await accounts.signIn(gateway.url)).token;
  }, 60_000);

  afterAll(async () => {
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await simulator?.close();
  });

  describe('JSON nested deeper than 64 levels', () => {
    it.each([
      ['objects 10,000 deep', nested(10_000)],
      ['arrays 100,000 deep inside an object', `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`],
      ['65 levels', nested(65)],
    ])('answers %s with 400 and says why', async (_label, body) => {
      for (const path of ['/api/lists', '/api/auth/signin']) {
        const res = await post(path, body);
        expect([path, res.status]).toEqual([path, 400]);
        expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', error: DEEP_MESSAGE });
      }
    });

    it('reads 64 levels as any body (here refused for what it holds, not for its depth)', async () => {
      const res = await post('/api/lists', `{"name":"Deep","extra":${nested(63)}}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { '(body)': expect.any(Array) } });
    });

    it('does not count brackets inside text', async () => {
      const res = await post('/api/lists', JSON.stringify({ name: '[[[[' + '{'.repeat(50) }));
      expect(res.status).toBe(200);
    });
  });

  describe('a lone UTF-16 surrogate is refused wherever it is sent, naming the field', () => {
    it('in a sign-in, before any service sees it', async () => {
      const res = await post('/api/auth/signin', '{"email":"rep\\udbff@example.com","password":"pw"}', '');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        error: 'Invalid request: email: Email contains a lone UTF-16 surrogate, which is not valid text.',
        fields: { email: ['Email contains a lone UTF-16 surrogate, which is not valid text.'] },
      });
    });
  });

  describe('a body the gateway cannot carry to the service', () => {
    /** A search's CSV export whose one lead's name fills the body to `bytes`. */
    const exportOf = (bytes: number) => {
      const lead = {
        name: '',
        fit_decision: 'good_fit',
        fit_score: 80,
        cuisine_type: 'italian',
        address: '1 Main St',
        google_rating: 4.5,
        review_count: 10,
        location_count: 1,
        phone: null,
        website: null,
      };
      const empty = JSON.stringify({ leads: [lead] }).length;
      return JSON.stringify({ leads: [{ ...lead, name: 'n'.repeat(bytes - empty) }] });
    };

    it('answers a body just under the limit with 413, not 503 (no retry could carry it)', async () => {
      const body = exportOf(BODY_LIMIT - 100);
      expect(body.length).toBe(BODY_LIMIT - 100);
      const res = await post('/api/leads/export', body);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large.' });
    });

    it('answers a body over the limit with the same 413 as before', async () => {
      const res = await post('/api/leads/export', exportOf(BODY_LIMIT + 1));
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large.' });
    });

    it('still carries a large body that fits', async () => {
      const res = await post('/api/leads/export', exportOf(900 * 1024));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
    });
  });

  describe('a route that takes no body', () => {
    const signOut = (sessionToken: string, headers: string) =>
      rawExchange(
        gateway.url,
        `POST /api/auth/signout HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer ${sessionToken}\r\n${headers}\r\n`,
      );
    /** The session's status on a call that needs it, once the sign-out has reached the gateway (within a second). */
    const statusAfterSignOut = async (sessionToken: string) => {
      let status = 0;
      for (let i = 0; i < 20 && status !== 401; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 100));
        status = (await fetch(gateway.url + '/api/lists', { headers: { authorization: `Bearer ${sessionToken}` } }))
          .status;
      }
      return status;
    };

    it.each([
      ['without a body, as curl -X POST sends it', ''],
      ['with an empty body and no content type', 'Content-Length: 0\r\n'],
      ['with an empty JSON body', 'Content-Type: application/json\r\nContent-Length: 0\r\n'],
    ])('accepts a sign-out %s, and the session ends', async (_label, headers) => {
      const rep = await accounts.signIn(gateway.url);
      const res = await signOut(rep.token, headers);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ success: true });
      expect(await statusAfterSignOut(rep.token)).toBe(401);
    });

    it('while a route that needs a body still says so when it has none', async () => {
      const res = await rawExchange(
        gateway.url,
        'POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({
        code: 'BAD_REQUEST',
        error: 'The request body must be a JSON object.',
      });
    });
  });

  describe("a demo site's page with a very long address", () => {
    it("answers 404 in the product's words, naming nothing internal", async () => {
      const res = await fetch(`${gateway.url}/demo-sites/casa-demo-austin.example.net/${'menu/'.repeat(600)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        code: 'NOT_FOUND',
        error: 'There is no demo website at this address.',
      });
    });

    it('while an ordinary unknown page of a demo site answers as before', async () => {
      const res = await fetch(`${gateway.url}/demo-sites/casa-demo-austin.example.net/no-such-page/`);
      expect(res.status).toBe(404);
    });
  });
});
