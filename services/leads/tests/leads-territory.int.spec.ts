import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteRequest } from '@leadgen/contracts';
import type { SimulatedPlaces } from './simulated-places.js';
import { type SearchStack, startSearchStack } from './search-stack.js';

/**
 * A Places API in front of the simulator that fails one tile of a territory search: the tile
 * searches (`locationRestriction`) after the first `healthy` answer 500 INTERNAL, as Google does
 * on a bad moment. Everything else is forwarded to the simulator as it came. It counts the
 * requests, and of them the lookups of a city's area (a search with no `locationRestriction`).
 */
async function startFlakyPlaces(target: string, healthy: number) {
  let tiles = 0;
  let requests = 0;
  let lookups = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tile = body.toString().includes('"locationRestriction"');
      requests++;
      if (!tile) lookups++;
      if (tile && ++tiles > healthy) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } }));
        return;
      }
      const headers = { ...req.headers, host: new URL(target).host };
      const forward = http.request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get tiles() {
      return tiles;
    },
    get requests() {
      return requests;
    },
    get lookups() {
      return lookups;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whole territories through the gateway: Max Results above one query's 60 covers the city's area
 * with tiled searches of the simulator's Places API, through the production Google provider.
 */
describe('a territory search: Max Results past the 60 places of one Google query', () => {
  let stack: SearchStack;
  let places: SimulatedPlaces;
  const search = (criteria: RouteRequest<'leadSearch'>) => stack.search(criteria);
  /** A fresh leads instance with the simulator's settings, searching the Places API at the address given. */
  const startLeads = (baseUrl?: string) => stack.startLeads(baseUrl ? { GOOGLE_PLACES_BASE_URL: baseUrl } : {});

  beforeAll(async () => {
    stack = await startSearchStack();
    ({ places } = stack);
    await startLeads();
  }, 60_000);

  afterAll(() => stack?.close());

  it('finds 250 Mexican restaurants in Houston, TX as 250 distinct places, and says how many calls it took', async () => {
    const { status, body } = await search({ city: 'Houston', state: 'TX', cuisine: 'mexican', limit: 250 });
    expect(status).toBe(200);
    expect(body.count).toBe(250);
    const ids = body.leads.map((l) => l.place_id);
    expect(new Set(ids).size).toBe(250);
    expect(body.leads.every((l) => l.cuisine_type === 'mexican')).toBe(true);
    expect(body.leads.every((l) => l.address_parts?.city === 'Houston' && l.address_parts.state === 'TX')).toBe(true);
    // The city's lookup, then tiles of up to three pages each: far more than one query's three pages.
    expect(body.provider_calls).toBeGreaterThan(3);
    expect(body.provider_calls).toBeLessThanOrEqual(60);
    expect(body.warnings ?? []).not.toContainEqual(expect.stringMatching(/could not be searched|stopped at/));
    console.log(`250 Mexican restaurants in Houston, TX: ${body.count} leads, ${body.provider_calls} provider calls`);
  });

  it('answers a 100-lead search with 100 distinct leads, its tiles paging no further once the city holds enough', async () => {
    const { status, body } = await search({ city: 'Chicago', state: 'IL', limit: 100 });
    expect(status).toBe(200);
    expect(body.count).toBe(100);
    expect(new Set(body.leads.map((l) => l.place_id)).size).toBe(100);
    // The city's lookup and seven pages: 16 calls before tiles stopped paging at enough places, and
    // 9 while a page that landed woke a waiting tile before its places were counted (docs/benchmarks.md).
    expect(body.provider_calls).toBeLessThanOrEqual(8);
    expect(body.provider_cost).toBeGreaterThan(0);
    console.log(
      `100 restaurants in Chicago, IL: ${body.count} leads, ${body.provider_calls} provider calls, $${body.provider_cost}`,
    );
  });

  it("looks a city's area up once: searched again, Chicago's 100 leads take 7 calls, none of them the lookup", async () => {
    const counting = await startFlakyPlaces(places.settings.GOOGLE_PLACES_BASE_URL, Infinity);
    await startLeads(counting.url);
    try {
      const first = await search({ city: 'Chicago', state: 'IL', limit: 100 });
      const again = await search({ city: ' chicago', state: 'IL', limit: 100 });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect([first.body.count, again.body.count]).toEqual([100, 100]);
      // Every request Google got is in a search's calls; the area was asked for by the first alone.
      const [firstCalls, againCalls] = [first.body.provider_calls ?? NaN, again.body.provider_calls ?? NaN];
      expect(firstCalls + againCalls).toBe(counting.requests);
      expect(counting.lookups).toBe(1);
      expect(againCalls).toBeLessThanOrEqual(7);
      // Its cost is its pages at the Enterprise list price ($35 per 1,000), no Pro lookup.
      expect(again.body.provider_cost).toBe(Math.round(againCalls * 0.035 * 10_000) / 10_000);
      console.log(`100 restaurants in Chicago, IL: ${firstCalls} calls, then ${againCalls} with its area known`);
    } finally {
      await startLeads();
      await counting.close();
    }
  });

  it('answers a 500-lead search with its later pages to a caller that takes no compression (over 1 MB as JSON)', async () => {
    const res = await fetch(`${stack.gateway.url}/api/leads/search`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${stack.token}`,
        'accept-encoding': 'identity',
      },
      body: JSON.stringify({ city: 'Houston', state: 'TX', limit: 500, filter_bad_fits: false }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    // Larger than NATS's max_payload as it is: it crossed the bus compressed and was opened for this caller.
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    const body = JSON.parse(text) as { count: number; leads: unknown[]; more_leads?: unknown[] };
    expect(body.count).toBe(500);
    expect(body.leads).toHaveLength(500);
    expect((body.more_leads ?? []).length).toBeGreaterThan(0);
  });

  it('answers a 500-place search of a whole city with 500 distinct leads', async () => {
    const { status, body } = await search({ city: 'Houston', state: 'TX', limit: 500, filter_bad_fits: false });
    expect(status).toBe(200);
    expect(body.count).toBe(500);
    expect(new Set(body.leads.map((l) => l.place_id)).size).toBe(500);
    expect(body.provider_calls).toBeGreaterThan(9);
    console.log(`500 restaurants in Houston, TX: ${body.count} leads, ${body.provider_calls} provider calls`);
  });

  it('keeps one query for Max Results of 60 or fewer', async () => {
    const { body } = await search({ city: 'Houston', state: 'TX', cuisine: 'mexican', limit: 50 });
    expect(body.count).toBeLessThanOrEqual(50);
    expect(body.provider_calls).toBeLessThanOrEqual(3);
  });

  it('answers with the places it had and a warning when a tile fails in the middle of the territory, never a 500', async () => {
    const flaky = await startFlakyPlaces(places.settings.GOOGLE_PLACES_BASE_URL, 4);
    await startLeads(flaky.url);
    try {
      const { status, body } = await search({ city: 'Houston', state: 'TX', cuisine: 'mexican', limit: 250 });
      expect(status).toBe(200);
      expect(flaky.tiles).toBeGreaterThan(4);
      expect(body.count).toBeGreaterThan(0);
      expect(body.count).toBeLessThan(250);
      expect(new Set(body.leads.map((l) => l.place_id)).size).toBe(body.count);
      expect(body.warnings).toContainEqual(
        expect.stringMatching(
          /^Part of Houston, TX could not be searched \(Google Places failed \(HTTP 500 INTERNAL\)/,
        ),
      );
    } finally {
      await startLeads();
      await flaky.close();
    }
  });
});
