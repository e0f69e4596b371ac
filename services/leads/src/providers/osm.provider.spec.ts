import { startFakeOverpass, type FakeOverpass } from '../../testing/fake-upstreams.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { materialize } from '../search/search.encoding.js';
import { UpstreamError } from './upstream.http.js';
import { OSM_INFO, OsmProvider, overpassQuery } from './osm.provider.js';

const NOW = new Date('2026-11-25T03:30:00Z'); // Tuesday 21:30 in Austin
const query = { city: 'Austin', state: 'TX' as const, cuisine: null, limit: 25 };

describe('OpenStreetMap (Overpass) provider against a local fake', () => {
  let fake: FakeOverpass;
  const provider = (timeoutMs = 3000) =>
    new OsmProvider({ url: `${fake.url}/api/interpreter`, timeoutMs }, new Scorer());

  beforeAll(async () => {
    fake = await startFakeOverpass();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.queries.length = 0;
  });

  it('builds an Overpass QL query for the city inside its state', () => {
    const q = overpassQuery(query, 25);
    expect(q).toContain('[out:json][timeout:25];');
    expect(q).toContain('area["ISO3166-2"="US-TX"]["admin_level"="4"]->.st;');
    expect(q).toContain('["name"="Austin"](area.st);');
    expect(q).toContain(
      'nwr["amenity"~"^(restaurant|fast_food|cafe|bar|pub|ice_cream|food_court)$"]["name"](area.city);',
    );
    expect(q).toContain('out center tags 1000;');
    expect(overpassQuery({ ...query, state: '' as never, city: 'Say "hi"\\' }, 25)).toContain(
      '["name"="Say \\"hi\\"\\\\"]',
    );
    expect(overpassQuery({ ...query, cuisine: 'burgers' }, 25)).toContain('["cuisine"~"(^|;) *(burger) *(;|$)",i]');
    expect(overpassQuery({ ...query, cuisine: 'cafe' }, 25)).toContain('nwr["amenity"~"^(cafe)$"]');
  });

  it('posts the query and maps elements to leads, with no ratings and the OSM credit', async () => {
    const p = provider();
    expect(p.info).toBe(OSM_INFO);
    expect(OSM_INFO.attribution).toBe('© OpenStreetMap contributors');
    const res = await p.search(query, NOW);
    expect(fake.queries[0]).toContain('(area.city)');
    expect(fake.requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(res.ratings_available).toBe(false);
    expect(res.candidates).toHaveLength(6); // the element without a name is skipped
    const casa = res.candidates.find((c) => c.lead.name === 'Casa Verde')!;
    expect(casa.lead).toMatchObject({
      place_id: 'node/101',
      data_source: 'osm',
      cuisine_type: 'mexican',
      address: '1200 East 6th Street, Austin, TX 78702',
      google_rating: null,
      review_count: null,
      phone: '+1 512-555-0142',
      website: 'https://casa-verde.example.com',
      time_zone: 'America/Chicago',
    });
    expect(materialize(casa, NOW).operating_hours!.is_open_now).toBe(true);
    expect(res.candidates.find((c) => c.lead.name === 'Bean There Coffee')!.lead.cuisine_type).toBe('cafe');
    const bar = res.candidates.find((c) => c.lead.name === 'The Tipsy Heron')!;
    expect(bar.lead).toMatchObject({ cuisine_type: 'bar', opened_date: '2026-05-01', is_recently_established: true });
  });

  it('counts brand locations by brand:wikidata and leaves a lone chain location unknown', async () => {
    const res = await provider().search(query, NOW);
    const burgers = res.candidates.filter((c) => c.lead.name === 'Burger Barnstar');
    expect(burgers.map((c) => [c.lead.location_count, c.lead.location_count_source])).toEqual([
      [2, 'search_results'],
      [2, 'search_results'],
    ]);
    expect(res.candidates.find((c) => c.lead.name.startsWith('Noodle Chain'))!.lead).toMatchObject({
      location_count: null,
      location_count_source: 'unknown',
      brand: 'Noodle Chain',
    });
    // Hours with a public-holiday rule are not guessed.
    expect(res.candidates.find((c) => c.lead.name.startsWith('Noodle Chain'))!.lead.operating_hours).toBeNull();
  });

  it('keeps partial results with a warning when Overpass stopped early', async () => {
    fake.mode = 'partial';
    const res = await provider().search(query, NOW);
    expect(res.candidates).toHaveLength(2);
    expect(res.warnings.join()).toMatch(/incomplete/);
  });

  const failure = async (p: OsmProvider) => {
    try {
      await p.search(query, NOW);
    } catch (err) {
      return err as UpstreamError;
    }
    throw new Error('expected a failure');
  };

  it.each([
    ['rate_limited', 'UPSTREAM_FAILED', /rate limiting/],
    ['busy', 'TIMEOUT', /overloaded/],
    ['bad_request', 'UPSTREAM_FAILED', /HTTP 400/],
    ['runtime_error', 'TIMEOUT', /ran out of time/],
    ['garbage', 'UPSTREAM_FAILED', /malformed response/],
  ] as const)('turns %s into a clear %s error', async (mode, code, message) => {
    fake.mode = mode;
    const err = await failure(provider());
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
  });

  it('gives up at the time limit', async () => {
    fake.mode = 'hang';
    const err = await failure(provider(300));
    expect(err.code).toBe('TIMEOUT');
  });
});
