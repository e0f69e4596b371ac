import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { DEMO_SITE_OFF_MESSAGE, SUBJECTS, type Lead } from '@leadgen/contracts';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { DEMO_WORLD_DOWN } from '@leadgen/site-reader';
import { AnalysisEnvSchema, AnalysisModule } from '@leadgen/analysis/testing';
import { DiagnosticsEnvSchema, DiagnosticsModule, openDatabase } from '@leadgen/diagnostics/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { demoSiteHosts, demoSiteTruth, LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';

/**
 * The demo world end to end: the real leads service answers `leads.demo-site-page` from its demo
 * data, and the analysis and diagnostics services read demo leads' websites through it, behind
 * the gateway. No user-supplied address reaches this machine's loopback through that path.
 */
describe('demo websites read through the leads service', () => {
  let gateway: RunningGateway;
  let leads: INestMicroservice | undefined;
  let analysis: INestMicroservice | undefined;
  let diagnostics: INestMicroservice | undefined;
  let orm: MikroORM;
  let nc: NatsConnection;
  /** A local server that must never be reached: it records every request it gets. */
  let canary: Server;
  const canaryHits: string[] = [];
  let canaryPort = 0;
  let accounts: RunningAccounts;
  let token: string;
  const rep = () => gatewayClient(gateway.url, token);
  const pitch = (website_url: string) => settle(rep().call('urlPitch', { website_url }));
  const diagnose = (website_url: string) => settle(rep().call('checklist', { website_url, use_gpt: false }));

  const startReaders = async (extra: Record<string, string> = {}) => {
    const base = {
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SITE_FETCH_TIMEOUT_MS: '2500',
      ...extra,
    };
    analysis = await startTestService(
      'analysis',
      AnalysisModule.forRoot(AnalysisEnvSchema.parse(base), silentLogger()),
    );
    diagnostics = await startTestService(
      'diagnostics',
      DiagnosticsModule.forRoot(
        DiagnosticsEnvSchema.parse({ ...base, DIAGNOSTICS_RECORD_USAGE: 'false' }),
        orm,
        silentLogger(),
      ),
    );
  };
  const stopReaders = async () => {
    await analysis?.close();
    await diagnostics?.close();
    analysis = diagnostics = undefined;
  };
  const startLeads = async () => {
    leads = await startLeadsService(
      LeadsEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        LEADS_RECORD_USAGE: 'false',
      }),
    );
  };

  beforeAll(async () => {
    canary = createServer((req: IncomingMessage, res) => {
      canaryHits.push(`${req.method} ${req.headers.host}${req.url}`);
      res.end('<html><body>canary</body></html>');
    });
    await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
    canaryPort = (canary.address() as AddressInfo).port;
    // The recorder works: a direct request is seen (every test below expects none).
    await fetch(`http://127.0.0.1:${canaryPort}/probe`).then((r) => r.text());
    expect(canaryHits).toEqual([`GET 127.0.0.1:${canaryPort}/probe`]);
    gateway = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        EXPENSIVE_RATE_PER_MINUTE: '100000',
      }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    token = (await accounts.signIn(gateway.url)).token;
    orm = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
    nc = await connect({ servers: testNatsUrl() });
    await startLeads();
  }, 60_000);

  afterAll(async () => {
    await stopReaders();
    await leads?.close();
    await orm?.close();
    await nc?.close();
    await gateway?.close();
    await accounts?.close();
    await new Promise((r) => canary.close(r));
  });

  beforeEach(() => {
    canaryHits.length = 0;
  });

  describe('in demo mode', () => {
    let lead: Lead;
    beforeAll(async () => {
      await startReaders();
      const found = await rep().call('leadSearch', { city: 'Austin', state: 'TX', limit: 50 });
      // A single restaurant whose site answers normally (chains share one site across locations).
      lead = found.leads.find((l) => {
        const truth = l.website ? demoSiteTruth(l.website) : null;
        return truth?.behaviour === 'normal' && !truth.chain;
      })!;
      expect(lead).toBeDefined();
    }, 60_000);
    afterAll(stopReaders);

    it("URL Pitch on a demo lead's address reads its demo website", async () => {
      const { status, body } = await pitch(lead.website!);
      expect(status).toBe(200);
      const truth = demoSiteTruth(lead.website!)!;
      expect(body.pages_read!.length).toBeGreaterThan(1);
      for (const page of body.pages_read!) expect(new URL(page).hostname).toBe(truth.host);
      expect(body.restaurant_data.name).toBe(truth.name);
    });

    it("the diagnostic checklist on a demo lead's site grades it, with the lead's own Google data and competition from its city", async () => {
      const { status, body } = await diagnose(lead.website!);
      expect(status).toBe(200);
      const truth = demoSiteTruth(lead.website!)!;
      expect(body.site!.status).toBe('read');
      expect(body.site!.pages_read.length).toBeGreaterThan(1);
      expect(body.website_analysis.platform_id).toBe(truth.platform);
      expect(body.website_analysis.quality_status).toBe('graded');
      expect(body.google_data).toMatchObject({
        status: 'found',
        rating: lead.google_rating,
        review_count: lead.review_count,
        matched_name: lead.name,
      });
      expect(body.nearby_competition.length).toBeGreaterThan(0);
      for (const c of body.nearby_competition) expect(c.address).toMatch(/, Austin, TX \d{5}$/);
      expect(body.nearby_competition.map((c) => c.name)).not.toContain(lead.name);
    });

    it('a demo site that blocks bots or never answers is inconclusive, not graded low', async () => {
      const hosts = demoSiteHosts(3000).map((h) => demoSiteTruth(h)!);
      for (const behaviour of ['blocked', 'slow', 'script_shell'] as const) {
        const site = hosts.find((t) => t.behaviour === behaviour)!;
        const { status, body } = await diagnose(site.listing_url);
        expect({ behaviour, status }).toEqual({ behaviour, status: 200 });
        expect(body.website_analysis).toMatchObject({ quality_status: 'inconclusive', quality_score: null });
        expect(body.site!.reason).toMatch(
          behaviour === 'blocked' ? /403/ : behaviour === 'slow' ? /took too long/ : /JavaScript/,
        );
      }
    }, 30_000);

    it('an address on a demo domain that no demo site has could not be found', async () => {
      const { status, body } = await pitch('https://no-such-restaurant-anywhere.example.com/');
      expect(status).toBe(502);
      expect(body.error).toMatch(/The website address could not be found\.$/);
    });

    it('no address reaches loopback through the demo path', async () => {
      for (const url of [
        `http://127.0.0.1.example.com:${canaryPort}/`,
        `http://localhost.example.net:${canaryPort}/`,
      ]) {
        const { status, body } = await pitch(url);
        expect({ url, status, error: body.error }).toEqual({
          url,
          status: 502,
          error: expect.stringMatching(/could not be found/),
        });
        expect((await diagnose(url)).status).toBe(502);
      }
      for (const url of [
        `http://example.com@127.0.0.1:${canaryPort}/`,
        `http://127.0.0.1:${canaryPort}/#.example.com`,
        `http://127.0.0.1:${canaryPort}/?site=lola.example.net`,
      ]) {
        expect({ url, status: (await pitch(url)).status }).toEqual({ url, status: 400 });
        expect({ url, status: (await diagnose(url)).status }).toEqual({ url, status: 400 });
      }
      expect(canaryHits).toEqual([]);
    });
  });

  describe('when the demo world answers what it must not', () => {
    let hostile: Subscription;
    beforeAll(async () => {
      await leads?.close();
      leads = undefined;
      await startReaders();
      // Stands in for a broken or compromised demo world: every demo page redirects to this machine.
      const targets: Record<string, string> = {
        'trap.example.com': `http://127.0.0.1:${canaryPort}/`,
        'trap-localhost.example.com': `http://localhost:${canaryPort}/`,
        'trap-v6.example.com': `http://[::1]:${canaryPort}/`,
        'trap-mapped.example.com': `http://[::ffff:127.0.0.1]:${canaryPort}/`,
      };
      hostile = nc.subscribe(SUBJECTS.leads.demoSitePage, {
        callback: (_err, msg) => {
          const packet = JSON.parse(new TextDecoder().decode(msg.data)) as {
            id: string;
            data: { body: { url: string } };
          };
          const host = new URL(packet.data.body.url).hostname;
          const response = {
            found: true,
            status: 302,
            content_type: 'text/html',
            location: targets[host] ?? 'not a url at all',
            body: '',
            delay_ms: 0,
          };
          msg.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
        },
      });
      await nc.flush();
    });
    afterAll(async () => {
      hostile?.unsubscribe();
      await stopReaders();
      await startLeads();
    });

    it.each(['trap.example.com', 'trap-localhost.example.com', 'trap-v6.example.com', 'trap-mapped.example.com'])(
      'a demo page redirecting to loopback (%s) is refused as a private address and loopback sees no request',
      async (host) => {
        for (const call of [pitch, diagnose]) {
          const { status, body } = await call(`https://${host}/`);
          expect({ status, error: body.error }).toEqual({
            status: 400,
            error: expect.stringMatching(/private network/),
          });
        }
        expect(canaryHits).toEqual([]);
      },
    );

    it('a demo world that is not running is a clear error, never a crash', async () => {
      hostile.unsubscribe();
      await nc.flush();
      const { status, body } = await pitch('https://lola.example.net/');
      expect(status).toBe(502);
      expect(body.error).toBe(`Could not read https://lola.example.net/: ${DEMO_WORLD_DOWN}`);
      const diag = await diagnose('https://lola.example.net/');
      expect(diag.status).toBe(200);
      expect(diag.body.site!.reason).toContain(DEMO_WORLD_DOWN.replace(/\.$/, ''));
      expect(diag.body.website_analysis.quality_status).toBe('inconclusive');
    });
  });

  describe('with demo mode off', () => {
    beforeAll(() => startReaders({ DEMO_MODE: 'false' }));
    afterAll(stopReaders);

    it("a demo lead's address is refused at once with the demo-mode message", async () => {
      const host = demoSiteHosts(1)[0]!;
      for (const call of [pitch, diagnose]) {
        const { status, body } = await call(`https://${host}/`);
        expect({ status, error: body.error }).toEqual({
          status: 400,
          error: `Could not read https://${host}/: ${DEMO_SITE_OFF_MESSAGE}`,
        });
      }
    });
  });
});
