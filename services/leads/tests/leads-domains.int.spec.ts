import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Lead, RouteRequest, US_STATES } from '@leadgen/contracts';
import { simulatedWorld } from '@leadgen/simulator/testing';
import type { SimulatedPlaces } from './simulated-places.js';
import { type SearchStack, startSearchStack } from './search-stack.js';

type State = (typeof US_STATES)[number];
const NEW_DAYS = 183;
const DAY_MS = 86_400_000;

/** The simulated world's truth: how many days before today each website's domain was registered, by host. */
function domainAges(cities: Array<[string, string]>): Map<string, number> {
  const world = simulatedWorld();
  const ages = new Map<string, number>();
  const add = (website: string | undefined, days: number | undefined) => {
    if (!website || days === undefined) return;
    const host = new URL(website).hostname.toLowerCase().replace(/^www\./, '');
    if (!ages.has(host)) ages.set(host, days);
  };
  // The simulator's registry: the first row of the world's data naming a host, then the towns' own.
  for (const row of world.data.rows) add(row.w, row.d);
  for (const [city, state] of cities) for (const l of world.towns.find(city, state)!.listings) add(l.row.w, l.row.d);
  return ages;
}

const hostOf = (lead: Lead) => new URL(lead.website!).hostname.toLowerCase().replace(/^www\./, '');

type FailureMode = 'hang' | '404' | '429' | 'malformed' | 'bootstrap-down';

