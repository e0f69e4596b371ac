import type { INestMicroservice } from '@nestjs/common';
import type { RouteRequest } from '@leadgen/contracts';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';
import {
  FAKE_GOOGLE_KEY,
  type FakeGoogle,
  type FakeOverpass,
  LeadsEnvSchema,
  startFakeGoogle,
  startFakeOverpass,
  startLeadsService,
} from '@leadgen/leads/testing';

/**
 * The google and osm providers end to end: gateway -> NATS -> leads -> local fakes of the outside APIs
 * (127.0.0.1 only), for the failures the simulator does not play (a garbage body, a hang, Overpass).
 */
describe('leads with outside providers, through the gateway', () => {
  let gateway: RunningGateway;
  let leads: INestMicroservice | undefined;
  let google: FakeGoogle;
  let overpass: FakeOverpass;
  let accounts: RunningAccounts;
  let token: string;
  const search = (criteria: RouteRequest<'leadSearch'>) =>
    settle(gatewayClient(gateway.url, token).call('leadSearch', criteria));
  const useProvider = async (settings: Record<string, string>) => {
    await leads?.close();
    const env = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'false',
      ...settings,
    });
    leads = await startLeadsService(env);
  };

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    token = (await accounts.signIn(gateway.url)).token;
    google = await startFakeGoogle();
    overpass = await startFakeOverpass();
  });

  afterAll(async () => {
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await google?.close();
    await overpass?.close();
  });

  describe('google', () => {
    beforeAll(() =>
      useProvider({
        LEADS_PROVIDER: 'google',
        GOOGLE_PLACES_API_KEY: FAKE_GOOGLE_KEY,
        GOOGLE_PLACES_BASE_URL: google.url,
        GOOGLE_PLACES_TIMEOUT_MS: '800',
      }),
    );
    beforeEach(() => {
      google.mode = 'ok';
    });

    it('pages through Text Search and answers the google provider’s leads', async () => {
      google.requests.length = 0;
      const { status, body } = await search({ city: 'Austin', state: 'TX', limit: 50, filter_bad_fits: false });
      expect(status).toBe(200);
      expect(google.requests).toHaveLength(3);
      // Anything but Google's own endpoint is labelled simulated: the rep never takes a stand-in's data for Google's.
      expect(body.data_source).toMatchObject({ provider: 'google', label: 'Demo data (simulated)', is_demo: true });
      expect(body.count).toBeGreaterThan(20);
      expect(body.leads[0].place_id).toMatch(/^ChIJfake/);
      const chain = body.leads.find((l: { name: string }) => l.name.startsWith('Taco Trail'));
      expect(chain).toMatchObject({
        location_count_source: 'search_results',
        brand: 'Taco Trail',
        data_source: 'google',
      });
    });

    it('answers 502 with a clear message when the quota is used up', async () => {
      google.mode = 'quota';
      const { status, body } = await search({ city: 'Austin' });
      expect(status).toBe(502);
      expect(body).toMatchObject({ code: 'UPSTREAM_FAILED', error: expect.stringMatching(/quota is used up/) });
    });

    it('answers 502 for a garbage body and 504 when Google hangs', async () => {
      google.mode = 'garbage';
      expect((await search({ city: 'Austin' })).status).toBe(502);
      google.mode = 'hang';
      const { status, body } = await search({ city: 'Austin' });
      expect(status).toBe(504);
      expect(body).toMatchObject({ code: 'TIMEOUT', error: expect.stringMatching(/Google Places did not answer/) });
    });
  });

  describe('osm', () => {
    beforeAll(() =>
      useProvider({
        LEADS_PROVIDER: 'osm',
        OVERPASS_URL: `${overpass.url}/api/interpreter`,
        OVERPASS_TIMEOUT_MS: '800',
      }),
    );
    beforeEach(() => {
      overpass.mode = 'ok';
    });

    it('answers OSM leads with "No rating" data and the OpenStreetMap credit', async () => {
      const { status, body } = await search({ city: 'Austin', state: 'TX', filter_bad_fits: false, min_rating: 4 });
      expect(status).toBe(200);
      expect(body.data_source).toMatchObject({ provider: 'osm', attribution: '© OpenStreetMap contributors' });
      expect(body.count).toBeGreaterThan(0);
      expect(body.leads.every((l: { google_rating: number | null }) => l.google_rating === null)).toBe(true);
      expect(body.analytics.rating_distribution.no_rating).toBe(body.count);
      expect(body.warnings!.join(' ')).toMatch(/OpenStreetMap has no ratings/);
    });

    it('answers 502 when Overpass rate-limits and 504 when it is overloaded', async () => {
      overpass.mode = 'rate_limited';
      expect(await search({ city: 'Austin' })).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } });
      overpass.mode = 'busy';
      expect(await search({ city: 'Austin' })).toMatchObject({ status: 504, body: { code: 'TIMEOUT' } });
    });
  });
});
