import type { INestMicroservice } from '@nestjs/common';
import { LeadPitchResponseSchema } from '@leadgen/contracts';
import { sampleScoredLead } from '@leadgen/contracts/testing';
import { startFakeOpenAI, type FakeOpenAI } from '@leadgen/llm/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { AnalysisEnvSchema, AnalysisModule } from '@leadgen/analysis/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, type RunningAccounts, startAccounts } from '@leadgen/test-kit';

/**
 * The model path of the pitch surfaces, through the gateway with a model configured (the fake
 * OpenAI server): what the model is given, and what the rep gets when its reply is out of shape,
 * contradicts the site, or never comes.
 */
describe('pitches written by a configured model, checked against the site', () => {
  let fixtures: FixtureServer;
  let analysis: INestMicroservice;
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let fake: FakeOpenAI;
  let token: string;
  const rep = () => gatewayClient(gateway.url, token);

  /** A reply in shape, as a model gives it. */
  const reply = (over: Record<string, unknown> = {}) => ({
    confidence_score: 0.8,
    key_insights: ['Takes orders through Toast'],
    pain_points: ['Private events page has no pricing.'],
    opportunity_highlights: ['Package private events'],
    email_opener: 'Hi Casa del Sol team, I read about your private events and your mezcal bar.',
    call_opener: 'Hi, is this Casa del Sol? I am calling about your private events.',
    value_proposition: 'One system for the dining room and the private events you host.',
    suggested_approach: 'Lead with the events page.',
    evidence: null,
    ...over,
  });

  beforeAll(async () => {
    fixtures = await serveFixtures({ only: ['casa-del-sol'] });
    fake = await startFakeOpenAI();
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    ({ token } = await accounts.signIn(gateway.url));
    const env = AnalysisEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      SITE_ALLOW_PRIVATE_HOSTS: fixtures.allowPrivateHosts.join(','),
      SITE_FETCH_TIMEOUT_MS: '3000',
      LLM_TIMEOUT_MS: '1500',
      // Each case scripts its own reply to the same site: none is answered from the cache.
      LLM_CACHE_SIZE: '0',
      ...fake.settings,
    });
    analysis = await startTestService('analysis', AnalysisModule.forRoot(env, silentLogger()));
  });

  afterAll(async () => {
    await analysis?.close();
    await gateway?.close();
    await accounts?.close();
    await fake?.close();
    await fixtures?.close();
  });

  beforeEach(() => {
    fake.replies.length = 0;
    fake.requests.length = 0;
  });

  it("gives the model the site's facts with where each was read, and keeps a reply in shape as it is", async () => {
    fake.replies.push({ content: reply() });
    const body = await rep().call('urlPitch', { website_url: fixtures.url('casa-del-sol') });
    expect(body.generated_by).toBe('model');
    expect(body.pitch_content.email_opener).toBe(reply().email_opener);
    expect(body.pitch_content.writer_note).toBeUndefined();
    const sent = JSON.parse(fake.requests[0]!.messages[1]!.content);
    expect(sent.restaurant.name).toBe('Casa del Sol');
    expect(sent.facts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ claim: expect.stringMatching(/^Takes orders through Toast/) }),
      ]),
    );
    for (const fact of sent.facts) expect(fact.source).toEqual(expect.any(String));
  });

  it('leaves out what the site contradicts, and says so with the pitch', async () => {
    fake.replies.push({
      content: reply({
        pain_points: ['They do not offer online ordering.', 'Private events page has no pricing.'],
      }),
    });
    const body = await rep().call('urlPitch', { website_url: fixtures.url('casa-del-sol') });
    expect(body.generated_by).toBe('model');
    expect(body.pitch_content.pain_points).toEqual(['Private events page has no pricing.']);
    expect(body.pitch_content.writer_note).toContain('"They do not offer online ordering."');
  });

  it("stands in with the standard writer's pitch when the reply is out of shape, and says so", async () => {
    fake.replies.push({ content: { email_opener: 'Hi' } });
    const res = LeadPitchResponseSchema.parse(
      await rep().call('leadPitch', { lead: { ...sampleScoredLead, website: fixtures.url('casa-del-sol') } }),
    );
    expect(res.generated_by).toBe('deterministic');
    expect(res.pitch_content.writer_note).toBe(
      "The language model's pitch could not be used (its reply was not in the expected shape). This pitch is from the standard writer.",
    );
    expect(res.pitch_content.email_opener).not.toBe('Hi');
  });

  it("stands in with the standard writer's pitch when the model does not answer in time, and says so", async () => {
    fake.replies.push({ hang: true });
    const body = await rep().call('urlPitch', { website_url: fixtures.url('casa-del-sol') });
    expect(body.generated_by).toBe('deterministic');
    expect(body.pitch_content.writer_note).toBe(
      "The language model's pitch could not be used (The language model timed out). This pitch is from the standard writer.",
    );
  });
});
