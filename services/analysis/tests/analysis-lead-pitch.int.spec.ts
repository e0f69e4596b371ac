import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import { LeadPitchResponseSchema, SUBJECTS, type Lead } from '@leadgen/contracts';
import { sampleScoredLead } from '@leadgen/contracts/testing';
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
} from '@leadgen/test-kit';

describe("a lead's pitch through the gateway: its website when it can be read, its listing when not", () => {
  let fixtures: FixtureServer;
  let analysis: INestMicroservice | undefined;
  let gateway: RunningGateway;
  let nc: NatsConnection;
  let usage: HeardUsage;
  let accounts: RunningAccounts;
  /** The signed-in rep's session and user id. */
  let token: string;
  let userId: string;
  const rep = () => gatewayClient(gateway.url, token);
  /** Bodies outside the contract, which the typed client cannot send. */
  const post = (body: unknown) =>
    fetch(`${gateway.url}/api/pitches/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const withSite = (website: string | null): Lead => ({ ...sampleScoredLead, website });
  const pitchFor = async (lead: Lead) => {
    const res = await settle(rep().call('leadPitch', { lead }));
    expect(res.status).toBe(200);
    return LeadPitchResponseSchema.parse(res.body);
  };

  const start = async (extra: Record<string, string> = {}) => {
    const env = AnalysisEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      SITE_ALLOW_PRIVATE_HOSTS: fixtures.allowPrivateHosts.join(','),
      SITE_FETCH_TIMEOUT_MS: '1000',
      ...extra,
    });
    analysis = await startTestService('analysis', AnalysisModule.forRoot(env, silentLogger()));
  };
  const stop = async () => {
    await analysis?.close();
    analysis = undefined;
  };

  beforeAll(async () => {
    fixtures = await serveFixtures({
      only: ['casa-del-sol', 'bluefin-grill', 'gatekeeper-steakhouse', 'slow', 'pixel-taco'],
      slowMs: 4000,
    });
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
    await stop();
    await gateway.close();
    await accounts?.close();
    await nc.close();
    await fixtures.close();
  });

  it('answers 503 in the envelope while the analysis service is not running', async () => {
    const res = await settle(rep().call('leadPitch', { lead: sampleScoredLead }));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('asks for a session', async () => {
    const res = await fetch(`${gateway.url}/api/pitches/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lead: sampleScoredLead }),
    });
    expect(res.status).toBe(401);
  });

  describe('without a language model', () => {
    beforeAll(() => start());
    afterAll(stop);

    it('reads the lead’s website, names what it saw with the pages read, and records the pitch as usage', async () => {
      usage.clear();
      const body = await pitchFor(withSite(fixtures.url('bluefin-grill')));
      expect(body).toMatchObject({ success: true, generated_by: 'deterministic', site_read: true, site_note: null });
      expect(body.pages_read).toContain(fixtures.url('bluefin-grill'));
      const p = body.pitch_content;
      // Bluefin takes bookings through OpenTable and has no online ordering: the pitch says so, never the reverse.
      expect(p.key_insights.join('\n')).toMatch(/^Takes reservations through OpenTable \(linked on http/m);
      expect(p.pain_points[0]).toMatch(/No online ordering link was found/);
      expect(p.pain_points.join(' ')).not.toMatch(/reservation/i);
      expect(p.email_opener).toContain("I couldn't find online ordering on your website");
      // The lead's own facts travel with what the site showed.
      expect(p.key_insights).toContain('Rated 4.6 from 412 reviews.');
      // The openers speak of "your website", never of the loopback address the fixture is served on.
      expect([p.email_opener, p.call_opener, p.value_proposition].join(' ')).not.toMatch(/127\.0\.0\.1|localhost/);
      await nc.flush();
      expect(await usage.settle(1, [userId])).toEqual([
        expect.objectContaining({ user_id: userId, kind: 'pitches_generated', amount: 1 }),
      ]);
    });

    it('follows several pages of a richer site', async () => {
      const body = await pitchFor(withSite(fixtures.url('casa-del-sol')));
      expect(body.site_read).toBe(true);
      expect(body.pages_read.length).toBeGreaterThan(1);
      expect(body.pitch_content.pain_points.join(' ')).not.toMatch(/online ordering|reservation/i);
    });

    it('writes from the listing when the lead has no website, and says so', async () => {
      const body = await pitchFor(withSite(null));
      expect(body).toMatchObject({ site_read: false, pages_read: [] });
      expect(body.site_note).toBe(
        'No website is listed for Casa Verde Taqueria. This pitch is written from the listing (cuisine, rating, reviews, locations and hours).',
      );
      expect(body.pitch_content.email_opener).toContain("I looked for your website and couldn't find one");
      expect(body.pitch_content.key_insights).toContain('Rated 4.6 from 412 reviews.');
    });

    it('writes from the listing when the website refuses the reader (403), with the reason', async () => {
      const body = await pitchFor(withSite(fixtures.url('gatekeeper-steakhouse')));
      expect(body).toMatchObject({ site_read: false, pages_read: [] });
      expect(body.site_note).toMatch(
        /^The website 127\.0\.0\.1 could not be read: The website answered 403 \(access denied\)\. This pitch is written from the listing instead/,
      );
      expect(body.pitch_content.suggested_approach).toMatch(
        /Their website \(http:\/\/127\.0\.0\.1:\d+\/\) could not be read automatically, so look at it yourself/,
      );
    });

    it('writes from the listing when the website is too slow', async () => {
      const body = await pitchFor(withSite(fixtures.url('slow')));
      expect(body.site_read).toBe(false);
      expect(body.site_note).toContain('could not be read: The website took too long to answer.');
    });

    it('writes from the listing when the website is a script shell, and when its address cannot be found', async () => {
      const shell = await pitchFor(withSite(fixtures.url('pixel-taco')));
      expect(shell.site_read).toBe(false);
      expect(shell.site_note).toMatch(/shows almost nothing without running scripts/);
      const nowhere = await pitchFor(withSite('http://10.0.0.5/'));
      expect(nowhere.site_read).toBe(false);
      expect(nowhere.site_note).toContain('This address points to a private network and cannot be fetched.');
    });

    it('speaks for the company of the selected business report', async () => {
      const res = await settle(
        rep().call('leadPitch', {
          lead: withSite(null),
          seller: {
            company_name: 'TableTurn',
            value_proposition: 'TableTurn builds restaurant websites with online ordering.',
          },
        }),
      );
      const p = LeadPitchResponseSchema.parse(res.body).pitch_content;
      // One voice on every surface: "I'm with <company>", the company's own words, the same on the phone.
      expect(p.email_opener).toMatch(/^Hi Casa Verde Taqueria team, I'm with TableTurn, and I /);
      expect(p.email_opener).toContain('TableTurn builds restaurant websites with online ordering.');
      expect(p.call_opener).toMatch(/^Hi, I'm calling from TableTurn; is this Casa Verde Taqueria/);
    });

    it('refuses a missing lead or wrong types with 400 and the fields named', async () => {
      const missing = await post({});
      expect(missing.status).toBe(400);
      const missingBody = await missing.json();
      expect(missingBody.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(missingBody.fields)).toEqual(['lead']);

      const wrong = await post({ lead: { ...sampleScoredLead, google_rating: 'great', review_count: -3, website: 7 } });
      expect(wrong.status).toBe(400);
      expect(Object.keys((await wrong.json()).fields).sort()).toEqual([
        'lead.google_rating',
        'lead.review_count',
        'lead.website',
      ]);
      expect((await post({ lead: 'Casa Verde' })).status).toBe(400);
      expect((await post({ lead: sampleScoredLead, seller: { company_name: '  ' } })).status).toBe(400);
    });

    it('checks what it receives on NATS too, not only behind the gateway', async () => {
      const reply = await nc.request(
        SUBJECTS.analysis.leadPitch,
        JSON.stringify({
          pattern: SUBJECTS.analysis.leadPitch,
          id: 'direct-1',
          data: { request_id: 'r1', caller: null, ip: '', body: { lead: { name: 7 } } },
        }),
        { timeout: 5000 },
      );
      const packet = reply.json<{ err?: { code: string; fields: Record<string, string[]> } }>();
      expect(packet.err?.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(packet.err!.fields)).toEqual(expect.arrayContaining(['body.lead.name']));
    });
  });

  describe('with a language model', () => {
    let fake: FakeOpenAI;
    beforeAll(async () => {
      fake = await startFakeOpenAI();
      await start(fake.settings);
    });
    afterAll(async () => {
      await stop();
      await fake.close();
    });

    it('has the model write from the listing alone when the site was not read, and drops what nobody saw', async () => {
      fake.replies.push({
        content: {
          confidence_score: 0.6,
          key_insights: ['Rated 4.6 from 412 reviews.', 'Serves 3,000 guests a week.'],
          pain_points: ['The website has no online ordering.', 'Busy peaks at a 4.6-star spot.'],
          opportunity_highlights: ['Orders at peak times'],
          email_opener: 'Hi Casa Verde Taqueria team',
          call_opener: 'Hi, is this Casa Verde Taqueria?',
          value_proposition: 'More orders',
          suggested_approach: 'Ask for the owner.',
        },
      });
      const body = await pitchFor(withSite(fixtures.url('gatekeeper-steakhouse')));
      expect(body.generated_by).toBe('model');
      expect(body.site_read).toBe(false);
      expect(body.pitch_content.key_insights).toEqual(['Rated 4.6 from 412 reviews.']);
      expect(body.pitch_content.pain_points).toEqual(['Busy peaks at a 4.6-star spot.']);
      const user = JSON.parse(fake.requests.at(-1)!.messages[1]!.content);
      expect(user.website).toBeNull();
      expect(user.restaurant).toMatchObject({ name: 'Casa Verde Taqueria', rating: 4.6, reviews: 412 });
    });
  });
});