/** A registry failing one way (127.0.0.1 only): the failures the simulator's RDAP does not play. */
async function startFailingRegistry() {
  const sockets = new Set<Socket>();
  const state = { mode: '404' as FailureMode, asked: 0 };
  const server: Server = createServer((req, res) => {
    state.asked++;
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/rdap+json' }).end(body);
    if (req.url?.endsWith('/dns.json')) return send(503, '<html>Service Unavailable</html>');
    switch (state.mode) {
      case 'hang':
        return; // never answers: the client's time limit ends it
      case '404':
        return send(404, JSON.stringify({ errorCode: 404, title: 'Not Found' }));
      case '429':
        return send(429, JSON.stringify({ errorCode: 429, title: 'Too Many Requests' }));
      default:
        return send(200, '{"objectClassName":"domain","events":[{"eventAction":"registration",');
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * 'Prioritize new websites' on real registration dates: gateway -> NATS -> leads -> the production
 * RDAP client -> the simulator's RDAP server (its settings alone), whose world holds each domain's
 * true age; then local registries failing each way a real one does, each leaving the search whole.
 */
describe("'Prioritize new websites' on RDAP registration dates, through the gateway", () => {
  const cities: Array<[string, State]> = [
    ['Austin', 'TX'],
    ['Denver', 'CO'],
    ['Fredericksburg', 'TX'],
  ];
  let stack: SearchStack;
  let places: SimulatedPlaces;
  let registry: Awaited<ReturnType<typeof startFailingRegistry>>;
  const search = (criteria: RouteRequest<'leadSearch'>) => stack.search(criteria);
  /** A fresh leads instance (an empty cache of dates) with the simulator's places and the RDAP settings given. */
  const startLeads = (rdap: Record<string, string>) => stack.startLeads(rdap);

  beforeAll(async () => {
    stack = await startSearchStack();
    ({ places } = stack);
    registry = await startFailingRegistry();
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await registry?.close();
  });

  describe("against the simulator's RDAP server", () => {
    beforeAll(() => startLeads({ RDAP_BASE_URL: places.simulator.settings.RDAP_BASE_URL! }));

    it.each(cities)(
      'ranks the websites registered under 6 months ago first in %s, %s, exactly as the simulated world dates them',
      async (city, state) => {
        const ages = domainAges(cities);
        const criteria = { city, state, limit: 60, filter_bad_fits: false, filter_duplicates: false } as const;
        const { status, body } = await search({ ...criteria, prioritizeNewWebsites: true });
        expect(status).toBe(200);
        const leads = body.leads;
        const withSite = leads.filter((l) => l.website);
        expect(withSite.length).toBeGreaterThan(0);
        const today = Math.floor(Date.now() / DAY_MS);
        for (const lead of withSite) {
          const days = ages.get(hostOf(lead));
          expect({ host: hostOf(lead), new: lead.is_new_website, unknown: lead.domain_date_unknown }).toEqual({
            host: hostOf(lead),
            new: days !== undefined && days < NEW_DAYS,
            unknown: days === undefined,
          });
          if (days !== undefined)
            expect(lead.domain_registered_date).toBe(new Date((today - days) * DAY_MS).toISOString().slice(0, 10));
        }
        for (const lead of leads.filter((l) => !l.website)) expect(lead.is_new_website).toBe(false);
        // New websites first, then the rest in the order the same search gives without the box.
        const newCount = leads.filter((l) => l.is_new_website).length;
        expect(leads.slice(0, newCount).every((l) => l.is_new_website)).toBe(true);
        const plain = await search(criteria);
        expect(plain.body.warnings!.join(' ')).not.toMatch(/domain/);
        expect(plain.body.leads.every((l) => l.domain_registered_date == null)).toBe(true);
        const rest = (ls: Lead[]) => ls.filter((l) => !l.is_new_website).map((l) => l.place_id);
        const newIds = new Set(leads.filter((l) => l.is_new_website).map((l) => l.place_id));
        expect(rest(leads)).toEqual(plain.body.leads.filter((l) => !newIds.has(l.place_id)).map((l) => l.place_id));
        expect(body.warnings!.join(' ')).not.toMatch(/has no domain registration dates/);
        const unknown = withSite.filter((l) => l.domain_date_unknown).length;
        if (unknown)
          expect(body.warnings!.join(' ')).toMatch(new RegExp(`^${unknown} websites? with an unknown domain`, 'm'));
        console.log(
          `${city}, ${state}: ${leads.length} leads, ${withSite.length} with a website, ${newCount} new websites ` +
            `(the simulated world says ${withSite.filter((l) => (ages.get(hostOf(l)) ?? Infinity) < NEW_DAYS).length}), ` +
            `${unknown} with an unknown date`,
        );
        expect(newCount).toBeGreaterThan(0);
      },
    );
  });

  describe('against registries that fail', () => {
    const cases: Array<[string, FailureMode, Record<string, string>]> = [
      ['times out', 'hang', { RDAP_TIMEOUT_MS: '300' }],
      ['answers 404', '404', {}],
      ['refuses (429)', '429', {}],
      ['answers malformed JSON', 'malformed', {}],
    ];

    it.each(cases)('answers 200 with every date unknown when the registry %s', async (_, mode, extra) => {
      registry.state.mode = mode;
      await startLeads({ RDAP_BASE_URL: `${registry.url}/rdap/`, ...extra });
      registry.state.asked = 0;
      const criteria = { city: 'Austin', state: 'TX', limit: 20 } as const;
      const { status, body } = await search({ ...criteria, prioritizeNewWebsites: true });
      expect(status).toBe(200);
      // The same leads in the same order as without the box: nothing to rank them by.
      const plain = await search(criteria);
      expect(body.leads.map((l) => l.place_id)).toEqual(plain.body.leads.map((l) => l.place_id));
      expect(body.count).toBeGreaterThan(0);
      expect(registry.state.asked).toBeGreaterThan(0);
      for (const lead of body.leads) {
        expect(lead.is_new_website).toBe(false);
        expect(lead.domain_registered_date).toBeNull();
        if (lead.website) expect(lead.domain_date_unknown).toBe(true);
      }
      expect(body.warnings).toContain('The domain registries did not answer: new websites could not be ranked first.');
    });

    it("answers 200 with every date unknown when IANA's bootstrap file cannot be read", async () => {
      await startLeads({ RDAP_BOOTSTRAP_URL: `${registry.url}/rdap/dns.json` });
      registry.state.asked = 0;
      const { status, body } = await search({ city: 'Denver', state: 'CO', limit: 20, prioritizeNewWebsites: true });
      expect(status).toBe(200);
      expect(body.count).toBe((await search({ city: 'Denver', state: 'CO', limit: 20 })).body.count);
      expect(body.count).toBeGreaterThan(0);
      // One try at the file for the whole search, not one per domain.
      expect(registry.state.asked).toBe(1);
      expect(body.leads.filter((l) => l.website).every((l) => l.domain_date_unknown === true)).toBe(true);
      expect(body.warnings).toContain('The domain registries did not answer: new websites could not be ranked first.');
    });
  });
});
