import { FAKE_GOOGLE_KEY, startFakeGoogle, type FakeGoogle } from '../../testing/fake-upstreams.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { placeFromGoogle } from './google.place.js';
import { GOOGLE_FIELD_MASK, GOOGLE_FIELD_MASK_WITH_REVIEWS, GoogleProvider } from './google.provider.js';

const NOW = new Date('2026-11-25T03:30:00Z');
const query = { city: 'Austin', state: 'TX' as const, cuisine: null, limit: 25 };
const base = { id: 'ChIJx', displayName: { text: 'Casa Nueva' }, formattedAddress: '1 Main St, Austin, TX 78701, USA' };

describe("Google provider: when a place opened, and 'Opening soon'", () => {
  it("asks for the opening date always, and the reviews' dates only with review_dates (a recency filter)", () => {
    expect(GOOGLE_FIELD_MASK.split(',')).toContain('places.openingDate');
    expect(GOOGLE_FIELD_MASK).not.toContain('reviews');
    expect(GOOGLE_FIELD_MASK_WITH_REVIEWS.split(',')).toEqual(
      expect.arrayContaining(['places.openingDate', 'places.reviews.publishTime', 'nextPageToken']),
    );
  });

  it("maps a FUTURE_OPENING place to an announced opening dated by Google's openingDate", () => {
    const place = placeFromGoogle(
      { ...base, businessStatus: 'FUTURE_OPENING', openingDate: { year: 2026, month: 12, day: 12 } },
      query,
    )!;
    expect(place).toMatchObject({
      opened_at: Date.UTC(2026, 11, 12),
      opened_source: 'google_opening_date',
      opening_soon: true,
    });
  });

  it('dates an open place by its first review only when every review is shown', () => {
    const reviews = [{ publishTime: '2026-05-03T12:00:00Z' }, { publishTime: '2026-03-20T12:00:00Z' }];
    const all = placeFromGoogle({ ...base, businessStatus: 'OPERATIONAL', userRatingCount: 2, reviews }, query)!;
    expect(all).toMatchObject({
      opened_at: Date.parse('2026-03-20T12:00:00Z'),
      opened_source: 'first_review',
      opening_soon: false,
    });
    const some = placeFromGoogle({ ...base, businessStatus: 'OPERATIONAL', userRatingCount: 90, reviews }, query)!;
    expect(some).toMatchObject({ opened_at: null, opened_source: null });
  });

  describe('against a local fake', () => {
    let fake: FakeGoogle;
    beforeAll(async () => {
      fake = await startFakeGoogle();
    });
    afterAll(() => fake.close());
    beforeEach(() => {
      fake.mode = 'ok';
      fake.total = 45;
      fake.requests.length = 0;
    });
    const provider = () =>
      new GoogleProvider({ apiKey: FAKE_GOOGLE_KEY, baseUrl: fake.url, timeoutMs: 2000, maxPages: 5 }, new Scorer());

    it("asks with includeFutureOpeningBusinesses only for 'Opening soon', and says the source lists openings", async () => {
      const normal = await provider().search(query, NOW);
      expect(JSON.parse(fake.requests[0]!.body)).not.toHaveProperty('includeFutureOpeningBusinesses');
      expect(normal.future_openings_available).toBe(true);
      fake.requests.length = 0;
      await provider().search({ ...query, opening_soon: true }, NOW);
      expect(fake.requests.length).toBeGreaterThan(0);
      for (const r of fake.requests) expect(JSON.parse(r.body)).toMatchObject({ includeFutureOpeningBusinesses: true });
    });

    it('bills a plain search at the Enterprise tier and one that asks for review dates at Enterprise + Atmosphere, and says what it cost', async () => {
      const plain = await provider().search(query, NOW);
      expect(fake.requests.map((r) => r.headers['x-goog-fieldmask'])).toEqual(
        fake.requests.map(() => GOOGLE_FIELD_MASK),
      );
      // 25 leads wanted: two pages of 20 at $35 per 1,000.
      expect(plain).toMatchObject({ provider_calls: 2, provider_cost: 0.07 });
      fake.requests.length = 0;
      const dated = await provider().search({ ...query, review_dates: true }, NOW);
      expect(fake.requests.map((r) => r.headers['x-goog-fieldmask'])).toEqual(
        fake.requests.map(() => GOOGLE_FIELD_MASK_WITH_REVIEWS),
      );
      expect(dated).toMatchObject({ provider_calls: 2, provider_cost: 0.08 });
    });
  });
});
