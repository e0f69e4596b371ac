import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { Lead } from '@leadgen/contracts';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { PROXY_DOWN_MESSAGE, PROXY_REFUSED_MESSAGE } from '@leadgen/site-reader';
import { AnalysisEnvSchema, AnalysisModule } from '@leadgen/analysis/testing';
import { DiagnosticsEnvSchema, DiagnosticsModule, openDatabase } from '@leadgen/diagnostics/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { demoSiteHosts, demoSiteTruth, type Simulator, startSimulator } from '@leadgen/simulator/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';

/**
 * The simulated world end to end, through the production code only: the leads service finds
 * simulated restaurants through its Google provider, and the analysis and diagnostics services
 * read their websites through the outbound proxy the simulator plays, behind the gateway. No
 * user-supplied address reaches this machine's loopback through that path, whatever the proxy says.
 */
describe('simulated websites read through the outbound proxy', () => {
  let simulator: Simulator;
  let dataDir: string;
  let gateway: RunningGateway;
  let leads: INestMicroservice | undefined;
  let analysis: INestMicroservice | undefined;
  let diagnostics: INestMicroservice | undefined;
  let orm: MikroORM;
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
      SITE_PROXY_URL: simulator.settings.SITE_PROXY_URL,
      SITE_PROXY_CA_FILE: simulator.settings.SITE_PROXY_CA_FILE,
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
        ...simulator.settings,
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
    dataDir = mkdtempSync(path.join(tmpdir(), 'simulated-sites-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir });
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
    await startLeads();
  }, 60_000);

  afterAll(async () => {
    await stopReaders();
    await leads?.close();
    await orm?.close();
    await gateway?.close();
    await accounts?.close();
    await simulator?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await new Promise((r) => canary.close(r));
  });

  beforeEach(() => {
    canaryHits.length = 0;
  });

  describe('through the simulator', () => {
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

    it("URL Pitch on a simulated lead's address reads its website", async () => {
      const { status, body } = await pitch(lead.website!);
      expect(status).toBe(200);
      const truth = demoSiteTruth(lead.website!)!;
      expect(body.pages_read!.length).toBeGreaterThan(1);
      for (const page of body.pages_read!) expect(new URL(page).hostname).toBe(truth.host);
      expect(body.restaurant_data.name).toBe(truth.name);
    });

    it("the diagnostic checklist on a simulated lead's site grades it, with the lead's own Google data and competition from its city", async () => {
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

    it("the checklist's Google photos read as the simulator's Places answer lists them (10 as 10+), and the response rate says Google Places has none", async () => {
      // How many photos the simulated Places API lists for each place of the same search (10 at most).
      const listed = new Map<string, number>();
      let pageToken: string | undefined;
      do {
        const res = await fetch(`${simulator.settings.GOOGLE_PLACES_BASE_URL}/v1/places:searchText`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-goog-api-key': simulator.settings.GOOGLE_PLACES_API_KEY!,
            'x-goog-fieldmask': 'places.id,places.photos,nextPageToken',
          },
          body: JSON.stringify({ textQuery: 'restaurants in Austin, TX', pageSize: 20, pageToken }),
        });
        const page = (await res.json()) as {
          places?: Array<{ id: string; photos?: unknown[] }>;
          nextPageToken?: string;
        };
        for (const p of page.places ?? []) listed.set(p.id, p.photos?.length ?? 0);
        pageToken = page.nextPageToken;
      } while (pageToken);
      const found = await rep().call('leadSearch', { city: 'Austin', state: 'TX', limit: 50 });
      const readable = found.leads.filter((l) => {
        const truth = l.website ? demoSiteTruth(l.website) : null;
        return truth?.behaviour === 'normal' && !truth.chain && listed.has(l.place_id!);
      });
      const full = readable.find((l) => listed.get(l.place_id!) === 10)!;
      const few = readable.find((l) => listed.get(l.place_id!)! < 10)!;
      expect(full).toBeDefined();
      expect(few).toBeDefined();
      for (const [lead, shown, atLeast] of [
        [full, '10+', true],
        [few, String(listed.get(few.place_id!)), false],
      ] as const) {
        const { status, body } = await diagnose(lead.website!);
        expect(status).toBe(200);
        expect(body.google_data).toMatchObject({
          status: 'found',
          matched_name: lead.name,
          professional_photos: listed.get(lead.place_id!),
          professional_photos_at_least: atLeast,
          grades: { professional_photos: shown, review_response_rate: null },
          review_response_rate: null,
          review_response_rate_note: 'Not available from Google Places',
        });
      }
    });

    it('a simulated site that blocks bots or never answers is inconclusive, not graded low', async () => {
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

    it('an address no simulated site has is refused by the proxy, and says so', async () => {
      const { status, body } = await pitch('https://no-such-restaurant-anywhere.example.com/');
      expect(status).toBe(502);
      expect(body.error).toBe(
        `Could not read https://no-such-restaurant-anywhere.example.com/: ${PROXY_REFUSED_MESSAGE}`,
      );
    });

    it('no address reaches loopback through the proxy', async () => {
      for (const url of [
        `http://127.0.0.1.example.com:${canaryPort}/`,
        `http://localhost.example.net:${canaryPort}/`,
      ]) {
        const { status, body } = await pitch(url);
        expect({ url, status, error: body.error }).toEqual({
          url,
          status: 502,
          error: expect.stringContaining(PROXY_REFUSED_MESSAGE),
        });
        const diag = await diagnose(url);
        expect({ url, status: diag.status, site: diag.body.site?.status }).toEqual({
          url,
          status: 200,
          site: 'unreadable',
        });
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

  describe('when the proxy answers what it must not', () => {
    /** Stands in for a broken or compromised proxy: every page it is asked for redirects to this machine. */
    let hostile: Server;
    beforeAll(async () => {
      const targets: Record<string, string> = {
        'trap.example.com': `http://127.0.0.1:${canaryPort}/`,
        'trap-localhost.example.com': `http://localhost:${canaryPort}/`,
        'trap-v6.example.com': `http://[::1]:${canaryPort}/`,
        'trap-mapped.example.com': `http://[::ffff:127.0.0.1]:${canaryPort}/`,
      };
      hostile = createServer((req, res) => {
        const host = new URL(req.url ?? '/', 'http://unknown.invalid').hostname;
        res.writeHead(302, { location: targets[host] ?? 'not a url at all' }).end();
      });
      hostile.on('connect', (_req: IncomingMessage, socket: Socket) => socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
      await new Promise<void>((r) => hostile.listen(0, '127.0.0.1', r));
      await startReaders({ SITE_PROXY_URL: `http://127.0.0.1:${(hostile.address() as AddressInfo).port}` });
    });
    afterAll(async () => {
      await stopReaders();
      hostile.closeAllConnections();
      await new Promise((r) => hostile.close(r));
    });

    it.each(['trap.example.com', 'trap-localhost.example.com', 'trap-v6.example.com', 'trap-mapped.example.com'])(
      'a page redirecting to loopback (%s) is refused as a private address and loopback sees no request',
      async (host) => {
        for (const call of [pitch, diagnose]) {
          const { status, body } = await call(`http://${host}/`);
          expect({ status, error: body.error }).toEqual({
            status: 400,
            error: expect.stringMatching(/private network/),
          });
        }
        expect(canaryHits).toEqual([]);
      },
    );
  });

  describe('when the proxy is not running', () => {
    beforeAll(async () => {
      const gone = createServer();
      await new Promise<void>((r) => gone.listen(0, '127.0.0.1', r));
      const port = (gone.address() as AddressInfo).port;
      await new Promise((r) => gone.close(r));
      await startReaders({ SITE_PROXY_URL: `http://127.0.0.1:${port}` });
    });
    afterAll(stopReaders);

    it('reading a site is a clear error in the product’s words, never a crash', async () => {
      const { status, body } = await pitch('https://lola.example.net/');
      expect(status).toBe(502);
      expect(body.error).toBe(`Could not read https://lola.example.net/: ${PROXY_DOWN_MESSAGE}`);
      const diag = await diagnose('https://lola.example.net/');
      expect(diag.status).toBe(200);
      expect(diag.body.site!.reason).toContain(PROXY_DOWN_MESSAGE.replace(/\.$/, ''));
      expect(diag.body.website_analysis.quality_status).toBe('inconclusive');
    });
  });
});
