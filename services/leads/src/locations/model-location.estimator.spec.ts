import { StructuredGenerator, type Generated } from '@leadgen/llm';
import { startFakeOpenAI, type FakeOpenAI } from '@leadgen/llm/testing';
import { loadEnv } from '@leadgen/service-kit';
import { LeadsEnvSchema } from '../env.js';
import { countAcrossResults } from './location.counts.js';
import type { Place } from '../places/place.model.js';
import type { LocationCountReply } from './location-count.prompt.js';
import {
  createLocationEstimator,
  ModelLocationEstimator,
  type LocationCountGenerator,
  type ModelLocationEstimatorOptions,
} from './model-location.estimator.js';

const AREA = { city: 'Austin', state: 'TX' };

describe('ModelLocationEstimator', () => {
  let fake: FakeOpenAI;
  const generator = (overrides: Partial<ConstructorParameters<typeof StructuredGenerator>[0]> = {}) =>
    new StructuredGenerator({
      baseURL: fake.baseURL,
      apiKey: 'test',
      model: 'fake-model',
      timeoutMs: 2000,
      maxRetries: 2,
      concurrency: 2,
      cacheSize: 0,
      ...overrides,
    });
  const estimator = (options: Partial<ModelLocationEstimatorOptions> = {}, llm: LocationCountGenerator = generator()) =>
    new ModelLocationEstimator(llm, {
      timeoutMs: 2000,
      maxBrands: 10,
      cacheSize: 100,
      cacheTtlMs: 3_600_000,
      ...options,
    });
  /** The brands and area a request asked about. */
  const asked = (i: number): { area: string | null; brands: string[] } =>
    JSON.parse(fake.requests[i]!.messages.find((m) => m.role === 'user')!.content);
  const reply = (estimates: Array<[string, number | null]>) => ({
    content: { estimates: estimates.map(([brand, us_locations]) => ({ brand, us_locations })) },
  });

  beforeEach(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.close());

  it('asks once for all brands, with the area, and returns the counts the model knows', async () => {
    fake.replies.push(
      reply([
        ['Noodle Chain', 140],
        ['Burger Barnstar', 2300],
        ['Casa Local', null],
      ]),
    );
    const est = estimator();
    expect(est.name).toBe('model:fake-model');
    const out = await est.estimate(['Noodle Chain', 'Burger Barnstar', 'Casa Local'], AREA);
    expect(out).toEqual(
      new Map([
        ['Noodle Chain', 140],
        ['Burger Barnstar', 2300],
      ]),
    );
    expect(fake.requests).toHaveLength(1);
    expect(asked(0)).toEqual({ area: 'Austin, TX', brands: ['Noodle Chain', 'Burger Barnstar', 'Casa Local'] });
    expect(fake.requests[0]!.model).toBe('fake-model');
    expect(fake.requests[0]!.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'brand_location_count', strict: true },
    });
    expect(fake.requests[0]!.messages[0]!.content).toMatch(
      /null when you do not recognise the brand, when it is an independent/,
    );
  });

  it('matches answers to brands whatever their case, and gives every spelling of a brand the answer', async () => {
    fake.replies.push(reply([['NOODLE CHAIN', 140]]));
    const out = await estimator().estimate(['Noodle Chain', 'noodle chain'], AREA);
    expect(asked(0).brands).toEqual(['Noodle Chain']);
    expect(out).toEqual(
      new Map([
        ['Noodle Chain', 140],
        ['noodle chain', 140],
      ]),
    );
  });

  it('ignores garbage entries: zero, negative, fractional, huge, brands not asked about, repeats', async () => {
    fake.replies.push(
      reply([
        ['Zero Chain', 0],
        ['Minus Chain', -12],
        ['Half Chain', 3.5],
        ['Huge Chain', 1_000_000_000],
        ['Never Asked', 77],
        ['Good Chain', 140],
        ['Good Chain', 9999],
      ]),
    );
    const est = estimator();
    const out = await est.estimate(['Zero Chain', 'Minus Chain', 'Half Chain', 'Huge Chain', 'Good Chain'], AREA);
    expect(out).toEqual(new Map([['Good Chain', 140]]));
    // Ignored answers are not remembered: the brands are asked again next time.
    fake.replies.push(reply([['Zero Chain', 12]]));
    expect(await est.estimate(['Zero Chain', 'Good Chain'], AREA)).toEqual(
      new Map([
        ['Zero Chain', 12],
        ['Good Chain', 140],
      ]),
    );
    expect(asked(1).brands).toEqual(['Zero Chain']);
  });

  it('gives no counts for a reply that is not the expected structure (asked once more, then given up)', async () => {
    fake.replies.push({ content: 'I think Noodle Chain has about 140 locations' }, { content: { estimates: 'many' } });
    const out = await estimator().estimate(['Noodle Chain'], AREA);
    expect(out.size).toBe(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up at its time limit when the model hangs, without waiting for the client timeout', async () => {
    fake.replies.push({ hang: true });
    // The client would wait 20 s (longer than this test may run); the estimate's own limit is 200 ms.
    const est = estimator({ timeoutMs: 200 }, generator({ timeoutMs: 20_000, maxRetries: 0 }));
    const out = await est.estimate(['Noodle Chain'], AREA);
    expect(out.size).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('remembers an answer that arrives after the time limit for the next search', async () => {
    let release!: (v: Generated<LocationCountReply>) => void;
    const slow: LocationCountGenerator = {
      model: 'slow-model',
      generate: () => new Promise((resolve) => (release = resolve)),
    };
    const est = estimator({ timeoutMs: 50 }, slow);
    expect((await est.estimate(['Noodle Chain'], AREA)).size).toBe(0);
    release({
      value: { estimates: [{ brand: 'Noodle Chain', us_locations: 140 }] },
      generated_by: 'model',
      model: 'slow-model',
      cached: false,
    });
    await new Promise((r) => setImmediate(r));
    expect(await est.estimate(['Noodle Chain'], AREA)).toEqual(new Map([['Noodle Chain', 140]]));
  });

  it('gets through a 429 by retrying', async () => {
    fake.replies.push({ status: 429 }, reply([['Noodle Chain', 140]]));
    expect(await estimator().estimate(['Noodle Chain'], AREA)).toEqual(new Map([['Noodle Chain', 140]]));
    expect(fake.requests).toHaveLength(2);
  });

  it('gives no counts after repeated 500s, and remembers nothing from the failure', async () => {
    fake.replies.push({ status: 500 });
    const est = estimator({}, generator({ maxRetries: 1 }));
    expect((await est.estimate(['Noodle Chain'], AREA)).size).toBe(0);
    expect(fake.requests).toHaveLength(2);
    expect(est.cached).toBe(0);
    fake.replies.push(reply([['Noodle Chain', 140]]));
    fake.replies.splice(0, 1);
    expect(await est.estimate(['Noodle Chain'], AREA)).toEqual(new Map([['Noodle Chain', 140]]));
  });

  it('answers from the cache, asking only about brands it has not seen (a "don\'t know" included)', async () => {
    fake.replies.push(
      reply([
        ['Noodle Chain', 140],
        ['Casa Local', null],
      ]),
    );
    const est = estimator();
    await est.estimate(['Noodle Chain', 'Casa Local'], AREA);
    expect(await est.estimate(['Noodle Chain', 'Casa Local'], { city: 'Dallas', state: 'TX' })).toEqual(
      new Map([['Noodle Chain', 140]]),
    );
    expect(fake.requests).toHaveLength(1);
    fake.replies.push(reply([['Burger Barnstar', 2300]]));
    fake.replies.splice(0, 1);
    expect(await est.estimate(['Noodle Chain', 'Burger Barnstar', 'Casa Local'], AREA)).toEqual(
      new Map([
        ['Noodle Chain', 140],
        ['Burger Barnstar', 2300],
      ]),
    );
    expect(fake.requests).toHaveLength(2);
    expect(asked(1).brands).toEqual(['Burger Barnstar']);
  });

  it('forgets answers after their time and keeps at most cacheSize brands', async () => {
    let now = 1_000_000;
    fake.replies.push(
      reply([
        ['A Chain', 10],
        ['B Chain', 20],
        ['C Chain', 30],
      ]),
    );
    const est = estimator({ cacheSize: 2, cacheTtlMs: 60_000, now: () => now });
    await est.estimate(['A Chain', 'B Chain', 'C Chain'], AREA);
    expect(est.cached).toBe(2); // A Chain, the oldest, made room
    await est.estimate(['B Chain', 'C Chain'], AREA);
    expect(fake.requests).toHaveLength(1);
    await est.estimate(['A Chain'], AREA);
    expect(asked(1).brands).toEqual(['A Chain']);
    expect(fake.requests).toHaveLength(2);
    now += 60_001;
    await est.estimate(['C Chain'], AREA);
    expect(asked(2).brands).toEqual(['C Chain']);
  });

  it('asks about at most maxBrands brands per search; the rest stay without a count', async () => {
    fake.replies.push(
      reply([
        ['A Chain', 10],
        ['B Chain', 20],
        ['C Chain', 30],
        ['D Chain', 40],
      ]),
    );
    const out = await estimator({ maxBrands: 3 }).estimate(
      ['A Chain', 'B Chain', 'C Chain', 'D Chain', 'E Chain'],
      AREA,
    );
    expect(asked(0).brands).toEqual(['A Chain', 'B Chain', 'C Chain']);
    expect(out).toEqual(
      new Map([
        ['A Chain', 10],
        ['B Chain', 20],
        ['C Chain', 30],
      ]),
    );
  });

  it('fills the counts the results cannot give, and leaves them to the data when the model is down', async () => {
    const place = (id: string, name: string, brand: string | null, street: string): Place => ({
      place_id: id,
      source: 'osm',
      name,
      cuisine_type: 'asian',
      address: `${street}, Austin, TX`,
      address_parts: { street, city: 'Austin', state: 'TX', zip: '78701' },
      rating: null,
      review_count: null,
      phone: null,
      website: null,
      hours: null,
      clock: null,
      brand,
      brand_id: null,
      opened_at: null,
      domain_registered_at: null,
      review_response_rate: null,
      photo_count: null,
    });
    const places = [
      place('1', 'Noodle Chain - South Congress', 'Noodle Chain', '1 Congress Ave'),
      place('2', 'Taco Trail #3', null, '2 Lamar Blvd'),
      place('3', 'Taco Trail #4', null, '3 Lamar Blvd'),
      place('4', 'Casa Verde', null, '4 E 6th St'),
    ];
    fake.replies.push(reply([['Noodle Chain', 140]]));
    const counts = await countAcrossResults(places, estimator());
    expect(asked(0)).toEqual({ area: 'Austin, TX', brands: ['Noodle Chain'] });
    expect(counts.map((c) => [c.count, c.source])).toEqual([
      [140, 'model'],
      [2, 'search_results'],
      [2, 'search_results'],
      [1, 'search_results'],
    ]);

    await fake.close();
    const down = await countAcrossResults(places, estimator({}, generator({ maxRetries: 0 })));
    expect(down.map((c) => [c.count, c.source])).toEqual([
      [null, 'unknown'],
      [2, 'search_results'],
      [2, 'search_results'],
      [1, 'search_results'],
    ]);
  });
});

describe('createLocationEstimator', () => {
  // The estimator's settings beside any provider's: OpenStreetMap needs no key.
  const env = (settings: Record<string, string>) => loadEnv(LeadsEnvSchema, { LEADS_PROVIDER: 'osm', ...settings });

  it('makes none without a language model, or when turned off', () => {
    expect(createLocationEstimator(env({}))).toBeNull();
    expect(createLocationEstimator(env({ OPENAI_API_KEY: 'sk-test' }))).toBeNull();
    expect(
      createLocationEstimator(
        env({ OPENAI_MODEL: 'gpt-4o-mini', OPENAI_API_KEY: 'sk-test', LEADS_LOCATION_ESTIMATE: 'false' }),
      ),
    ).toBeNull();
  });

  it('makes a model-backed estimator from the shared model settings', () => {
    const made = createLocationEstimator(
      env({ OPENAI_MODEL: 'gpt-4o-mini', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
    );
    expect(made).toBeInstanceOf(ModelLocationEstimator);
    expect(made!.name).toBe('model:gpt-4o-mini');
  });

  it('has defaults and names bad settings', () => {
    expect(env({})).toMatchObject({
      LEADS_LOCATION_ESTIMATE: true,
      LEADS_LOCATION_ESTIMATE_TIMEOUT_MS: 5_000,
      LEADS_LOCATION_ESTIMATE_MAX_BRANDS: 40,
      LEADS_LOCATION_ESTIMATE_CACHE_SIZE: 5_000,
      LEADS_LOCATION_ESTIMATE_CACHE_HOURS: 168,
    });
    expect(() => env({ LEADS_LOCATION_ESTIMATE_MAX_BRANDS: '0' })).toThrow(/LEADS_LOCATION_ESTIMATE_MAX_BRANDS/);
    expect(() => env({ LEADS_LOCATION_ESTIMATE_TIMEOUT_MS: '5' })).toThrow(/LEADS_LOCATION_ESTIMATE_TIMEOUT_MS/);
    expect(() => env({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });
});
