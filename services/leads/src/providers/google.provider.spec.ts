import { FAKE_GOOGLE_KEY, googlePlace, startFakeGoogle, type FakeGoogle } from '../../testing/fake-upstreams.js';
import { Scorer } from '../scoring/fit.scorer.js';
import {
  GOOGLE_FIELD_MASK,
  GOOGLE_FIELD_MASK_WITH_PHOTOS,
  GOOGLE_INFO,
  GoogleProvider,
  SIMULATED_PLACES_INFO,
} from './google.provider.js';
import { weekdayText } from '../places/place.hours.js';
import { placeFromGoogle } from './google.place.js';
import { UpstreamError } from './upstream.http.js';

const NOW = new Date('2026-11-25T03:30:00Z');
const query = { city: 'Austin', state: 'TX' as const, cuisine: null, limit: 25 };

describe('Google Places (API New) provider against a local fake', () => {
  let fake: FakeGoogle;
  const provider = (o: Partial<{ apiKey: string; timeoutMs: number; maxPages: number }> = {}) =>
    new GoogleProvider(
      { apiKey: FAKE_GOOGLE_KEY, baseUrl: fake.url, timeoutMs: 2000, maxPages: 5, ...o },
      new Scorer(),
    );

  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.total = 45;
    fake.requests.length = 0;
  });

  it('sends searchText with the key, the field mask and pageSize 20, and maps places to leads', async () => {
    const res = await provider().search(query, NOW);
    const first = fake.requests[0]!;
    expect(first.method).toBe('POST');
    expect(first.path).toBe('/v1/places:searchText');
    expect(first.headers['x-goog-api-key']).toBe(FAKE_GOOGLE_KEY);
    expect(first.headers['x-goog-fieldmask']).toBe(GOOGLE_FIELD_MASK);
    expect(JSON.parse(first.body)).toEqual({
      textQuery: 'restaurants in Austin, TX',
      pageSize: 20,
      languageCode: 'en',
      regionCode: 'US',
    });
    const lead = res.candidates.find((c) => c.lead.place_id === 'ChIJfake0001')!.lead;
    expect(lead).toMatchObject({
      name: 'Fake Bistro 1',
      data_source: 'google',
      cuisine_type: 'mexican',
      address: '101 Congress Ave, Austin, TX 78701',
      address_parts: { street: '101 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      google_rating: 3.1,
      review_count: 13,
      phone: '(512) 555-1001',
      website: 'https://bistro1.example.com/',
    });
    expect(lead.operating_hours!.weekday_text[0]).toBe('Monday: 11:00 AM - 10:00 PM');
    expect(lead.operating_hours!.weekday_text[6]).toBe('Sunday: Closed');
    expect(res.dates_available).toBe(false);
  });

  it('follows nextPageToken until it has the requested number, deduplicating by place id', async () => {
    const res = await provider().search(query, NOW);
    expect(fake.requests).toHaveLength(2);
    expect(JSON.parse(fake.requests[1]!.body).pageToken).toBeTruthy();
    expect(res.candidates).toHaveLength(40);
    expect(new Set(res.candidates.map((c) => c.lead.place_id)).size).toBe(40);

    fake.requests.length = 0;
    const all = await provider().search({ ...query, limit: 60 }, NOW);
    expect(fake.requests).toHaveLength(3);
    expect(all.candidates).toHaveLength(45);
    expect(all.provider_calls).toBe(3);

    fake.requests.length = 0;
    await provider({ maxPages: 1 }).search({ ...query, limit: 60 }, NOW);
    expect(fake.requests).toHaveLength(1);
  });

  it('asks for the city itself first when Max Results is above 60, and says so when Google gives no area', async () => {
    const res = await provider().search({ ...query, limit: 250 }, NOW);
    expect(JSON.parse(fake.requests[0]!.body).textQuery).toBe('Austin, TX');
    expect(fake.requests[0]!.headers['x-goog-fieldmask']).toBe('places.id,places.types,places.viewport');
    // This fake answers every query with restaurants, no locality: one plain search is all it can do.
    expect(res.candidates).toHaveLength(45);
    expect(res.provider_calls).toBe(fake.requests.length);
    expect(res.warnings[0]).toMatch(/gave no area for Austin, TX/);
  });

  it('puts the cuisine in the text query', async () => {
    await provider().search({ ...query, cuisine: 'breakfast_brunch' }, NOW);
    expect(JSON.parse(fake.requests[0]!.body).textQuery).toBe('Breakfast & Brunch restaurants in Austin, TX');
  });

  it('computes open-now from the periods and the place’s UTC offset', async () => {
    const { materialize } = await import('../search/search.encoding.js');
    const res = await provider().search(query, NOW); // Tuesday 21:30 at UTC-6
    expect(materialize(res.candidates[0]!, NOW).operating_hours!.is_open_now).toBe(true);
    expect(materialize(res.candidates[0]!, new Date('2026-11-25T05:30:00Z')).operating_hours!.is_open_now).toBe(false);
  });

  it('marks a chain seen once in the results as unknown, counts the others', async () => {
    const res = await provider().search({ ...query, limit: 60 }, NOW);
    const chain = res.candidates.filter((c) => c.lead.name.startsWith('Taco Trail'));
    expect(chain.length).toBeGreaterThan(1);
    expect(
      chain.every((c) => c.lead.location_count === chain.length && c.lead.location_count_source === 'search_results'),
    ).toBe(true);
    fake.total = 5;
    const one = await provider().search(query, NOW);
    const lone = one.candidates.find((c) => c.lead.name.startsWith('Taco Trail'))!;
    expect(lone.lead).toMatchObject({ location_count: null, location_count_source: 'unknown', brand: 'Taco Trail' });
  });

  it('answers an empty result ({}) with no places', async () => {
    fake.mode = 'empty';
    expect((await provider().search(query, NOW)).candidates).toEqual([]);
  });

  const failure = async (p: GoogleProvider) => {
    try {
      await p.search(query, NOW);
    } catch (err) {
      return err as UpstreamError;
    }
    throw new Error('expected a failure');
  };

  it.each([
    ['quota', 'UPSTREAM_FAILED', /quota is used up \(RESOURCE_EXHAUSTED\)/],
    ['server_error', 'UPSTREAM_FAILED', /Google Places failed \(HTTP 500 INTERNAL\)/],
    ['garbage', 'UPSTREAM_FAILED', /malformed response/],
    ['bad_shape', 'UPSTREAM_FAILED', /malformed response/],
    ['fail_second_page', 'UPSTREAM_FAILED', /HTTP 503 UNAVAILABLE/],
  ] as const)('turns %s into a clear %s error', async (mode, code, message) => {
    fake.mode = mode;
    const err = await failure(provider());
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
  });

  it('says the key was refused (Google answers an invalid key with 400 and the reason API_KEY_INVALID)', async () => {
    const err = await failure(provider({ apiKey: 'wrong' }));
    expect(err.message).toBe('Google Places refused the API key. Check GOOGLE_PLACES_API_KEY.');
  });

  it('gives up at the time limit with TIMEOUT', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const err = await failure(provider({ timeoutMs: 300 }));
    expect(err.code).toBe('TIMEOUT');
    expect(err.message).toMatch(/did not answer within 0.3 s/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up at the time limit when the body stops halfway', async () => {
    fake.mode = 'stall_body';
    const err = await failure(provider({ timeoutMs: 300 }));
    expect(err.code).toBe('TIMEOUT');
    expect(err.message).toMatch(/did not answer within 0.3 s/);
  });

  it('follows no redirect: the answer is that Google could not be reached', async () => {
    fake.mode = 'redirect';
    const err = await failure(provider());
    expect(err.code).toBe('UPSTREAM_FAILED');
    expect(err.message).toBe('Google Places could not be reached. Please try again.');
  });

  it('says when the server cannot be reached', async () => {
    const closed = await startFakeGoogle();
    await closed.close();
    const err = await failure(
      new GoogleProvider({ apiKey: 'k', baseUrl: closed.url, timeoutMs: 1000, maxPages: 1 }, new Scorer()),
    );
    expect(err.code).toBe('UPSTREAM_FAILED');
    expect(err.message).toMatch(/could not be reached/);
  });
});

