import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';

/** The simulated Places API (New), driven over HTTP with plain fetch as any client would. */
describe('the simulated Places API (New): Text Search', () => {
  let sim: Simulator;
  let dataDir: string;
  const MASK =
    'places.id,places.displayName,places.formattedAddress,places.location,places.businessStatus,nextPageToken';

  const search = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${sim.url}/v1/places:searchText`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-goog-api-key': sim.placesKey,
        'x-goog-fieldmask': MASK,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  interface Place {
    id: string;
    displayName: { text: string };
    formattedAddress: string;
    location: { latitude: number; longitude: number };
    businessStatus: string;
    openingDate: { year: number; month: number; day: number };
    primaryType: string;
    websiteUri?: string;
    nationalPhoneNumber?: string;
    regularOpeningHours?: { weekdayDescriptions: string[] };
    addressComponents: Array<{ types: string[] }>;
    postalAddress: Record<string, unknown>;
    userRatingCount?: number;
    reviews: unknown[];
    photos: Array<{ name: string }>;
  }
  type Page = { places?: Place[]; nextPageToken?: string };
  const page = async (body: unknown, headers?: Record<string, string>): Promise<Page> => {
    const res = await search(body, headers);
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  const allPages = async (body: Record<string, unknown>) => {
    const places: Place[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const p = await page({ ...body, ...(token ? { pageToken: token } : {}) });
      places.push(...(p.places ?? []));
      token = p.nextPageToken;
      pages++;
    } while (token && pages < 10);
    return { places, pages };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sim-places-'));
    sim = await startSimulator({ port: 0, mailbox: false, dataDir });
  });
  afterAll(async () => {
    await sim?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a search of one of the world's 73 cities with its listings, 20 a page, 60 at most", async () => {
    const { places, pages } = await allPages({ textQuery: 'restaurants in Austin, TX', pageSize: 20 });
    expect(pages).toBe(3);
    expect(places).toHaveLength(60);
    expect(new Set(places.map((p) => p.id)).size).toBe(60);
    const austin = sim.world.data.cities.findIndex((c) => c.name === 'Austin');
    const names = new Set(sim.world.data.rows.filter((r) => r.ci === austin).map((r) => r.n));
    for (const p of places) {
      expect(names.has(p.displayName.text)).toBe(true);
      expect(p.formattedAddress).toMatch(/, Austin, TX \d{5}, USA$/);
      expect(Math.abs(p.location.latitude - 30.27)).toBeLessThan(0.3);
    }
  });

  it('answers Fredericksburg, TX (a gazetteer town) with restaurants inside the town, the same every time', async () => {
    const first = await page({ textQuery: 'restaurants in Fredericksburg, TX' });
    const again = await page({ textQuery: 'restaurants in Fredericksburg, TX' });
    expect(first.places!.length).toBeGreaterThanOrEqual(20);
    expect(again).toEqual(first);
    for (const p of first.places!) {
      expect(p.formattedAddress).toMatch(/, Fredericksburg, TX \d{5}, USA$/);
      expect(Math.abs(p.location.latitude - 30.2752)).toBeLessThan(0.05);
      expect(Math.abs(p.location.longitude + 98.8719)).toBeLessThan(0.05);
    }
  });

  it("filters by the catalogue's cuisine as the product names it, and gives every field the product reads", async () => {
    const { places } = await page(
      { textQuery: 'BBQ restaurants in Kansas City, MO', pageSize: 20 },
      { 'x-goog-fieldmask': '*' },
    );
    expect(places!.length).toBeGreaterThan(0);
    for (const p of places!) expect(p.primaryType).toBe('barbecue_restaurant');
    const p = places!.find((x) => x.websiteUri && x.regularOpeningHours && x.nationalPhoneNumber)!;
    expect(p).toMatchObject({
      displayName: { text: expect.any(String), languageCode: 'en' },
      nationalPhoneNumber: expect.stringMatching(/^\(\d{3}\) 555-01\d\d$/),
      internationalPhoneNumber: expect.stringMatching(/^\+1 \d{3}-555-01\d\d$/),
      websiteUri: expect.stringMatching(/^https:\/\/[^/]+\.example\.(com|net|org)\//),
      utcOffsetMinutes: expect.any(Number),
      businessStatus: 'OPERATIONAL',
      types: expect.arrayContaining(['barbecue_restaurant', 'restaurant']),
      regularOpeningHours: { periods: expect.any(Array), weekdayDescriptions: expect.any(Array) },
    });
    expect(p.postalAddress).toMatchObject({ regionCode: 'US', administrativeArea: 'MO', locality: 'Kansas City' });
    expect(p.addressComponents.map((c) => c.types[0])).toEqual(
      expect.arrayContaining(['route', 'locality', 'administrative_area_level_1', 'postal_code', 'country']),
    );
    expect(p.regularOpeningHours!.weekdayDescriptions[0]).toMatch(/^Monday: /);
    const rated = places!.find((x) => (x.userRatingCount ?? 0) >= 5)!;
    expect(rated.reviews.length).toBe(5);
    expect(rated.reviews[0]).toMatchObject({ rating: expect.any(Number), text: { text: expect.any(String) } });
    expect(rated.photos.length).toBeLessThanOrEqual(10);
    expect(rated.photos[0].name).toMatch(new RegExp(`^places/${rated.id}/photos/`));
  });

  it('returns only the masked fields, and nextPageToken only when masked', async () => {
    const only = await page(
      { textQuery: 'restaurants in Boise, ID' },
      { 'x-goog-fieldmask': 'places.displayName.text' },
    );
    expect(Object.keys(only)).toEqual(['places']);
    for (const p of only.places!) expect(p).toEqual({ displayName: { text: expect.any(String) } });
    const token = await page({ textQuery: 'restaurants in Boise, ID' }, { 'x-goog-fieldmask': 'nextPageToken' });
    expect(Object.keys(token)).toEqual(['nextPageToken']);
  });

  it('refuses a missing or wrong key as Google does, and plays a quota used up', async () => {
    for (const key of ['', 'wrong-key']) {
      const res = await search({ textQuery: 'restaurants in Boise, ID' }, { 'x-goog-api-key': key });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 403, message: expect.any(String), status: 'PERMISSION_DENIED' },
      });
    }
    const res = await search({ textQuery: 'restaurants in Boise, ID' }, { 'x-goog-api-key': 'exhausted-key' });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('RESOURCE_EXHAUSTED');
  });

  it('answers INVALID_ARGUMENT without a field mask, a text query or valid JSON, or with a token of another search', async () => {
    const bad = async (res: Response) => {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
    };
    await bad(await search({ textQuery: 'restaurants in Boise, ID' }, { 'x-goog-fieldmask': '' }));
    await bad(await search({ pageSize: 5 }));
    await bad(await search('{"textQuery": '));
    await bad(await search({ textQuery: 'restaurants in Boise, ID' }, { 'x-goog-fieldmask': 'places.nothing' }));
    const { nextPageToken } = await page({ textQuery: 'restaurants in Boise, ID' });
    await bad(await search({ textQuery: 'pizza in Boise, ID', pageToken: nextPageToken }));
    await bad(await search({ textQuery: 'restaurants in Boise, ID', pageToken: 'not-a-token' }));
  });

  it('coerces a page size above 20 to 20', async () => {
    const { places } = await page({ textQuery: 'restaurants in Denver, CO', pageSize: 50 });
    expect(places).toHaveLength(20);
  });

  it('keeps to locationRestriction and puts the locationBias area first', async () => {
    const centre = { latitude: 39.7392, longitude: -104.9903 };
    const rectangle = {
      low: { latitude: centre.latitude - 0.03, longitude: centre.longitude - 0.03 },
      high: { latitude: centre.latitude + 0.03, longitude: centre.longitude + 0.03 },
    };
    const { places } = await allPages({ textQuery: 'restaurants in Denver, CO', locationRestriction: { rectangle } });
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) {
      expect(p.location.latitude).toBeGreaterThanOrEqual(rectangle.low.latitude);
      expect(p.location.latitude).toBeLessThanOrEqual(rectangle.high.latitude);
    }
    const unbiased = await page({ textQuery: 'restaurants in Denver, CO' });
    const biased = await page({
      textQuery: 'restaurants in Denver, CO',
      locationBias: { circle: { center: centre, radius: 1500 } },
    });
    expect(biased.places!.map((p) => p.id)).not.toEqual(unbiased.places!.map((p) => p.id));
    const near = await page({ textQuery: 'restaurants', locationRestriction: { rectangle } });
    expect(near.places![0]!.formattedAddress).toMatch(/Denver, CO/);
  });

  it('lists places about to open only with includeFutureOpeningBusinesses, with their opening date', async () => {
    const plain = await allPages({ textQuery: 'restaurants in Fredericksburg, TX' });
    expect(plain.places.every((p) => p.businessStatus === 'OPERATIONAL')).toBe(true);
    const res = await search(
      { textQuery: 'restaurants in Fredericksburg, TX', includeFutureOpeningBusinesses: true },
      { 'x-goog-fieldmask': 'places.id,places.businessStatus,places.openingDate' },
    );
    const { places } = (await res.json()) as Page;
    const future = places!.filter((p) => p.businessStatus === 'FUTURE_OPENING');
    expect(future.length).toBeGreaterThan(0);
    for (const p of future) {
      const { year, month, day } = p.openingDate;
      expect(Date.UTC(year, month - 1, day)).toBeGreaterThan(Date.now());
    }
  });

  it('answers a place no gazetteer has with no places', async () => {
    expect(await page({ textQuery: 'restaurants in Nowhere Springs, TX' })).toEqual({});
  });

  it("answers RDAP for a restaurant's domain with its registration date, and 404 for a domain it does not have", async () => {
    const row = sim.world.data.rows.find((r) => r.w && r.d !== undefined && !r.b)!;
    const host = new URL(row.w!).hostname.replace(/^www\./, '');
    const res = await fetch(`${sim.settings.RDAP_BASE_URL}domain/${host}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rdap\+json/);
    const domain = (await res.json()) as { ldhName: string; events: Array<{ eventAction: string; eventDate: string }> };
    expect(domain.ldhName.toLowerCase()).toBe(host);
    const registered = new Date(domain.events.find((e) => e.eventAction === 'registration')!.eventDate);
    const days = Math.floor((Date.now() - registered.getTime()) / 86_400_000);
    expect(Math.abs(days - row.d!)).toBeLessThanOrEqual(1);

    const unknown = await fetch(`${sim.settings.RDAP_BASE_URL}domain/nobody-here.example.com`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: 404, title: 'Not Found', description: expect.any(Array) });

    const bootstrap = (await (await fetch(`${sim.settings.RDAP_BASE_URL}dns.json`)).json()) as { services: unknown };
    expect(bootstrap.services).toEqual([[['com', 'net', 'org'], [sim.settings.RDAP_BASE_URL]]]);
  });

  it("answers RDAP for a town restaurant's domain", async () => {
    const { places } = await page(
      { textQuery: 'restaurants in Kerrville, TX' },
      { 'x-goog-fieldmask': 'places.websiteUri' },
    );
    const site = places!.map((p) => p.websiteUri).find((w) => w && new URL(w).hostname.includes('kerrville-tx'))!;
    const res = await fetch(`${sim.settings.RDAP_BASE_URL}domain/${new URL(site).hostname}`);
    expect(res.status).toBe(200);
  });
});
