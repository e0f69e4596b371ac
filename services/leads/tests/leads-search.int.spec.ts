import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import { NO_RESULTS_MESSAGE, SUBJECTS, type Lead, type RouteRequest, type SearchResponse } from '@leadgen/contracts';
import { samplePitch } from '@leadgen/contracts/testing';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { parse as parseCsv } from 'csv-parse/sync';
import {
  gatewayClient,
  type HeardUsage,
  hearUsage,
  type RunningAccounts,
  settle,
  startAccounts,
} from '@leadgen/test-kit';
import { startSimulatedPlaces, type SimulatedPlaces } from './simulated-places.js';

/**
 * Lead search, cuisine catalogue and CSV export: browser-shaped calls through the real gateway, over
 * real NATS, to the leads service, whose Google provider searches the simulator's Places API.
 */
describe('leads through the gateway (Google provider on the simulator)', () => {
  let gateway: RunningGateway;
  let leads: INestMicroservice;
  let places: SimulatedPlaces;
  let nc: NatsConnection;
  let usage: HeardUsage;
  let accounts: RunningAccounts;
  let token: string;
  let userId: string;
  const rep = () => gatewayClient(gateway.url, token);
  const search = (criteria: RouteRequest<'leadSearch'>) => settle(rep().call('leadSearch', criteria));
  const waitForUsage = async (n: number) => (await usage.settle(n, [userId])).slice(0, n);

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    ({ token, userId } = await accounts.signIn(gateway.url));
    places = await startSimulatedPlaces();
    const env = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_PITCH_TIMEOUT_MS: '1500',
      ...places.settings,
    });
    leads = await startLeadsService(env);
    nc = await connect({ servers: testNatsUrl() });
    usage = hearUsage(nc);
    await nc.flush();
  }, 60_000);

  afterAll(async () => {
    usage?.stop();
    await nc?.close();
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await places?.close();
  });

  beforeEach(() => usage.clear());

  it('serves the cuisine catalogue with categories', async () => {
    const res = await settle(rep().call('cuisineTypes'));
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.base_cuisines_with_names).toEqual(
      expect.arrayContaining([
        { value: 'italian', display_name: 'Italian', category: 'strong' },
        { value: 'fast_food', display_name: 'Fast Food', category: 'tricky' },
      ]),
    );
    expect(new Set(body.base_cuisines_with_names.map((c: { category: string }) => c.category))).toEqual(
      new Set(['strong', 'tricky', 'other']),
    );
  });

  it('finds 25 leads in a city with the default filters, ranked, explained and labelled demo data', async () => {
    const { status, body } = await search({ city: '  austin ', state: '' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      count: 25,
      data_source: { provider: 'google', label: 'Demo data (simulated)', is_demo: true },
    });
    expect(body.leads).toHaveLength(25);
    expect(body.processing_time).toBeGreaterThan(0);
    expect(body.total_matches).toBeGreaterThanOrEqual(25);
    const scores = body.leads.map((l) => l.fit_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const lead of body.leads) {
      expect(lead.fit_decision).not.toBe('bad_fit');
      expect(lead.address).toMatch(/, Austin, TX \d{5}$/);
      expect(lead.data_source).toBe('google');
      expect(lead.score_breakdown!.reduce((a, b) => a + b.points, 0)).toBe(lead.fit_score);
      if (lead.operating_hours) expect(typeof lead.operating_hours.is_open_now).toBe('boolean');
      expect(lead.time_zone).toBe('America/Chicago');
    }
    // Analytics match the leads.
    expect(Object.values(body.analytics.by_fit_decision).reduce((a, b) => a + b, 0)).toBe(25);
    expect(body.analytics.by_fit_decision.good_fit).toBe(
      body.leads.filter((l) => l.fit_decision === 'good_fit').length,
    );
    expect(body.analytics.rating_distribution.high).toBe(body.leads.filter((l) => (l.google_rating ?? 0) >= 4).length);
    expect(body.analytics.website_coverage).toBe(
      Math.round((body.leads.filter((l) => l.website).length / 25) * 1000) / 10,
    );
    // No duplicates by phone or website host.
    const phones = body.leads.map((l) => l.phone).filter(Boolean);
    expect(new Set(phones).size).toBe(phones.length);

    // The matches after Max Results come in the same answer, ranked after it, each lead once, for the pages after the first.
    const more = body.more_leads ?? [];
    expect(more.length).toBeGreaterThan(0);
    expect(body.total_matches).toBe(body.leads.length + more.length);
    const all = [...body.leads, ...more];
    expect(new Set(all.map((l) => l.place_id)).size).toBe(all.length);
    expect(all.map((l) => l.fit_score)).toEqual([...all.map((l) => l.fit_score)].sort((a, b) => b - a));
    for (const lead of more) expect(lead.pitch).toBeNull();
    // Every lead says when to call it, and why.
    for (const lead of all) expect(lead.best_time?.reasoning).toBeTruthy();

    // Counted once, by Max Results, however many matches the answer carries.
    expect(await waitForUsage(1)).toEqual([
      expect.objectContaining({ user_id: userId, kind: 'leads_searched', amount: 25 }),
    ]);
  });

  it('sends a large answer compressed, once, from the service to a caller that accepts it, and plain to one that does not', async () => {
    // Production relays the service's bytes without reading them; both gateways must answer alike.
    const relay = await startGateway(
      GatewayEnvSchema.parse({
        NATS_URL: testNatsUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        NODE_ENV: 'test',
        CHECK_RESPONSES: 'false',
      }),
      silentLogger(),
      0,
    );
    try {
      const body = JSON.stringify({ city: 'Chicago', limit: 100 });
      const ask = (url: string, acceptEncoding: string) =>
        new Promise<{ status: number; encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
          const req = http.request(url + '/api/leads/search', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'accept-encoding': acceptEncoding,
            },
          });
          req.on('response', (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                bytes: Buffer.concat(chunks),
              }),
            );
          });
          req.on('error', reject);
          req.end(body);
        });
      for (const url of [gateway.url, relay.url]) {
        const plain = await ask(url, 'identity');
        const br = await ask(url, 'gzip, deflate, br');
        const gz = await ask(url, 'gzip');
        const zstd = await ask(url, 'gzip, deflate, br, zstd');
        expect([plain.status, br.status, gz.status, zstd.status]).toEqual([200, 200, 200, 200]);
        expect([plain.encoding, br.encoding, gz.encoding, zstd.encoding]).toEqual([undefined, 'br', 'gzip', 'zstd']);
        expect(br.vary).toMatch(/Accept-Encoding/i);
        const fromPlain = JSON.parse(plain.bytes.toString('utf8')) as SearchResponse;
        const fromBr = JSON.parse(brotliDecompressSync(br.bytes).toString('utf8')) as SearchResponse;
        const fromGz = JSON.parse(gunzipSync(gz.bytes).toString('utf8')) as SearchResponse;
        const fromZstd = JSON.parse(zstdDecompressSync(zstd.bytes).toString('utf8')) as SearchResponse;
        // A search for 100 gets what Google answers: at most 60 places, before filters and duplicates.
        expect(fromPlain.count).toBeGreaterThan(25);
        expect(fromPlain.count).toBeLessThanOrEqual(60);
        for (const other of [fromBr, fromGz, fromZstd])
          expect({ ...other, processing_time: 0 }).toEqual({ ...fromPlain, processing_time: 0 });
        expect(br.bytes.length).toBeLessThan(plain.bytes.length / 5);
      }
    } finally {
      await relay.close();
    }
  });

  it('honours the advanced filters', async () => {
    const { body } = await search({
      city: 'Chicago',
      state: 'IL',
      limit: 100,
      min_rating: 4.5,
      min_reviews: 100,
      cuisine: 'italian',
    });
    expect(body.count).toBeGreaterThan(0);
    for (const l of body.leads) {
      expect(l.cuisine_type).toBe('italian');
      expect(l.google_rating!).toBeGreaterThanOrEqual(4.5);
      expect(l.review_count!).toBeGreaterThanOrEqual(100);
    }
    // Chains are counted within the search's results (Google has no count of a brand's locations).
    const chains = await search({
      city: 'Houston',
      limit: 50,
      filter_bad_fits: false,
      filter_duplicates: false,
      enableLocationFilter: true,
      minLocations: 2,
      maxLocations: 50000,
    });
    expect(chains.body.count).toBeGreaterThan(0);
    expect(
      chains.body.leads.every((l) => l.location_count! >= 2 && l.location_count_source === 'search_results' && l.brand),
    ).toBe(true);
    // 'Recently established' goes by dated evidence only (an announced opening, the first review of a listing
    // that shows them all): what it keeps is recent, and the rep is told how many places had no date.
    const recent = await search({ city: 'New York', limit: 50, filterRecentlyEstablished: true });
    expect(recent.body.leads.every((l) => l.is_recently_established && l.opened_source)).toBe(true);
    expect(recent.body.warnings!.join(' ')).toMatch(
      /'Recently established restaurants only' left out \d+ places whose listings show no opening date\./,
    );
    // Google has no domain dates: 'Prioritize new websites' is not applied, and the rep is told.
    const newSites = await search({ city: 'Los Angeles', limit: 10, prioritizeNewWebsites: true });
    expect(newSites.body.count).toBe(10);
    expect(newSites.body.warnings!.join(' ')).toMatch(/has no domain registration dates/);
    const bad = await search({ city: 'Austin', enableLocationFilter: true, minLocations: 25, maxLocations: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers a city without data with success, zero leads and the no-results message, and records no usage', async () => {
    const { status, body } = await search({ city: 'Nowhereville' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, count: 0, leads: [], message: NO_RESULTS_MESSAGE });
    // No US town of that name: Google (and the simulator) answer no places, with nothing to warn about.
    expect(body.warnings).toEqual([]);
    await new Promise((r) => setTimeout(r, 150));
    expect(usage.of(userId)).toEqual([]);
  });

  it("counts the same search run again the same day once in the rep's usage, and another search again", async () => {
    const rep = await accounts.signIn(gateway.url);
    const api = gatewayClient(gateway.url, rep.token);
    const first = await api.call('leadSearch', { city: 'Austin', state: 'TX', cuisine: 'Mexican' });
    // A reload, typed again another way, and with pitches' number changed while pitches are off.
    await api.call('leadSearch', { city: 'Austin', state: 'TX', cuisine: 'Mexican' });
    await api.call('leadSearch', { city: ' austin', state: 'TX', cuisine: 'mexican', pitchGenerationCount: 3 });
    const other = await api.call('leadSearch', { city: 'Austin', state: 'TX', cuisine: 'Mexican', limit: 10 });
    expect(first.count).toBeGreaterThan(0);
    // Accounts counts in the order searches were made: once the other search is in, a repeat would be too.
    const expected = first.count + other.count;
    let counted = 0;
    for (let i = 0; i < 100 && counted < expected; i++) {
      counted = (await api.call('usage')).usage.leads_searched;
      if (counted < expected) await new Promise((r) => setTimeout(r, 50));
    }
    expect(counted).toBe(expected);
  });

  it('returns leads with a warning when the analysis service is not running', async () => {
    const started = Date.now();
    const { status, body } = await search({ city: 'Denver', enablePitchGeneration: true, pitchGenerationCount: 3 });
    expect(status).toBe(200);
    expect(body.count).toBe(25);
    expect(body.leads.every((l) => l.pitch === null)).toBe(true);
    expect(body.warnings!.join(' ')).toMatch(/Pitches could not be generated \(the pitch service is not running\)/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('attaches pitches from the analysis service to the top N leads', async () => {
    const asked: string[] = [];
    const sub = nc.subscribe(SUBJECTS.analysis.searchPitches, {
      queue: 'analysis-workers',
      callback: (_err, msg: Msg) => {
        const packet = JSON.parse(new TextDecoder().decode(msg.data)) as {
          id: string;
          data: { caller: { id: string }; body: { name: string } };
        };
        asked.push(packet.data.body.name);
        expect(packet.data.caller.id).toBe(userId);
        msg.respond(
          JSON.stringify({
            id: packet.id,
            response: { pitch: { ...samplePitch, email_opener: `Hi ${packet.data.body.name}` } },
            isDisposed: true,
          }),
        );
      },
    });
    await nc.flush();
    try {
      const { body } = await search({ city: 'Denver', enablePitchGeneration: true, pitchGenerationCount: 3 });
      expect(asked).toHaveLength(3);
      expect(body.leads.slice(0, 3).map((l) => l.pitch?.email_opener)).toEqual(
        body.leads.slice(0, 3).map((l) => `Hi ${l.name}`),
      );
      expect(body.leads[3]!.pitch).toBeNull();
      // Every pitch asked for came back: no word about pitches (Google's chain-count note may stand).
      expect(body.warnings!.filter((w) => /pitch/i.test(w))).toEqual([]);
    } finally {
      sub.unsubscribe();
    }
  });

  it('exports leads as a CSV download that a CSV reader parses back', async () => {
    const { body } = await search({ city: 'Boston', limit: 25 });
    const tricky: Lead = { ...body.leads[0]!, name: '=SUM(A1:A9), "quoted"\nand split', pitch: { ...samplePitch } };
    usage.clear();
    // The file's bytes and headers are what this checks, so it reads the raw answer.
    const res = await fetch(gateway.url + '/api/leads/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ leads: [tricky, ...body.leads.slice(1)], format: 'csv' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="restaurant-leads-\d{4}-\d{2}-\d{2}-\d{6}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes), {
      record_delimiter: '\r\n',
    });
    expect(rows).toHaveLength(26);
    expect(rows[1]![0]).toBe(`'=SUM(A1:A9), "quoted"\nand split`);
    expect(rows[1]![rows[0]!.indexOf('Email Opener')]).toBe(samplePitch.email_opener);
    expect(rows.slice(2).map((r) => r[0])).toEqual(body.leads.slice(1).map((l) => l.name));
    expect(await waitForUsage(1)).toEqual([
      expect.objectContaining({ user_id: userId, kind: 'exports_used', amount: 1 }),
    ]);
  });

  it("refuses an export with no leads with 'No data to export'", async () => {
    const res = await settle(rep().download('leadExport', { leads: [], format: 'csv' }));
    expect(res.status).toBe(400);
    const body = res.body;
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields!.leads).toEqual(['No data to export']);
  });
});