describe("a place's clock", () => {
  it("takes the place's own time zone when Google gives it, else its UTC offset", () => {
    expect(placeFromGoogle(googlePlace(1, { timeZone: { id: 'America/Chicago' } }), query)!.clock).toEqual({
      timeZone: 'America/Chicago',
    });
    expect(placeFromGoogle(googlePlace(1), query)!.clock).toEqual({ utcOffsetMinutes: -360 });
    expect(placeFromGoogle(googlePlace(1, { utcOffsetMinutes: undefined }), query)!.clock).toBeNull();
  });
});

describe("a place's address and hours", () => {
  it('asks for the postal address and the hours periods only, not their lines or the address components', () => {
    const fields = GOOGLE_FIELD_MASK.split(',');
    expect(fields).toEqual(expect.arrayContaining(['places.postalAddress', 'places.regularOpeningHours.periods']));
    expect(fields).not.toContain('places.regularOpeningHours');
    expect(GOOGLE_FIELD_MASK).not.toContain('addressComponents');
  });

  it('reads the parts from the postal address, several street lines joined', () => {
    const postal = {
      addressLines: ['500 Congress Ave', 'Ste 120'],
      locality: 'Austin',
      administrativeArea: 'TX',
      postalCode: '78701',
    };
    expect(placeFromGoogle(googlePlace(1, { postalAddress: postal }), query)!.address_parts).toEqual({
      street: '500 Congress Ave, Ste 120',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });

  it.each([
    ['lacks the city and ZIP', { addressLines: ['101 Congress Ave'], administrativeArea: 'TX' }],
    ['is missing', undefined],
  ])('reads the parts from the formatted address where the postal address %s', (_, postalAddress) => {
    expect(placeFromGoogle(googlePlace(1, { postalAddress }), query)!.address_parts).toEqual({
      street: '101 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });

  it('writes the hours lines from the periods, in plain ASCII, and none when Google lists no hours', () => {
    const late = { periods: [{ open: { day: 5, hour: 17, minute: 30 }, close: { day: 6, hour: 2, minute: 0 } }] };
    const lines = weekdayText(placeFromGoogle(googlePlace(1, { regularOpeningHours: late }), query)!.hours!);
    expect(lines[4]).toBe('Friday: 5:30 PM - 2:00 AM');
    expect(lines[0]).toBe('Monday: Closed');
    expect(lines.join('\n')).toMatch(/^[\x20-\x7e\n]+$/);
    expect(placeFromGoogle(googlePlace(1, { regularOpeningHours: undefined }), query)!.hours).toBeNull();
  });
});

describe("a place's photos", () => {
  const photos = (n: number) => Array.from({ length: n }, (_, k) => ({ name: `places/x/photos/${k}` }));
  const lookup = { ...query, photos: true };
  it('asks for photos (their names only) on a lookup and counts those Google lists (10 at most); none listed is none', () => {
    expect(GOOGLE_FIELD_MASK_WITH_PHOTOS.split(',')).toContain('places.photos.name');
    expect(placeFromGoogle(googlePlace(1, { photos: photos(10) }), lookup)!.photo_count).toBe(10);
    expect(placeFromGoogle(googlePlace(1, { photos: photos(3) }), lookup)!.photo_count).toBe(3);
    expect(placeFromGoogle(googlePlace(1, { photos: undefined }), lookup)!.photo_count).toBe(0);
  });

  it('leaves photos out of a search: its leads say their photos are unknown, not none', () => {
    expect(GOOGLE_FIELD_MASK).not.toContain('photos');
    expect(placeFromGoogle(googlePlace(1, { photos: undefined }), query)!.photo_count).toBeNull();
  });
});

describe('what the Google provider says its data is', () => {
  const at = (baseUrl: string) =>
    new GoogleProvider({ apiKey: 'k', baseUrl, timeoutMs: 1000, maxPages: 1 }, new Scorer()).info;

  it("is Google Places, credited to Google, at Google's own endpoint", () => {
    expect(at('https://places.googleapis.com')).toEqual(GOOGLE_INFO);
    expect(at('https://places.googleapis.com/')).toMatchObject({ label: 'Google Places', is_demo: false });
  });

  it('is demo data, said to be simulated, anywhere else (the simulator)', () => {
    for (const url of ['http://127.0.0.1:4500', 'http://places.googleapis.com', 'https://places.googleapis.com:8443']) {
      expect(at(url)).toEqual(SIMULATED_PLACES_INFO);
    }
    expect(SIMULATED_PLACES_INFO).toMatchObject({ label: 'Demo data (simulated)', is_demo: true, provider: 'google' });
    expect(SIMULATED_PLACES_INFO.attribution).toMatch(/simulated.*do not exist/);
  });
});
