import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { firstValueFrom } from 'rxjs';
import { MEETING_URL_MESSAGE, SUBJECTS, type ApiClient, type BusinessAnalysis, type Offer } from '@leadgen/contracts';
import { sampleBusinessAnalysis } from '@leadgen/contracts/testing';
import { natsClientOptions } from '@leadgen/service-kit';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const offer = (product: string): Offer => ({
  company_name: 'TableTech',
  product_name: product,
  category: 'pos',
  value_points: [
    { text: 'Cuts card fees', proof: '2.49% per swipe' },
    { text: 'Tabs that close themselves at the bar', proof: null },
  ],
  suits: 'full-service restaurants with a bar',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Dana Reyes',
  sender_title: 'Account executive',
  website_url: 'https://tabletech.example.com',
});
const analysis = (company: string): BusinessAnalysis => ({
  ...(sampleBusinessAnalysis as BusinessAnalysis),
  company_name: company,
});

/**
 * What I sell (GET/PUT /api/account/offer), accounts.offer-of for analysis, and the rep's kept
 * business analyses (GET /api/analyses, /api/analyses/{id}) from events.business-analysis-done:
 * through the real gateway, over real NATS, on each database.
 */
describe.each(drivers)("what a rep sells and the rep's kept business analyses (%s)", (_driver, dbUrl) => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let nc: NatsConnection;
  /** Asks as analysis does. */
  let client: ClientProxy;

  const newRep = async (): Promise<{ id: string; api: ApiClient }> => {
    const rep = await accounts.signIn(gateway.url);
    return { id: rep.userId, api: gatewayClient(gateway.url, rep.token) };
  };
  /** What analysis asks for when it writes a pitch for `userId`. */
  const offerOf = (userId: string) =>
    firstValueFrom(
      client.send(SUBJECTS.accounts.offerOf, { request_id: 't', caller: null, ip: '', body: { user_id: userId } }),
    );
  /** As analysis publishes it when a Business Analysis is done. */
  const analysisDone = (userId: string, done: BusinessAnalysis) =>
    nc.publish(
      SUBJECTS.events.businessAnalysisDone,
      JSON.stringify({ pattern: SUBJECTS.events.businessAnalysisDone, data: { user_id: userId, analysis: done } }),
    );
  /** The rep's list once it holds `count` (events are kept shortly after they are heard). */
  async function listOnce(api: ApiClient, count: number) {
    let list = await api.call('analysesList');
    for (let i = 0; i < 100 && list.items.length !== count; i++) {
      await new Promise((r) => setTimeout(r, 50));
      list = await api.call('analysesList');
    }
    return list;
  }

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl, pglite: dbUrl === undefined });
    nc = await connect({ servers: testNatsUrl() });
    client = ClientProxyFactory.create(natsClientOptions(testNatsUrl(), 'offer-test'));
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await client?.close();
    await gateway?.close();
    await accounts?.close();
  });

  it('is served by accounts, described in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${gateway.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/account/offer'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/analyses'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/analyses/{id}'] ?? {})).toEqual(['get']);
  });

  it("keeps each rep's offer, replaced by a put and cleared by null, and never shows it to another rep", async () => {
    const a = await newRep();
    const b = await newRep();
    expect(await a.api.call('offerGet')).toEqual({ offer: null, source: null });
    const put = await a.api.call('offerPut', { offer: offer('TableTech POS') });
    expect(put.offer).toMatchObject(offer('TableTech POS'));
    expect(await a.api.call('offerGet')).toEqual(put);
    expect(await b.api.call('offerGet')).toEqual({ offer: null, source: null });

    await b.api.call('offerPut', { offer: offer('B Online') });
    await a.api.call('offerPut', { offer: { ...offer('TableTech POS 2'), value_points: [{ text: 'One point' }] } });
    expect((await a.api.call('offerGet')).offer).toMatchObject({
      product_name: 'TableTech POS 2',
      value_points: [{ text: 'One point' }],
    });
    expect((await b.api.call('offerGet')).offer?.product_name).toBe('B Online');

    expect(await a.api.call('offerPut', { offer: null })).toEqual({ offer: null, source: null });
    expect(await a.api.call('offerGet')).toEqual({ offer: null, source: null });
    expect((await b.api.call('offerGet')).offer?.product_name).toBe('B Online');
  });

  it('refuses bad input with 400 naming the field in plain words, and stores nothing', async () => {
    const rep = await newRep();
    await rep.api.call('offerPut', { offer: offer('Kept') });
    const bad = async (o: unknown) => settle(rep.api.call('offerPut', { offer: o as Offer }));

    const noProduct = await bad({ ...offer('x'), product_name: '  ' });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.fields).toEqual({ 'offer.product_name': ['Product name is required'] });

    const sixPoints = await bad({ ...offer('x'), value_points: Array.from({ length: 6 }, () => ({ text: 'Fast' })) });
    expect(sixPoints.status).toBe(400);
    expect(JSON.stringify(sixPoints.body.fields)).toContain('At most 5 value points');

    const noPoints = await bad({ ...offer('x'), value_points: [] });
    expect(JSON.stringify(noPoints.body.fields)).toContain('Add at least one value point');

    const category = await bad({ ...offer('x'), category: 'crypto' });
    expect(category.status).toBe(400);
    expect(JSON.stringify(category.body.fields)).toContain('Category must be one of');

    const longProof = await bad({ ...offer('x'), value_points: [{ text: 'Fast', proof: 'x'.repeat(121) }] });
    expect(JSON.stringify(longProof.body.fields)).toContain('A proof figure must be at most 120 characters');

    expect((await bad({ ...offer('x'), extra: 1 })).status).toBe(400);
    expect((await bad(undefined)).status).toBe(400);
    expect((await rep.api.call('offerGet')).offer?.product_name).toBe('Kept');
  });

  it('answers analysis the offer of the rep it writes for (none for an unknown rep)', async () => {
    const a = await newRep();
    const b = await newRep();
    await a.api.call('offerPut', { offer: offer('For analysis') });
    expect(await offerOf(a.id)).toMatchObject({ offer: { product_name: 'For analysis' }, meeting_url: null });
    expect(await offerOf(b.id)).toEqual({ offer: null, source: null, meeting_url: null });
    expect(await offerOf('not-an-account')).toEqual({ offer: null, source: null });
  });

  it("answers the rep's own booking page with the offer, for the draft to offer under its ask", async () => {
    const rep = await newRep();
    const set = (meeting_url: unknown) => settle(rep.api.call('profileUpdate', { meeting_url } as never));
    const refused = await set('cal.com/ana');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ meeting_url: [MEETING_URL_MESSAGE] });
    expect((await rep.api.call('profileGet')).profile.meeting_url).toBeNull();

    expect((await set(' https://cal.com/ana-rep ')).body.profile.meeting_url).toBe('https://cal.com/ana-rep');
    // No offer of their own: the link still comes, the draft's to offer.
    expect(await offerOf(rep.id)).toEqual({ offer: null, source: null, meeting_url: 'https://cal.com/ana-rep' });
    await set('');
    expect((await rep.api.call('profileGet')).profile.meeting_url).toBeNull();
    expect((await offerOf(rep.id)).meeting_url).toBeNull();
  });

  it("keeps a rep's business analyses from the event, newest first, the latest 20, never another rep's", async () => {
    const a = await newRep();
    const b = await newRep();
    expect(await a.api.call('analysesList')).toEqual({ items: [] });
    for (let i = 1; i <= 22; i++) analysisDone(a.id, analysis(`Vendor ${i}`));
    analysisDone(b.id, analysis('B Vendor'));
    // A malformed event and one for no account are dropped, without stopping the rest.
    nc.publish(
      SUBJECTS.events.businessAnalysisDone,
      JSON.stringify({ pattern: SUBJECTS.events.businessAnalysisDone, data: { user_id: a.id } }),
    );
    analysisDone('8f1d2c3b-0000-4000-8000-000000000000', analysis('Nobody'));
    await nc.flush();

    const listA = await listOnce(a.api, 20);
    expect(listA.items).toHaveLength(20);
    const names = listA.items.map((x) => x.company_name);
    // Events may arrive in any order; the newest kept comes first, and only 20 stay.
    expect(new Set(names).size).toBe(20);
    const times = listA.items.map((x) => Date.parse(x.created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const stored = (await accounts.orm.em
      .fork()
      .getConnection()
      .execute('select count(*) as n from kept_analyses where user_id = ?', [a.id])) as { n: number | string }[];
    expect(Number(stored[0]!.n)).toBe(20);

    const listB = await listOnce(b.api, 1);
    expect(listB.items.map((x) => x.company_name)).toEqual(['B Vendor']);

    const reopened = await a.api.call('analysisGet', undefined, { id: listA.items[0]!.id });
    expect(reopened).toMatchObject({ success: true, id: listA.items[0]!.id, created_at: listA.items[0]!.created_at });
    expect(reopened.analysis_data.company_name).toBe(listA.items[0]!.company_name);
    expect(reopened.analysis_data.pipeline_steps).toEqual(sampleBusinessAnalysis.pipeline_steps);

    const other = await settle(b.api.call('analysisGet', undefined, { id: listA.items[0]!.id }));
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('That business analysis was not found. Only your latest 20 are kept.');
    expect((await settle(a.api.call('analysisGet', undefined, { id: 'not-an-id' }))).status).toBe(400);
  });

  it('lets the offer and the analyses go with the account', async () => {
    const rep = await newRep();
    await rep.api.call('offerPut', { offer: offer('Gone') });
    analysisDone(rep.id, analysis('Gone Co'));
    await nc.flush();
    await listOnce(rep.api, 1);
    await accounts.orm.em.fork().getConnection().execute('delete from users where id = ?', [rep.id]);
    const left = (await accounts.orm.em
      .fork()
      .getConnection()
      .execute(
        `select (select count(*) from offers where user_id = ?) as offers,
                (select count(*) from kept_analyses where user_id = ?) as analyses`,
        [rep.id, rep.id],
      )) as { offers: number | string; analyses: number | string }[];
    expect(left.map((r) => [Number(r.offers), Number(r.analyses)])).toEqual([[0, 0]]);
  });
});
