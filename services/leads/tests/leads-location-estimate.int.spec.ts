import type { INestMicroservice } from '@nestjs/common';
import type { RouteRequest, SearchResponse } from '@leadgen/contracts';
import { startFakeOpenAI, type FakeOpenAI } from '@leadgen/llm/testing';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts, statusOf } from '@leadgen/test-kit';
import { type FakeOverpass, LeadsEnvSchema, startFakeOverpass, startLeadsService } from '@leadgen/leads/testing';

/**
 * Location counts a search's data cannot give, estimated by the language model: gateway -> NATS ->
 * leads (osm provider) -> local fakes of Overpass and of an OpenAI-compatible server (127.0.0.1 only).
 * The fake Overpass area holds "Noodle Chain - South Congress" (one location of a branded chain) and
 * two "Burger Barnstar" locations the results can count.
 */
describe('location counts from the language model, through the gateway', () => {
  let gateway: RunningGateway;
  let leads: INestMicroservice | undefined;
  let overpass: FakeOverpass;
  let model: FakeOpenAI;
  let accounts: RunningAccounts;
  let token: string;
  const rep = () => gatewayClient(gateway.url, token);
  const search = (criteria: RouteRequest<'leadSearch'>) => settle(rep().call('leadSearch', criteria));
  const AUSTIN: RouteRequest<'leadSearch'> = {
    city: 'Austin',
    state: 'TX',
    filter_bad_fits: false,
    filter_duplicates: false,
  };
  const lead = (body: SearchResponse, prefix: string) => body.leads.find((l) => l.name.startsWith(prefix));
  /** A fresh leads service (its estimate cache starts empty) using the fake model. */
  const startLeads = async (settings: Record<string, string> = {}) => {
    await leads?.close();
    const env = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'false',
      LEADS_PROVIDER: 'osm',
      OVERPASS_URL: `${overpass.url}/api/interpreter`,
      OVERPASS_TIMEOUT_MS: '2000',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MODEL: 'fake-model',
      LLM_MAX_RETRIES: '0',
      LEADS_LOCATION_ESTIMATE_TIMEOUT_MS: '800',
      ...settings,
    });
    leads = await startLeadsService(env);
    // The new instance's subscriptions reach the NATS server a moment after listen(): wait until it answers.
    for (let i = 0; i < 100; i++) {
      if ((await statusOf(rep().call('cuisineTypes'))) === 200) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the leads service did not start answering');
  };
  const answer = (estimates: Array<[string, number | null]>) => ({
    content: { estimates: estimates.map(([brand, us_locations]) => ({ brand, us_locations })) },
  });

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    token = (await accounts.signIn(gateway.url)).token;
    overpass = await startFakeOverpass();
    model = await startFakeOpenAI();
  });

  beforeEach(() => {
    model.replies.length = 0;
    model.requests.length = 0;
  });

  afterAll(async () => {
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await overpass?.close();
    await model?.close();
  });

  it("shows the model's count for a chain seen once, says it came from the model, and asks only once per brand", async () => {
    await startLeads();
    model.replies.push(answer([['Noodle Chain', 140]]));
    const { status, body } = await search(AUSTIN);
    expect(status).toBe(200);
    expect(lead(body, 'Noodle Chain')).toMatchObject({
      brand: 'Noodle Chain',
      location_count: 140,
      location_count_source: 'model',
    });
    expect(lead(body, 'Burger Barnstar')).toMatchObject({ location_count: 2, location_count_source: 'search_results' });
    expect(lead(body, 'Casa Verde')).toMatchObject({ location_count: 1, location_count_source: 'search_results' });

    expect(model.requests).toHaveLength(1);
    const asked = JSON.parse(model.requests[0]!.messages.find((m) => m.role === 'user')!.content);
    expect(asked).toEqual({ area: 'Austin, TX', brands: ['Noodle Chain'] });

    // The location filter uses the estimate; the second search is answered from the cache.
    const chains = await search({ ...AUSTIN, enableLocationFilter: true, minLocations: 50, maxLocations: 50000 });
    expect(chains.status).toBe(200);
    expect(chains.body.leads.map((l) => l.name)).toEqual(['Noodle Chain - South Congress']);
    expect(model.requests).toHaveLength(1);
  });

  it('ignores a count that is not plausible', async () => {
    await startLeads();
    model.replies.push(answer([['Noodle Chain', -3]]));
    const { status, body } = await search(AUSTIN);
    expect(status).toBe(200);
    expect(lead(body, 'Noodle Chain')).toMatchObject({ location_count: null, location_count_source: 'unknown' });
  });

  it('still answers, with the counts from the data, when the model fails', async () => {
    await startLeads();
    model.replies.push({ status: 500 });
    const { status, body } = await search(AUSTIN);
    expect(status).toBe(200);
    expect(model.requests.length).toBeGreaterThan(0);
    expect(lead(body, 'Noodle Chain')).toMatchObject({ location_count: null, location_count_source: 'unknown' });
    expect(lead(body, 'Burger Barnstar')).toMatchObject({ location_count: 2, location_count_source: 'search_results' });
  });

  it('still answers, with the counts from the data, when the model hangs past the time limit', async () => {
    await startLeads({ LLM_TIMEOUT_MS: '20000' });
    model.replies.push({ hang: true });
    const { status, body } = await search(AUSTIN);
    expect(status).toBe(200);
    expect(model.requests).toHaveLength(1);
    expect(lead(body, 'Noodle Chain')).toMatchObject({ location_count: null, location_count_source: 'unknown' });
    expect(lead(body, 'Casa Verde')).toMatchObject({ location_count: 1, location_count_source: 'search_results' });
  });

  it('still answers when the model server is not there at all', async () => {
    await startLeads({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    const { status, body } = await search(AUSTIN);
    expect(status).toBe(200);
    expect(lead(body, 'Noodle Chain')).toMatchObject({ location_count: null, location_count_source: 'unknown' });
    expect(lead(body, 'Burger Barnstar')).toMatchObject({ location_count: 2, location_count_source: 'search_results' });
  });

  it('asks no model when none is configured', async () => {
    await startLeads({ OPENAI_MODEL: '' });
    const { status, body } = await search(AUSTIN);
    expect(status).toBe(200);
    expect(model.requests).toHaveLength(0);
    expect(lead(body, 'Noodle Chain')).toMatchObject({ location_count: null, location_count_source: 'unknown' });
  });
});
