import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import { startFakeOpenAI, type FakeOpenAI } from '@leadgen/llm/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { AnalysisEnvSchema, AnalysisModule } from '@leadgen/analysis/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import {
  gatewayClient,
  type HeardUsage,
  hearUsage,
  type RunningAccounts,
  settle,
  startAccounts,
  statusOf,
} from '@leadgen/test-kit';

describe('analysis through the gateway, reading loopback fixture sites', () => {
  let fixtures: FixtureServer;
  let analysis: INestMicroservice;
  let gateway: RunningGateway;
  let nc: NatsConnection;
  let usage: HeardUsage;
  let accounts: RunningAccounts;
  let token: string;
  let userId: string;
  const rep = () => gatewayClient(gateway.url, token);

  const start = async (extra: Record<string, string> = {}) => {
    const env = AnalysisEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      SITE_ALLOW_PRIVATE_HOSTS: fixtures.allowPrivateHosts.join(','),
      SITE_FETCH_TIMEOUT_MS: '3000',
      ...extra,
    });
    analysis = await startTestService('analysis', AnalysisModule.forRoot(env, silentLogger()));
  };

  beforeAll(async () => {
    fixtures = await serveFixtures();
    nc = await connect({ servers: testNatsUrl() });
    usage = hearUsage(nc);
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    ({ token, userId } = await accounts.signIn(gateway.url));
  });

  afterAll(async () => {
    await analysis?.close();
    await gateway.close();
    await accounts?.close();
    await nc.close();
    await fixtures.close();
  });

  describe('without a language model', () => {
    beforeAll(() => start());
    afterAll(() => analysis.close());

    it('writes a pitch grounded in what a rich restaurant site shows', async () => {
      const res = await settle(rep().call('urlPitch', { website_url: `  ${fixtures.url('casa-del-sol')}  ` }));
      expect(res.status).toBe(200);
      const body = res.body;
      expect(body.restaurant_data.name).toBe('Casa del Sol');
      expect(body.restaurant_data.fit_score).toBeGreaterThanOrEqual(0);
      expect(body.generated_by).toBe('deterministic');
      expect(body.email_opener).toBe(body.pitch_content.email_opener);
      const text = JSON.stringify(body.pitch_content);
      expect(text).toContain('Mexican');
      expect(text).toMatch(/Toast/);
      // The site takes orders (Toast) and reservations (Resy): the pitch never calls them missing.
      expect(body.pitch_content.pain_points.join(' ')).not.toMatch(/online ordering|reservation/i);
      expect(body.pitch_content.confidence_score).toBeLessThanOrEqual(0.6);
      expect(body.pages_read!.length).toBeGreaterThan(1);
    });

    it('speaks to what a single-page site lacks, and records the pitch as usage', async () => {
      await usage.settle(1, [userId], 5000); // the earlier pitch's event arrives first, on a busy machine too
      usage.clear();
      const body = await rep().call('urlPitch', { website_url: fixtures.url('bluefin-grill') });
      expect(body.pitch_content.pain_points[0]).toMatch(/No online ordering link was found/);
      expect(body.pitch_content.pain_points.join(' ')).not.toMatch(/reservation/i);
      expect(await usage.settle(1, [userId], 500)).toEqual([
        expect.objectContaining({ user_id: userId, kind: 'pitches_generated', amount: 1 }),
      ]);
    });

    it('leads with a PDF-only menu', async () => {
      const body = await rep().call('urlPitch', { website_url: fixtures.url('la-petite-creperie') });
      expect(body.pitch_content.pain_points[0]).toMatch(/only a PDF/);
    });

    it('refuses private addresses and explains sites that cannot be read', async () => {
      for (const url of ['http://10.0.0.5/', 'http://localhost:9/', 'http://169.254.169.254/latest/meta-data/']) {
        const res = await settle(rep().call('urlPitch', { website_url: url }));
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(/^Could not read /);
      }
      const blocked = await settle(rep().call('urlPitch', { website_url: fixtures.url('gatekeeper-steakhouse') }));
      expect(blocked.status).toBe(502);
      expect(blocked.body.error).toMatch(/403/);
      expect(await statusOf(rep().call('urlPitch', { website_url: 'ftp://files.example.com/' }))).toBe(400);
    });

    it('runs the four-step business analysis, and only the selected steps', async () => {
      const all = await rep().call('businessAnalysis', { website_url: fixtures.url('olive-and-thyme') });
      expect(all.success).toBe(true);
      const steps = all.analysis_data.pipeline_steps;
      expect(Object.values(steps).every((s) => String(s).includes('✅'))).toBe(true);
      // A restaurant's own site names no buyers of restaurant technology: no persona is invented.
      expect(all.analysis_data.business_profile!.personas).toEqual([]);
      expect(all.analysis_data.persona_pitches).toEqual({});
      expect(all.analysis_data.pitch_content).toContain('Olive & Thyme');

      const two = await rep().call('businessAnalysis', {
        website_url: fixtures.url('olive-and-thyme'),
        selected_steps: { step1: true, step2: false, step3: false, step4: true },
      });
      expect(two.analysis_data.pipeline_steps.step2_business_avatar).toBe('Skipped (not selected)');
      expect(two.analysis_data.business_avatar).toBeUndefined();
      expect(two.analysis_data.persona_pitches).toBeDefined();

      const none = await settle(
        rep().call('businessAnalysis', {
          website_url: fixtures.url('olive-and-thyme'),
          selected_steps: { step1: false, step2: false, step3: false, step4: false },
        }),
      );
      expect(none.status).toBe(400);
    });
  });

  describe('with a language model', () => {
    let fake: FakeOpenAI;
    beforeAll(async () => {
      fake = await startFakeOpenAI();
      await start(fake.settings);
    });
    afterAll(async () => {
      await analysis.close();
      await fake.close();
    });

    it('uses the model, drops a claim the site contradicts, and says the model wrote it', async () => {
      fake.replies.push({
        content: {
          confidence_score: 0.9,
          key_insights: ['Modern Mexican kitchen with a mezcal bar'],
          pain_points: ['They do not offer online ordering.', 'Private events page has no pricing.'],
          opportunity_highlights: ['Package private events'],
          email_opener: 'Hola Casa del Sol team',
          call_opener: 'Hi, is this Casa del Sol?',
          value_proposition: 'More private event bookings',
          suggested_approach: 'Lead with events',
        },
      });
      const body = await rep().call('urlPitch', { website_url: fixtures.url('casa-del-sol') });
      expect(body.generated_by).toBe('model');
      expect(body.pitch_content.pain_points).toEqual(['Private events page has no pricing.']);
      expect(fake.requests[0]!.messages[1]!.content).toContain('Casa del Sol');
    });

    it('falls back to the deterministic pitch when the model fails', async () => {
      fake.replies.length = 0;
      fake.replies.push({ status: 500 });
      const body = await rep().call('urlPitch', { website_url: fixtures.url('bluefin-grill') });
      expect(body.generated_by).toBe('deterministic');
      expect(body.pitch_content.pain_points[0]).toMatch(/No online ordering/);
    });
  });
});
