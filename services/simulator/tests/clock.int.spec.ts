import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changesInTown, startSimulator, type Simulator, type TownChange } from '@leadgen/simulator/testing';

/**
 * The simulator's clock, moved over its own HTTP port as a test or a demo moves it, and the world
 * read back as the product reads it: the Places API (New) and RDAP over HTTP.
 */
describe("the simulator's clock and the world it moves", () => {
  const dirs: string[] = [];
  const started: Simulator[] = [];
  let sim: Simulator;
  let twin: Simulator;

  const start = async (dataDir?: string) => {
    const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'sim-clock-'));
    if (!dataDir) dirs.push(dir);
    const s = await startSimulator({ port: 0, mailbox: false, dataDir: dir });
    started.push(s);
    return { s, dir };
  };

  const clock = (s: Simulator, body?: string) =>
    fetch(
      `${s.url}/control/clock`,
      body === undefined ? {} : { method: 'POST', body, headers: { 'content-type': 'application/json' } },
    );

  interface Place {
    id: string;
    displayName?: { text: string };
    businessStatus: string;
    openingDate?: { year: number; month: number; day: number };
    websiteUri?: string;
  }
  const MASK = 'places.id,places.displayName,places.businessStatus,places.openingDate,places.websiteUri,nextPageToken';
  const page = async (s: Simulator, body: Record<string, unknown>, mask = MASK) => {
    const res = await fetch(`${s.url}/v1/places:searchText`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': s.placesKey, 'x-goog-fieldmask': mask },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { places?: Place[]; nextPageToken?: string };
  };
  const search = async (s: Simulator, body: Record<string, unknown>, mask = MASK) => {
    const places: Place[] = [];
    let token: string | undefined;
    do {
      const p = await page(s, { ...body, ...(token ? { pageToken: token } : {}) }, mask);
      places.push(...(p.places ?? []));
      token = p.nextPageToken;
    } while (token);
    return places;
  };
  /** The place with this id, found by a search of a few metres around where it stands, about-to-open places included. */
  const placeAt = async (s: Simulator, town: { name: string; state: string }, id: string) => {
    const set = s.timeline.at(s.world.towns.find(town.name, town.state)!, s.clock.now());
    const { latitude, longitude } = [...set.listings, ...set.futures].find((l) => l.id === id)!.position;
    const d = 0.0005;
    const rectangle = {
      low: { latitude: latitude - d, longitude: longitude - d },
      high: { latitude: latitude + d, longitude: longitude + d },
    };
    const places = await search(s, {
      textQuery: `restaurants in ${town.name}, ${town.state}`,
      includeFutureOpeningBusinesses: true,
      locationRestriction: { rectangle },
    });
    return places.find((p) => p.id === id);
  };
  const dateOf = (d: { year: number; month: number; day: number }) =>
    `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  const startOf = (s: Simulator) => new Date(s.clock.startDay * 86_400_000);
  const AUSTIN = { name: 'Austin', state: 'TX' };
  const TOWNS = [AUSTIN, { name: 'Houston', state: 'TX' }, { name: 'Chicago', state: 'IL' }];
  /** The first change of a kind in the towns since the start, through the clock's now. */
  const firstChange = (s: Simulator, kind: TownChange['kind']) => {
    for (const town of TOWNS) {
      const change = changesInTown(town, s.clock.startDay, startOf(s), s.clock.now()).find((c) => c.kind === kind);
      if (change) return { town, change };
    }
    throw new Error(`no ${kind} change in ${TOWNS.map((t) => t.name).join(', ')}`);
  };

  beforeAll(async () => {
    sim = (await start()).s;
    twin = (await start()).s;
  }, 60_000);
  afterAll(async () => {
    for (const s of started) await s.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('answers as the world was drawn while the clock is unmoved', async () => {
    const res = await clock(sim);
    expect(res.status).toBe(200);
    const read = (await res.json()) as { now: string; advanced_days: number };
    expect(read.advanced_days).toBe(0);
    expect(Math.abs(Date.parse(read.now) - Date.now())).toBeLessThan(60_000);
    const austin = sim.world.towns.find('Austin', 'TX')!;
    const places = await search(sim, { textQuery: 'restaurants in Austin, TX', includeFutureOpeningBusinesses: true });
    const drawn = [...austin.listings.slice(0, 10), ...austin.futures, ...austin.listings.slice(10)].slice(0, 60);
    expect(places.map((p) => p.id)).toEqual(drawn.map((l) => l.id));
    for (const [k, l] of drawn.entries()) {
      if (l.opensInDays === undefined) expect(places[k]!.businessStatus).toBe('OPERATIONAL');
      else {
        expect(places[k]!.businessStatus).toBe('FUTURE_OPENING');
        const day = new Date((sim.clock.startDay + l.opensInDays) * 86_400_000).toISOString().slice(0, 10);
        expect(dateOf(places[k]!.openingDate!)).toBe(day);
      }
    }
  });

  it('refuses a bad move with 400 in plain words, and moves nothing', async () => {
    const bad: Array<[string, RegExp]> = [
      ['{}', /advance_days is missing/],
      ['{"advance_days": "28"}', /number of days/],
      ['{"advance_days": 0}', /at least 1/],
      ['{"advance_days": -3}', /at least 1/],
      ['{"advance_days": 1.5}', /whole number/],
      ['{"advance_days": 3651}', /at most 3650/],
      ['{"advance_days": 28', /not valid JSON/],
      [JSON.stringify({ advance_days: 28, note: 'x'.repeat(8000) }), /over 4096 bytes/],
    ];
    for (const [body, message] of bad) {
      const res = await clock(sim, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 400, message: expect.stringMatching(message), status: 'INVALID_ARGUMENT' },
      });
    }
    const put = await fetch(`${sim.url}/control/clock`, { method: 'PUT', body: '{"advance_days": 1}' });
    expect(put.status).toBe(405);
    expect(((await (await clock(sim)).json()) as { advanced_days: number }).advanced_days).toBe(0);
  });

  it('moves forward 28 days and reads back the same', async () => {
    const before = Date.now();
    const res = await clock(sim, '{"advance_days": 28}');
    expect(res.status).toBe(200);
    const moved = (await res.json()) as { now: string; advanced_days: number };
    expect(moved.advanced_days).toBe(28);
    expect(Date.parse(moved.now) - before).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(Date.parse(moved.now) - before).toBeLessThan(28 * 86_400_000 + 60_000);
    const read = (await (await clock(sim)).json()) as { now: string; advanced_days: number };
    expect(read.advanced_days).toBe(28);
    expect(Date.parse(read.now)).toBeGreaterThanOrEqual(Date.parse(moved.now));
  });

  it('opens an announced opening whose date has passed', async () => {
    const { town, change } = firstChange(sim, 'opened');
    expect((await placeAt(sim, town, change.placeId))?.businessStatus).toBe('OPERATIONAL');
  });

  it("lists the places announced since, about to open on their dates, in the town's search", async () => {
    const now = sim.clock.now();
    const changes = changesInTown(AUSTIN, sim.clock.startDay, startOf(sim), now);
    const opened = new Set(changes.filter((c) => c.kind === 'opened').map((c) => c.placeId));
    const announced = changes.filter((c) => c.kind === 'announced' && !opened.has(c.placeId));
    expect(announced.length).toBeGreaterThanOrEqual(3);
    const places = await search(sim, { textQuery: 'restaurants in Austin, TX', includeFutureOpeningBusinesses: true });
    for (const c of announced) {
      const p = places.find((x) => x.id === c.placeId)!;
      expect(p).toMatchObject({ businessStatus: 'FUTURE_OPENING', displayName: { text: c.name } });
      expect(dateOf(p.openingDate!) > now.toISOString().slice(0, 10)).toBe(true);
    }
    const plain = await search(sim, { textQuery: 'restaurants in Austin, TX' });
    expect(plain.some((p) => announced.some((c) => c.placeId === p.id))).toBe(false);
  });

  it('answers a closed place CLOSED_PERMANENTLY, still listed', async () => {
    const { town, change } = firstChange(sim, 'closed');
    expect(await placeAt(sim, town, change.placeId)).toMatchObject({
      businessStatus: 'CLOSED_PERMANENTLY',
      displayName: { text: change.name },
    });
  });

  it("answers RDAP for a new restaurant's domain from its registration day, and 404 before it", async () => {
    const { town, change } = firstChange(sim, 'website');
    const place = (await placeAt(sim, town, change.placeId))!;
    expect(place.websiteUri).toMatch(/^https:\/\/[^/]+\.example\.(com|net|org)/);
    const host = new URL(place.websiteUri!).hostname;
    const res = await fetch(`${sim.settings.RDAP_BASE_URL}domain/${host}`);
    expect(res.status).toBe(200);
    const domain = (await res.json()) as { events: Array<{ eventAction: string; eventDate: string }> };
    expect(domain.events.find((e) => e.eventAction === 'registration')!.eventDate.slice(0, 10)).toBe(change.date);
    // A domain registered later is not known yet, and its restaurant has no website yet.
    const now = sim.clock.now();
    const later = changesInTown(town, sim.clock.startDay, now, new Date(now.getTime() + 90 * 86_400_000)).find(
      (c) => c.kind === 'website',
    )!;
    const set = sim.timeline.at(
      sim.world.towns.find(town.name, town.state)!,
      new Date(now.getTime() + 90 * 86_400_000),
    );
    const url = set.listings.find((l) => l.id === later.placeId)!.row.w!;
    expect((await fetch(`${sim.settings.RDAP_BASE_URL}domain/${new URL(url).hostname}`)).status).toBe(404);
    expect((await placeAt(sim, town, later.placeId))?.websiteUri).toBeUndefined();
  });

  it('answers the same in two simulators started the same day and moved the same days, and after a restart', async () => {
    expect((await clock(twin, '{"advance_days": 14}')).status).toBe(200);
    expect((await clock(twin, '{"advance_days": 14}')).status).toBe(200);
    // The registration events of a new restaurant's domain and of one listed from the start.
    const { town, change } = firstChange(sim, 'website');
    const newHost = new URL((await placeAt(sim, town, change.placeId))!.websiteUri!).hostname;
    const oldRow = sim.world.data.rows.find((r) => r.w && r.d !== undefined && !r.b)!;
    const registered = async (s: Simulator, host: string) => {
      const res = await fetch(`${s.settings.RDAP_BASE_URL}domain/${host}`);
      const body = (await res.json()) as { events: Array<{ eventAction: string; eventDate: string }> };
      return body.events.filter((e) => e.eventAction === 'registration' || e.eventAction === 'expiration');
    };
    const everything = async (s: Simulator) => [
      await search(s, { textQuery: 'restaurants in Austin, TX', includeFutureOpeningBusinesses: true }, '*'),
      await search(s, { textQuery: 'restaurants in Houston, TX', includeFutureOpeningBusinesses: true }, '*'),
      await registered(s, newHost),
      await registered(s, new URL(oldRow.w!).hostname),
    ];
    const answers = await everything(sim);
    expect(await everything(twin)).toEqual(answers);
    const dir = dirs[0]!;
    await sim.close();
    const again = (await start(dir)).s;
    expect(((await (await clock(again)).json()) as { advanced_days: number }).advanced_days).toBe(28);
    expect(await everything(again)).toEqual(answers);
  }, 60_000);
});
