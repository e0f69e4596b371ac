import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import { CUSTOM_PITCH_EMPTY_REPORT_MESSAGE, CustomPitchResponseSchema, SUBJECTS } from '@leadgen/contracts';
import { sampleBusinessAnalysis, sampleScoredLead } from '@leadgen/contracts/testing';
import { startFakeOpenAI, type FakeOpenAI } from '@leadgen/llm/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
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

describe('custom pitch through the gateway: the rep’s business report aimed at one lead', () => {
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
  const post = (body: unknown, raw?: string) =>
    fetch(`${gateway.url}/api/pitches/custom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: raw ?? JSON.stringify(body),
    });
  const valid = { lead: sampleScoredLead, business_analysis: sampleBusinessAnalysis };

  const start = async (extra: Record<string, string> = {}) => {
    const env = AnalysisEnvSchema.parse({ NATS_URL: testNatsUrl(), NODE_ENV: 'test', ...extra });
    analysis = await startTestService('analysis', AnalysisModule.forRoot(env, silentLogger()));
  };
  const stop = async () => {
    await analysis?.close();
    analysis = undefined;
  };

  beforeAll(async () => {
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
  });

  it('answers 503 in the envelope while the analysis service is not running', async () => {
    const res = await settle(rep().call('customPitch', valid));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('asks for a session', async () => {
    const res = await fetch(`${gateway.url}/api/pitches/custom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(401);
  });

  describe('without a language model', () => {
    beforeAll(() => start());
    afterAll(stop);

    it("writes the pitch from the report's messaging and the lead's facts, and records it as usage", async () => {
      usage.clear();
      const res = await settle(rep().call('customPitch', valid));
      expect(res.status).toBe(200);
      const body = CustomPitchResponseSchema.parse(res.body);
      expect(body.generated_by).toBe('deterministic');
      expect(body.vendor).toEqual({ company_name: 'TableTurn', website_url: 'https://tableturn.example.com/' });
      expect(body.restaurant_data).toEqual({
        name: 'Casa Verde Taqueria',
        website: 'https://casa-verde.example.com',
        fit_score: 78,
      });
      const p = body.pitch_content;
      // Without What I sell, the report is read as 'Use as what I sell' reads it, in the one voice of every pitch.
      expect(p.email_opener).toMatch(/^Hi Casa Verde Taqueria team, I'm with TableTurn, and I /);
      expect(p.email_opener).toContain('AI phone answering');
      expect(p.call_opener).toMatch(/^Hi, I'm calling from TableTurn; is this Casa Verde Taqueria/);
      expect(p.offer_product).toBe('TableTurn');
      expect(p.key_insights).toContain('Rated 4.6 from 412 reviews.');
      // The lists are this restaurant's findings, three at most; the report's own points stay in the email.
      expect(p.opportunity_highlights.length).toBeLessThanOrEqual(3);
      expect(p.opportunity_highlights.join(' ')).not.toContain('AI phone answering');
      expect(p.confidence_score).toBeLessThanOrEqual(0.5);
      expect(await usage.settle(1, [userId])).toEqual([
        expect.objectContaining({ user_id: userId, kind: 'pitches_generated', amount: 1 }),
      ]);
    });

    it('refuses missing fields with 400 and the fields named', async () => {
      const { business_analysis: _b, ...noReport } = valid;
      const a = await post(noReport);
      expect(a.status).toBe(400);
      const aBody = await a.json();
      expect(aBody.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(aBody.fields)).toEqual(['business_analysis']);

      const { company_name: _c, ...report } = sampleBusinessAnalysis;
      const { name: _n, ...lead } = sampleScoredLead;
      const b = await post({ lead, business_analysis: report });
      expect(b.status).toBe(400);
      expect(Object.keys((await b.json()).fields).sort()).toEqual(['business_analysis.company_name', 'lead.name']);

      const empty = await post({});
      expect(empty.status).toBe(400);
      expect(Object.keys((await empty.json()).fields).sort()).toEqual(['business_analysis', 'lead']);
      expect(usage.of(userId)).toHaveLength(1);
    });

    it('refuses wrong types with 400', async () => {
      const res = await post({
        lead: { ...sampleScoredLead, google_rating: 'great', review_count: -3 },
        business_analysis: { ...sampleBusinessAnalysis, persona_pitches: 'call them' },
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields).sort()).toEqual([
        'business_analysis.persona_pitches',
        'lead.google_rating',
        'lead.review_count',
      ]);
      expect((await post({ lead: 'Casa Verde', business_analysis: [] })).status).toBe(400);
      expect((await post(undefined, '[1,2,3]')).status).toBe(400);
      expect((await post(undefined, '{"lead": ')).status).toBe(400);
    });

    it('refuses an oversized report field with 400, and a body over the limit with 413', async () => {
      const long = await settle(
        rep().call('customPitch', {
          ...valid,
          business_analysis: { ...sampleBusinessAnalysis, messaging_brief: 'x'.repeat(20_001) },
        }),
      );
      expect(long.status).toBe(400);
      expect(Object.keys(long.body.fields!)).toEqual(['business_analysis.messaging_brief']);

      const huge = await post({
        ...valid,
        business_analysis: { ...sampleBusinessAnalysis, messaging_brief: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large.' });
    });

    it('says in the product’s words when the report has nothing to pitch from', async () => {
      const bare = { ...sampleBusinessAnalysis };
      for (const k of [
        'business_profile',
        'coreUSP',
        'messaging_brief',
        'persona_pitches',
        'problemsSolved',
        'targetCustomerProfile',
      ] as const)
        delete bare[k];
      const res = await settle(rep().call('customPitch', { ...valid, business_analysis: bare }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST', error: CUSTOM_PITCH_EMPTY_REPORT_MESSAGE });
    });

    it('checks what it receives on NATS too, not only behind the gateway', async () => {
      const reply = await nc.request(
        SUBJECTS.analysis.customPitch,
        JSON.stringify({
          pattern: SUBJECTS.analysis.customPitch,
          id: 'direct-1',
          data: { request_id: 'r1', caller: null, ip: '', body: { lead: { name: 7 } } },
        }),
        { timeout: 5000 },
      );
      const packet = reply.json<{ err?: { code: string; fields: Record<string, string[]> } }>();
      expect(packet.err?.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(packet.err!.fields)).toEqual(
        expect.arrayContaining(['body.lead.name', 'body.business_analysis']),
      );
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

    it('has the model write it from both records, and drops a figure neither holds', async () => {
      fake.replies.push({
        content: {
          confidence_score: 0.8,
          key_insights: ['Casa Verde Taqueria holds 4.6 stars across 412 reviews', 'Serves 3,000 guests a week'],
          pain_points: ['Calls missed during the dinner rush'],
          opportunity_highlights: ['Every call answered by TableTurn AI phone answering'],
          email_opener: 'Hi Casa Verde Taqueria team, TableTurn here: we turn missed calls into booked tables.',
          call_opener: 'Hi, is this Casa Verde Taqueria? I am calling from TableTurn.',
          value_proposition: 'TableTurn answers every call so Casa Verde Taqueria books more tables.',
          suggested_approach: 'Ask for the owner; lead with missed calls.',
        },
      });
      const res = await settle(rep().call('customPitch', valid));
      expect(res.status).toBe(200);
      const body = CustomPitchResponseSchema.parse(res.body);
      expect(body.generated_by).toBe('model');
      expect(body.pitch_content.email_opener).toContain('TableTurn');
      expect(body.pitch_content.key_insights).toEqual(['Casa Verde Taqueria holds 4.6 stars across 412 reviews']);
      const request = fake.requests.at(-1)!;
      expect(request.model).toBe('fake-model');
      const user = JSON.parse(request.messages[1]!.content);
      expect(user.vendor).toMatchObject({
        company_name: 'TableTurn',
        value_proposition: sampleBusinessAnalysis.coreUSP,
      });
      expect(user.vendor.personas.map((p: { role: string }) => p.role)).toEqual([
        'Restaurant Owner',
        'Multi-Unit Operator',
      ]);
      expect(user.restaurant).toMatchObject({
        name: 'Casa Verde Taqueria',
        cuisine: 'Mexican',
        google_rating: 4.6,
        review_count: 412,
        location_count: 2,
      });
      expect(request.messages[0]!.content).toMatch(/vendor/);
    });

    it("falls back to the report's own words when the model fails", async () => {
      fake.replies.length = 0;
      fake.replies.push({ status: 500 });
      const body = await rep().call('customPitch', { ...valid, lead: { ...sampleScoredLead, name: 'Bluefin Grill' } });
      expect(body.generated_by).toBe('deterministic');
      expect(body.pitch_content.email_opener).toMatch(/^Hi Bluefin Grill team, I'm with TableTurn, and I /);
    });
  });
});
