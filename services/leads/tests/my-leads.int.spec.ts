import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import {
  HUBSPOT_COLUMNS,
  LeadToSaveSchema,
  SALESFORCE_COLUMNS,
  SUBJECTS,
  type ApiClient,
  type RouteQuery,
  type RouteRequest,
} from '@leadgen/contracts';
import { sampleBusinessAnalysis, sampleDiagnosticReport, samplePitch } from '@leadgen/contracts/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { parse as parseCsv } from 'csv-parse/sync';
import type { z } from 'zod';
import { AnalysisEnvSchema, AnalysisModule } from '@leadgen/analysis/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase } from '@leadgen/leads/testing';
import {
  gatewayClient,
  type HeardUsage,
  hearUsage,
  type RunningAccounts,
  settle,
  startAccounts,
} from '@leadgen/test-kit';
import { startSimulatedPlaces, type SimulatedPlaces } from './simulated-places.js';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const MALFORMED = 'not-a-uuid';
const UNKNOWN = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';

/** My Leads through the real gateway, over real NATS, to the leads service and its database, for two signed-in reps. */
describe.each(drivers)('My Leads (%s)', (_driver, dbUrl) => {
  let gateway: RunningGateway;
  let leads: INestMicroservice;
  let analysis: INestMicroservice;
  let orm: MikroORM;
  let accounts: RunningAccounts;
  let places: SimulatedPlaces;
  let nc: NatsConnection;
  let a: ApiClient;
  let b: ApiClient;
  let aId: string;
  let bId: string;
  let bToken: string;
  type LeadToSave = z.infer<typeof LeadToSaveSchema>;
  /** Chicago's search results, each with the place id a save needs. */
  let found: LeadToSave[];
  let usage: HeardUsage;

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl, pglite: dbUrl === undefined });
    places = await startSimulatedPlaces();
    const env = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'true',
      DATABASE_URL: dbUrl,
      ...places.settings,
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://' });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm }));
    // Without a model, analysis writes pitches from the facts: what matters here is where they are kept.
    analysis = await startTestService(
      'analysis',
      AnalysisModule.forRoot(AnalysisEnvSchema.parse({ NATS_URL: testNatsUrl(), NODE_ENV: 'test' }), silentLogger()),
    );
    const repA = await accounts.signIn(gateway.url);
    const repB = await accounts.signIn(gateway.url);
    a = gatewayClient(gateway.url, repA.token);
    b = gatewayClient(gateway.url, repB.token);
    aId = repA.userId;
    bId = repB.userId;
    bToken = repB.token;
    nc = await connect({ servers: testNatsUrl() });
    usage = hearUsage(nc);
    await nc.flush();
    found = (await a.call('leadSearch', { city: 'Chicago', state: 'IL', limit: 25, filter_bad_fits: false })).leads.map(
      (l) => LeadToSaveSchema.parse(l),
    );
  }, 180_000);

  afterAll(async () => {
    await nc?.close();
    await leads?.close();
    await analysis?.close();
    await gateway?.close();
    await accounts?.close();
    await places?.close();
  });

  const save = (api: ApiClient, body: RouteRequest<'myLeadsSave'>) => settle(api.call('myLeadsSave', body));

  it('saves search results idempotently per place id: facts refreshed, pipeline and history kept', async () => {
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(found.every((l) => l.place_id && !l.saved)).toBe(true);
    const first = await save(a, { leads: found.slice(0, 3) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, saved: 3, already_saved: 0 });
    expect(first.body.items.map((i) => [i.place_id, i.status, i.list.name, i.version])).toEqual(
      found.slice(0, 3).map((l) => [l.place_id, 'new', 'My Leads', 1]),
    );

    const id = first.body.items[0]!.id;
    await a.call('myLeadsUpdate', { status: 'attempted', version: 1 }, { id });
    const renamed = { ...found[0]!, name: `${found[0]!.name} (renamed)` };
    const again = await save(a, { leads: [renamed, found[1]!, found[3]!] });
    expect(again.body).toMatchObject({ saved: 1, already_saved: 2 });
    const kept = again.body.items.find((i) => i.id === id)!;
    expect(kept).toMatchObject({ status: 'attempted', lead: { name: renamed.name } });
    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail.history.map((h) => h.kind).sort()).toEqual(['resaved', 'saved', 'status']);
  });

  it('marks the results a rep already saved on every search, and only for that rep', async () => {
    const mine = (await a.call('leadSearch', { city: 'Chicago', state: 'IL', limit: 25, filter_bad_fits: false }))
      .leads;
    const marked = mine.filter((l) => l.saved);
    expect(marked.map((l) => l.place_id).sort()).toEqual(
      found
        .slice(0, 4)
        .map((l) => l.place_id)
        .sort(),
    );
    expect(marked.find((l) => l.place_id === found[0]!.place_id)!.saved).toMatchObject({
      status: 'attempted',
      list: { name: 'My Leads' },
    });
    const theirs = (await b.call('leadSearch', { city: 'Chicago', state: 'IL', limit: 25, filter_bad_fits: false }))
      .leads;
    expect(theirs.some((l) => l.saved)).toBe(false);
  });

  it('refuses bad input with field messages and saves none of a batch with one bad lead', async () => {
    const before = (await a.call('myLeadsList')).total;
    const batch = found.slice(4, 10).map((l, i) => (i === 5 ? { ...l, fit_score: 400 } : l));
    const bad = await save(a, { leads: batch });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['leads.5.fit_score']);
    const noPlace = await save(a, { leads: [{ ...found[5]!, place_id: undefined as never }] });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.fields?.['leads.0.place_id']).toEqual(["The lead needs its provider's place id"]);
    expect((await a.call('myLeadsList')).total).toBe(before);
    expect((await save(a, { leads: [found[5]!], list_id: UNKNOWN })).status).toBe(404);
    expect((await a.call('myLeadsList')).total).toBe(before);
  });

  it('lists a page of saved leads with filters from the query string, and refuses a bad query', async () => {
    const all = await a.call('myLeadsList', undefined, undefined, { page_size: 2 });
    expect(all).toMatchObject({ total: 4, page: 1, page_size: 2 });
    expect(all.items).toHaveLength(2);
    const page2 = await a.call('myLeadsList', undefined, undefined, { page_size: 2, page: 2 });
    expect(new Set([...all.items, ...page2.items].map((i) => i.id)).size).toBe(4);
    const attempted = await a.call('myLeadsList', undefined, undefined, { status: 'attempted' });
    expect(attempted.items.map((i) => i.place_id)).toEqual([found[0]!.place_id]);
    const byText = await a.call('myLeadsList', undefined, undefined, { q: found[1]!.name.slice(0, 6).toUpperCase() });
    expect(byText.items.map((i) => i.place_id)).toContain(found[1]!.place_id);
    const byBest = await a.call('myLeadsList', undefined, undefined, { sort: 'best_time' });
    expect(byBest.total).toBe(4);
    const rank = { call_now: 0, later: 1, unknown: 2 } as const;
    const ranks = byBest.items.map((i) => rank[i.best_time.state]);
    expect(ranks).toEqual([...ranks].sort());

    const bad = await settle(
      a.call('myLeadsList', undefined, undefined, { page: 'x' as never, status: 'maybe' as never }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['page', 'status']);
    const twice = await fetch(`${gateway.url}/api/my-leads?status=new&status=won`, {
      headers: { authorization: `Bearer ${bToken}` },
    });
    expect(twice.status).toBe(400);
    expect((await b.call('myLeadsList')).total).toBe(0);
  });

  it('describes every route in the OpenAPI document, the list query and path ids included', async () => {
    type Op = { parameters?: { name: string; in: string }[] };
    const doc = (await (await fetch(`${gateway.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Op>>;
    };
    const params = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(params('/api/my-leads', 'get')).toEqual(
      expect.arrayContaining([
        'query:list_id',
        'query:status',
        'query:due',
        'query:q',
        'query:cuisine',
        'query:city',
        'query:page',
        'query:page_size',
      ]),
    );
    expect(doc.paths['/api/my-leads/facets']?.get).toBeDefined();
    expect(params('/api/my-leads/{id}', 'patch')).toEqual(['path:id']);
    expect(Object.keys(doc.paths['/api/lists'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/saved-searches/{id}/run']?.post).toBeDefined();
  });

  it('filters saved leads by cuisine and by city, with status too, and offers each rep only their own cuisines and cities', async () => {
    const repC = await accounts.signIn(gateway.url);
    const c = gatewayClient(gateway.url, repC.token);
    const austin = (
      await c.call('leadSearch', { city: 'Austin', state: 'TX', limit: 25, filter_bad_fits: false })
    ).leads.map((l) => LeadToSaveSchema.parse(l));
    expect(austin.length).toBeGreaterThanOrEqual(6);
    // Rep A saved some of these Chicago leads too: none of A's may count for C.
    const chicago = found.slice(0, 6);
    const mine = [...chicago, ...austin.slice(0, 6)];
    await c.call('myLeadsSave', { leads: mine });
    const ids = (items: { place_id: string }[]) => items.map((i) => i.place_id).sort();
    const placeIds = (leads: LeadToSave[]) => leads.map((l) => l.place_id).sort();
    const listed = (query: RouteQuery<'myLeadsList'>) =>
      c.call('myLeadsList', undefined, undefined, { page_size: 100, ...query });

    const facets = await c.call('myLeadsFacets');
    const cuisineCounts = new Map<string, number>();
    for (const l of mine) cuisineCounts.set(l.cuisine_type, (cuisineCounts.get(l.cuisine_type) ?? 0) + 1);
    expect(facets.cuisines.map((f) => [f.value, f.count]).sort()).toEqual([...cuisineCounts].sort());
    // Named as the search form names them: 'Italian', not 'italian'.
    expect(facets.cuisines.every((f) => /^[A-Z]/.test(f.label))).toBe(true);
    expect(facets.cities).toEqual([
      { city: 'Austin', state: 'TX', count: 6 },
      { city: 'Chicago', state: 'IL', count: 6 },
    ]);

    const [cuisine] = [...cuisineCounts].sort((x, y) => y[1] - x[1])[0]!;
    expect(ids((await listed({ cuisine })).items)).toEqual(placeIds(mine.filter((l) => l.cuisine_type === cuisine)));
    const inAustin = await listed({ city: 'aUSTIN' });
    expect(ids(inAustin.items)).toEqual(placeIds(austin.slice(0, 6)));
    expect((await listed({ city: 'Chicago' })).total).toBe(6);
    expect((await listed({ city: 'Aus' })).total).toBe(0);

    const picked = inAustin.items[0]!;
    await c.call('myLeadsUpdate', { status: 'connected', version: picked.version }, { id: picked.id });
    expect(ids((await listed({ city: 'Austin', status: 'connected' })).items)).toEqual([picked.place_id]);
    expect((await listed({ city: 'Chicago', status: 'connected' })).total).toBe(0);
    const sameCuisine = await listed({ cuisine: picked.lead.cuisine_type, status: 'connected', sort: 'best_time' });
    expect(ids(sameCuisine.items)).toEqual([picked.place_id]);

    const file = await c.download('myLeadsExport', { format: 'csv', filter: { city: 'austin' } });
    const rows = parseCsv(new TextDecoder().decode(new Uint8Array(await file.blob.arrayBuffer())), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(rows.map((r) => r.Name).sort()).toEqual(
      austin
        .slice(0, 6)
        .map((l) => l.name)
        .sort(),
    );

    // A's own choices count A's leads only: no Austin, and as many as A has saved.
    const theirs = await a.call('myLeadsFacets');
    expect(theirs.cities.map((f) => f.city)).toEqual(['Chicago']);
    expect(theirs.cities[0]!.count).toBe(
      (await a.call('myLeadsList', undefined, undefined, { city: 'Chicago' })).total,
    );
    expect(theirs.cuisines.reduce((n, f) => n + f.count, 0)).toBe((await a.call('myLeadsList')).total);

    const long = await settle(c.call('myLeadsList', undefined, undefined, { cuisine: 'x'.repeat(61), city: '  ' }));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({
      cuisine: ['Cuisine must be at most 60 characters'],
      city: ['Choose a city, or leave it out for all cities'],
    });
    const badExport = await settle(c.call('myLeadsExport', { format: 'csv', filter: { city: 'y'.repeat(101) } }));
    expect(badExport.status).toBe(400);
    expect(Object.keys(badExport.body.fields ?? {})).toEqual(['filter.city']);
    const anon = await fetch(`${gateway.url}/api/my-leads/facets`);
    expect(anon.status).toBe(401);
  });

  it('moves a lead through the pipeline: 409 on a stale version, a reason for Lost, follow-up, notes and history', async () => {
    const item = (await a.call('myLeadsList', undefined, undefined, { q: found[2]!.name.toLowerCase() })).items[0]!;
    const moved = await a.call('myLeadsUpdate', { status: 'connected', version: item.version }, { id: item.id });
    expect(moved.item).toMatchObject({ status: 'connected', version: item.version + 1 });

    const stale = await settle(a.call('myLeadsUpdate', { status: 'won', version: item.version }, { id: item.id }));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    expect((await a.call('myLeadsGet', undefined, { id: item.id })).status).toBe('connected');

    const noReason = await settle(
      a.call('myLeadsUpdate', { status: 'lost', version: item.version + 1 }, { id: item.id }),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields?.lost_reason).toEqual(['Say why the lead was lost.']);

    const followUp = '2030-01-15T15:00:00.000Z';
    const lost = await a.call(
      'myLeadsUpdate',
      { status: 'lost', lost_reason: 'Has a vendor', follow_up_at: followUp, version: item.version + 1 },
      { id: item.id },
    );
    expect(lost.item).toMatchObject({ status: 'lost', lost_reason: 'Has a vendor', follow_up_at: followUp });

    const note = await a.call('myLeadsNote', { text: 'Owner back on Monday' }, { id: item.id });
    expect(note.note.text).toBe('Owner back on Monday');
    expect((await settle(a.call('myLeadsNote', { text: '  ' }, { id: item.id }))).status).toBe(400);

    const detail = await a.call('myLeadsGet', undefined, { id: item.id });
    expect(detail.notes.map((n) => n.text)).toEqual(['Owner back on Monday']);
    expect(detail.note_count).toBe(1);
    expect(detail.history.map((h) => h.detail)).toEqual(
      expect.arrayContaining([
        'Status New -> Connected',
        'Status Connected -> Lost (Has a vendor)',
        `Follow-up set to ${followUp}`,
        'Note: Owner back on Monday',
      ]),
    );
    expect(detail.best_time.label).toBeTruthy();
    const week = await a.call('myLeadsList', undefined, undefined, { due: 'none' });
    expect(week.items.map((i) => i.id)).not.toContain(item.id);
  });

  it("keeps each rep to their own leads: 404 for another rep's lead, 400 for a malformed id", async () => {
    const id = (await a.call('myLeadsList')).items[0]!.id;
    expect((await settle(b.call('myLeadsGet', undefined, { id }))).status).toBe(404);
    expect((await settle(b.call('myLeadsUpdate', { status: 'won', version: 1 }, { id }))).status).toBe(404);
    expect((await settle(b.call('myLeadsNote', { text: 'mine now' }, { id }))).status).toBe(404);
    expect((await settle(b.call('myLeadsDelete', undefined, { id }))).status).toBe(404);
    const malformed = await settle(a.call('myLeadsGet', undefined, { id: MALFORMED }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.id).toEqual(['Lead id must be a valid id']);
    const still = await a.call('myLeadsGet', undefined, { id });
    expect(still.notes.map((n) => n.text)).not.toContain('mine now');
    // B saving the same place makes B's own lead, A's stays as it was.
    const theirs = await b.call('myLeadsSave', { leads: [found[0]!] });
    expect(theirs).toMatchObject({ saved: 1, already_saved: 0 });
    expect(theirs.items[0]!.status).toBe('new');
  });

  it('creates, renames and deletes lists; a deleted list hands its leads to My Leads', async () => {
    const created = await a.call('listsCreate', { name: 'Hot' });
    expect(created.list).toMatchObject({ name: 'Hot', is_default: false, lead_count: 0 });
    expect((await settle(a.call('listsCreate', { name: 'Hot' }))).status).toBe(409);
    expect((await settle(a.call('listsCreate', { name: '' }))).status).toBe(400);
    const saved = await a.call('myLeadsSave', { leads: [found[6]!, found[7]!], list_id: created.list.id });
    expect(saved.items.every((i) => i.list.name === 'Hot')).toBe(true);
    const renamed = await a.call('listsRename', { name: 'Hot leads' }, { id: created.list.id });
    expect(renamed.list).toMatchObject({ name: 'Hot leads', lead_count: 2 });
    expect((await a.call('myLeadsList', undefined, undefined, { list_id: created.list.id })).total).toBe(2);

    expect((await settle(b.call('listsRename', { name: 'Taken' }, { id: created.list.id }))).status).toBe(404);
    expect((await settle(b.call('listsDelete', undefined, { id: created.list.id }))).status).toBe(404);
    expect((await b.call('listsList')).lists.map((l) => l.name)).toEqual(['My Leads']);
    expect((await settle(b.call('myLeadsSave', { leads: [found[8]!], list_id: created.list.id }))).status).toBe(404);

    const lists = (await a.call('listsList')).lists;
    const mine = lists.find((l) => l.is_default)!;
    expect((await settle(a.call('listsDelete', undefined, { id: mine.id }))).status).toBe(409);
    const removed = await a.call('listsDelete', undefined, { id: created.list.id });
    expect(removed.moved).toBe(2);
    const after = await a.call('myLeadsList', undefined, undefined, { list_id: mine.id });
    expect(after.items.map((i) => i.place_id)).toEqual(
      expect.arrayContaining([found[6]!.place_id, found[7]!.place_id]),
    );
  });

  it('exports saved leads as the spec CSV, HubSpot companies and Salesforce leads, parsed back', async () => {
    const list = await a.call('myLeadsList', undefined, undefined, { page_size: 100 });
    const csv = async (body: RouteRequest<'myLeadsExport'>, api = a) => {
      const file = await api.download('myLeadsExport', body);
      const bytes = new Uint8Array(await file.blob.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      return {
        name: file.filename,
        rows: parseCsv(text, { bom: true, columns: true }) as Record<string, string>[],
        header: (parseCsv(text, { bom: true, to: 1 }) as string[][])[0]!,
      };
    };
    const plain = await csv({ format: 'csv' });
    expect(plain.rows).toHaveLength(list.total);
    expect(plain.header).toEqual(expect.arrayContaining(['Name', 'Phone', 'Website', 'Status', 'Lost Reason', 'List']));
    expect(plain.name).toMatch(/^my-leads-csv-.*\.csv$/);

    const hub = await csv({ format: 'hubspot' });
    expect(hub.header).toEqual([...HUBSPOT_COLUMNS]);
    const lost = list.items.find((i) => i.status === 'lost')!;
    const attempted = list.items.find((i) => i.status === 'attempted')!;
    expect(hub.rows.find((r) => r['Company name'] === lost.lead.name)!['Lead Status']).toBe('UNQUALIFIED');
    expect(hub.rows.find((r) => r['Company name'] === attempted.lead.name)!['Lead Status']).toBe(
      'ATTEMPTED_TO_CONTACT',
    );
    expect(hub.rows.find((r) => r['Company name'] === attempted.lead.name)!['Country/Region']).toBe('United States');

    const sf = await csv({ format: 'salesforce', ids: [lost.id, attempted.id] });
    expect(sf.header).toEqual([...SALESFORCE_COLUMNS]);
    expect(sf.rows).toHaveLength(2);
    expect(sf.rows.find((r) => r.Company === lost.lead.name)).toMatchObject({
      LastName: 'Owner',
      Status: 'Closed - Not Converted',
    });
    expect(sf.rows.find((r) => r.Company === attempted.lead.name)!.Status).toBe('Working - Contacted');

    const filtered = await csv({ format: 'salesforce', filter: { status: 'new' } });
    expect(filtered.rows.every((r) => r.Status === 'Open - Not Contacted')).toBe(true);
    expect(filtered.rows.length).toBe(list.items.filter((i) => i.status === 'new').length);

    // Another rep's ids export nothing of A's.
    const theirs = await settle(b.call('myLeadsExport', { format: 'csv', ids: [lost.id] }));
    expect(theirs.status).toBe(400);
    expect(theirs.body.error).toBe('No saved leads to export');
    expect((await settle(a.call('myLeadsExport', { format: 'pdf' as never }))).status).toBe(400);
  });

  it('keeps the pitch a search wrote for a lead when the rep saves it, once', async () => {
    const withPitch = { ...found[11]!, pitch: samplePitch };
    const first = await a.call('myLeadsSave', { leads: [withPitch] });
    await a.call('myLeadsSave', { leads: [withPitch] });
    const detail = await a.call('myLeadsGet', undefined, { id: first.items[0]!.id });
    expect(detail.pitches).toEqual([expect.objectContaining({ kind: 'generated', pitch: samplePitch, vendor: null })]);
    expect(detail.lead.pitch).toBeUndefined();
  });

  it('counts an export as an export, and a save not at all', async () => {
    await nc.flush();
    usage.clear();
    await a.call('myLeadsSave', { leads: [found[9]!] });
    await a.download('myLeadsExport', { format: 'hubspot' });
    const heard = await usage.settle(1, [aId, bId]);
    expect(heard.map((u) => [u.user_id, u.kind, u.amount])).toEqual([[aId, 'exports_used', 1]]);
  });

  it('saves a search, runs it again with new leads marked, for its owner only', async () => {
    const created = await a.call('savedSearchesCreate', {
      name: 'Chicago pizza',
      criteria: { city: 'Chicago', state: 'IL', limit: 10 } as never,
    });
    expect(created.search).toMatchObject({ name: 'Chicago pizza', last_run_at: null });
    expect(
      (await settle(a.call('savedSearchesCreate', { name: 'Chicago pizza', criteria: { city: 'Chicago' } as never })))
        .status,
    ).toBe(409);
    expect((await a.call('savedSearchesList')).searches.map((s) => s.name)).toEqual(['Chicago pizza']);
    expect((await b.call('savedSearchesList')).searches).toEqual([]);

    const first = await a.call('savedSearchesRun', undefined, { id: created.search.id });
    expect(first.new_count).toBe(first.leads.length);
    expect(first.leads.every((l) => l.is_new)).toBe(true);
    const second = await a.call('savedSearchesRun', undefined, { id: created.search.id });
    expect(second.new_count).toBe(0);
    expect(second.search.last_count).toBe(second.leads.length);
    expect(second.leads.filter((l) => l.saved).length).toBeGreaterThan(0);

    expect((await settle(b.call('savedSearchesRun', undefined, { id: created.search.id }))).status).toBe(404);
    expect((await settle(b.call('savedSearchesDelete', undefined, { id: created.search.id }))).status).toBe(404);
    expect((await settle(a.call('savedSearchesRun', undefined, { id: MALFORMED }))).status).toBe(400);
    await a.call('savedSearchesDelete', undefined, { id: created.search.id });
    expect((await a.call('savedSearchesList')).searches).toEqual([]);
  });

  it('keeps the pitches written for a saved lead on it, with their dates, and nothing for a lead not saved', async () => {
    const item = (await a.call('myLeadsList', undefined, undefined, { q: found[3]!.name.toLowerCase() })).items[0]!;
    const custom = await a.call('customPitch', {
      lead: found[3]! as never,
      business_analysis: sampleBusinessAnalysis as never,
    });
    const generated = await a.call('leadPitch', { lead: found[3]! });
    await a.call('customPitch', { lead: found[20]! as never, business_analysis: sampleBusinessAnalysis as never });
    // A pitch event for a place the rep never saved is dropped.
    nc.publish(
      SUBJECTS.events.leadPitchWritten,
      JSON.stringify({
        pattern: SUBJECTS.events.leadPitchWritten,
        data: {
          user_id: aId,
          place_id: 'never-saved',
          kind: 'generated',
          pitch: samplePitch,
          vendor: null,
          at: new Date().toISOString(),
        },
      }),
    );
    await nc.flush();
    let detail = await a.call('myLeadsGet', undefined, { id: item.id });
    for (let i = 0; i < 50 && detail.pitches.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      detail = await a.call('myLeadsGet', undefined, { id: item.id });
    }
    expect(detail.pitches.map((p) => p.kind).sort()).toEqual(['custom', 'generated']);
    expect(detail.pitches.find((p) => p.kind === 'custom')).toMatchObject({
      pitch: custom.pitch_content,
      vendor: custom.vendor,
    });
    expect(detail.pitches.find((p) => p.kind === 'generated')!.pitch).toEqual(generated.pitch_content);
    expect(detail.pitches.every((p) => !Number.isNaN(Date.parse(p.created_at)))).toBe(true);
    expect(detail.history.map((h) => h.detail)).toContain(`Custom pitch written for ${custom.vendor.company_name}`);
    expect((await a.call('myLeadsList', undefined, undefined, { q: found[20]!.name.toLowerCase() })).total).toBe(0);
  });

  it('keeps a diagnostic report run for a saved lead on it', async () => {
    const item = (await a.call('myLeadsList', undefined, undefined, { q: found[3]!.name.toLowerCase() })).items[0]!;
    const report = { ...sampleDiagnosticReport, restaurant_name: found[3]!.name, location: found[3]!.address };
    const data = { user_id: aId, place_id: found[3]!.place_id, report, at: '2026-11-25T10:00:00.000Z' };
    nc.publish(SUBJECTS.events.leadDiagnosed, JSON.stringify({ pattern: SUBJECTS.events.leadDiagnosed, data }));
    await nc.flush();
    let detail = await a.call('myLeadsGet', undefined, { id: item.id });
    for (let i = 0; i < 50 && detail.diagnostics.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      detail = await a.call('myLeadsGet', undefined, { id: item.id });
    }
    expect(detail.diagnostics).toEqual([
      expect.objectContaining({
        created_at: '2026-11-25T10:00:00.000Z',
        report: expect.objectContaining({ restaurant_name: found[3]!.name }),
      }),
    ]);
    expect(detail.history.map((h) => h.detail)).toContain('Website diagnostic run');
  });

  it('removes a saved lead with its notes and history; it is gone for its owner', async () => {
    const item = (await a.call('myLeadsList')).items[0]!;
    expect(await a.call('myLeadsDelete', undefined, { id: item.id })).toEqual({ success: true });
    expect((await settle(a.call('myLeadsGet', undefined, { id: item.id }))).status).toBe(404);
    expect((await settle(a.call('myLeadsDelete', undefined, { id: item.id }))).status).toBe(404);
    const search = (await a.call('leadSearch', { city: 'Chicago', state: 'IL', limit: 25, filter_bad_fits: false }))
      .leads;
    expect(search.find((l) => l.place_id === item.place_id)?.saved ?? null).toBeNull();
  });
});
