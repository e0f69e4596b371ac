import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { LeadToSaveSchema, SAVED_LEAD_NOT_FOUND_MESSAGE, type ApiClient } from '@leadgen/contracts';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { demoSiteHosts, demoSiteTruth, startSimulator, type Simulator } from '@leadgen/simulator/testing';
import type { z } from 'zod';
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

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const UNKNOWN = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
type LeadToSave = z.infer<typeof LeadToSaveSchema>;

/** A simulated restaurant site a reader can read, whose truth has emails, phones and people. */
function siteWithContacts(): string {
  const host = demoSiteHosts(400).find((h) => {
    const truth = demoSiteTruth(h);
    const c = truth?.contacts;
    return truth?.behaviour === 'normal' && c?.readable && c.emails.length && c.phones.length && c.people.length;
  });
  if (!host) throw new Error('no simulated site with emails, phones and people');
  return demoSiteTruth(host)!.listing_url;
}

/** A simulated site slower than any reader waits. */
function slowSite(): string {
  const host = demoSiteHosts(2_000).find((h) => demoSiteTruth(h)?.behaviour === 'slow');
  if (!host) throw new Error('no slow simulated site');
  return demoSiteTruth(host)!.listing_url;
}

/**
 * Contacts through the real gateway, over real NATS, to the leads service and its database, reading
 * the simulator's restaurant sites through its proxy with the production reader, for two reps.
 */
describe.each(drivers)('Contacts (%s)', (_driver, dbUrl) => {
  let gateway: RunningGateway;
  let leads: INestMicroservice;
  let orm: MikroORM;
  let accounts: RunningAccounts;
  let sim: Simulator;
  let dataDir: string;
  let garbage: Server;
  let garbageUrl: string;
  let nc: NatsConnection;
  let a: ApiClient;
  let b: ApiClient;
  let aId: string;
  let found: LeadToSave[];
  let usage: HeardUsage;
  const enrichmentsOfA = () => usage.of(aId).filter((u) => u.kind === 'enrichments_used').length;
  /** Usage events travel on their own: wait until `n` have come (or a while has passed). */
  const untilEnrichments = async (n: number) => {
    for (let i = 0; i < 250 && enrichmentsOfA() < n; i++) await new Promise((r) => setTimeout(r, 20));
  };

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl, pglite: dbUrl === undefined });
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-contacts-'));
    sim = await startSimulator({ port: 0, mailbox: false, dataDir });
    // A loopback site that answers bytes that are no web page.
    garbage = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.from([0, 159, 146, 150, 255, 0, 1, 2]));
    });
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', () => resolve()));
    garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}/`;
    const { LEADS_PROVIDER, GOOGLE_PLACES_BASE_URL, GOOGLE_PLACES_API_KEY, SITE_PROXY_URL, SITE_PROXY_CA_FILE } =
      sim.settings;
    const env = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'true',
      DATABASE_URL: dbUrl,
      LEADS_PROVIDER,
      GOOGLE_PLACES_BASE_URL,
      GOOGLE_PLACES_API_KEY,
      SITE_PROXY_URL,
      SITE_PROXY_CA_FILE,
      SITE_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      // The simulator's slow sites answer later than any reader waits; the test need not wait 10 s to see it.
      SITE_FETCH_TIMEOUT_MS: '1500',
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://' });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm }));
    const repA = await accounts.signIn(gateway.url);
    const repB = await accounts.signIn(gateway.url);
    a = gatewayClient(gateway.url, repA.token);
    b = gatewayClient(gateway.url, repB.token);
    aId = repA.userId;
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
    await gateway?.close();
    await accounts?.close();
    await sim?.close();
    await new Promise((r) => garbage?.close(r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A Chicago result whose website the simulator serves with contacts, saved by rep A. */
  async function savedLeadWithSite(api: ApiClient = a) {
    const lead = found.find((l) => {
      const truth = l.website ? demoSiteTruth(l.website) : null;
      return truth?.behaviour === 'normal' && truth.contacts.emails.length > 0 && truth.contacts.phones.length > 0;
    });
    if (!lead) throw new Error('no Chicago result with a readable website');
    const { items } = await api.call('myLeadsSave', { leads: [lead] });
    return { id: items[0]!.id, lead, truth: demoSiteTruth(lead.website!)!.contacts };
  }

  it('reads a restaurant site for its emails, phones and people, each with the page and a quote, and counts one enrichment', async () => {
    const url = siteWithContacts();
    const truth = demoSiteTruth(url)!.contacts;
    const before = enrichmentsOfA();
    const answer = await a.call('contactsFind', { website_url: url });
    expect(answer.pages_read[0]).toBe(url);
    expect(answer.site_note).toBeNull();
    expect(answer.emails.map((e) => e.address.toLowerCase()).sort()).toEqual(
      truth.emails.map((e) => e.address.toLowerCase()).sort(),
    );
    expect(answer.phones.map((p) => p.e164).sort()).toEqual(truth.phones.map((p) => p.e164).sort());
    expect(answer.people.map((p) => p.role).sort()).toEqual(truth.people.map((p) => p.role).sort());
    for (const c of [...answer.emails, ...answer.phones, ...answer.people]) {
      expect(answer.pages_read).toContain(c.page_url);
      expect(c.evidence.length).toBeGreaterThan(0);
      expect(c.evidence.length).toBeLessThanOrEqual(300);
    }
    await untilEnrichments(before + 1);
    expect(enrichmentsOfA()).toBe(before + 1);
  });

  it('says clearly why a site cannot be read, keeps nothing and counts nothing', async () => {
    const before = enrichmentsOfA();
    const notWeb = await settle(a.call('contactsFind', { website_url: 'ftp://casaverde.example/menu' }));
    expect(notWeb.status).toBe(400);
    const refused = await settle(a.call('contactsFind', { website_url: 'http://192.168.1.20/' }));
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: 'Could not read http://192.168.1.20/: This address points to a private network and cannot be fetched.',
      },
    });
    const slow = slowSite();
    expect(await settle(a.call('contactsFind', { website_url: slow }))).toMatchObject({
      status: 502,
      body: { error: `Could not read ${slow}: The website took too long to answer.` },
    });
    const notPage = await settle(a.call('contactsFind', { website_url: garbageUrl }));
    expect(notPage.status).toBe(502);
    expect(notPage.body.error).toMatch(new RegExp(`^Could not read ${garbageUrl}: This address is not a web page`));
    // A saved lead whose site is too slow: nothing kept on it, nothing in its history.
    const slowLead = { ...found[0]!, place_id: `slow-${Date.now()}`, id: `slow-${Date.now()}`, website: slow };
    const id = (await a.call('myLeadsSave', { leads: [slowLead] })).items[0]!.id;
    expect(await settle(a.call('myLeadsContactsFind', undefined, { id }))).toMatchObject({ status: 502 });
    expect(await a.call('myLeadsContacts', undefined, { id })).toEqual({ contacts: [], last_read: null });
    expect((await a.call('myLeadsGet', undefined, { id })).history.map((h) => h.kind)).toEqual(['saved']);
    // A good read after them: its event is the only one that comes.
    await a.call('contactsFind', { website_url: siteWithContacts() });
    await untilEnrichments(before + 1);
    expect(enrichmentsOfA()).toBe(before + 1);
  });

  it("finds a saved lead's contacts, keeps the rep's additions, corrections and removals across a new read, and shows them on the lead", async () => {
    const { id, truth } = await savedLeadWithSite();
    expect(await a.call('myLeadsContacts', undefined, { id })).toEqual({ contacts: [], last_read: null });
    const before = enrichmentsOfA();
    const read = await a.call('myLeadsContactsFind', undefined, { id });
    expect(
      read.contacts
        .filter((c) => c.kind === 'email')
        .map((c) => c.value)
        .sort(),
    ).toEqual(truth.emails.map((e) => e.address.toLowerCase()).sort());
    expect(read.contacts.every((c) => c.source === 'site' && c.page_url && c.evidence)).toBe(true);
    expect(read.last_read?.pages_read.length).toBeGreaterThan(0);
    await untilEnrichments(before + 1);
    expect(enrichmentsOfA()).toBe(before + 1);

    const email = read.contacts.find((c) => c.kind === 'email')!;
    const phone = read.contacts.find((c) => c.kind === 'phone')!;
    const corrected = await a.call(
      'myLeadsContactUpdate',
      { value: '(312) 555-0188', label: 'phone' },
      { id, contact_id: phone.id },
    );
    expect(corrected.contacts.find((c) => c.id === phone.id)).toMatchObject({
      value: '+13125550188',
      display: '(312) 555-0188',
      edited: true,
    });
    await a.call('myLeadsContactDelete', undefined, { id, contact_id: email.id });
    const added = await a.call(
      'myLeadsContactAdd',
      { kind: 'person', value: 'Dana Whitfield', label: 'Owner' },
      { id },
    );
    expect(added.contacts[0]).toMatchObject({ kind: 'person', value: 'Dana Whitfield', source: 'rep' });

    const again = await a.call('myLeadsContactsFind', undefined, { id });
    const values = again.contacts.map((c) => c.value);
    expect(values).not.toContain(email.value);
    expect(values).not.toContain(phone.value);
    expect(again.contacts.find((c) => c.id === phone.id)).toMatchObject({ value: '+13125550188', edited: true });
    expect(again.contacts.find((c) => c.value === 'Dana Whitfield')).toMatchObject({ source: 'rep' });

    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail.contacts).toEqual(again);
    expect(detail.history.filter((h) => h.kind === 'contacts').map((h) => h.detail.split(':')[0])).toEqual([
      'Contacts read from the website',
      'Contact added',
      'Contact removed',
      'Contact corrected',
      'Contacts read from the website',
    ]);
  });

  it("answers another rep's lead as not found, and refuses malformed edits naming the field", async () => {
    const { id } = await savedLeadWithSite();
    const { contacts } = await a.call('myLeadsContactAdd', { kind: 'email', value: 'maria@example.org' }, { id });
    const contactId = contacts.find((c) => c.value === 'maria@example.org')!.id;
    const notFound = { status: 404, body: { error: SAVED_LEAD_NOT_FOUND_MESSAGE } };
    expect(await settle(b.call('myLeadsContacts', undefined, { id }))).toMatchObject(notFound);
    expect(await settle(b.call('myLeadsContactsFind', undefined, { id }))).toMatchObject(notFound);
    expect(await settle(b.call('myLeadsContactAdd', { kind: 'email', value: 'x@y.co' }, { id }))).toMatchObject(
      notFound,
    );
    expect(
      await settle(b.call('myLeadsContactUpdate', { label: 'role' }, { id, contact_id: contactId })),
    ).toMatchObject(notFound);
    expect(await settle(b.call('myLeadsContactDelete', undefined, { id, contact_id: contactId }))).toMatchObject(
      notFound,
    );

    const badEmail = await settle(
      a.call('myLeadsContactUpdate', { value: 'maria at home' }, { id, contact_id: contactId }),
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields).toEqual({ value: ['Email must be a valid email address'] });
    const badPhone = await settle(a.call('myLeadsContactAdd', { kind: 'phone', value: '555-0143' }, { id }));
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fields).toEqual({ value: ['Phone must be a valid phone number'] });
    const badPersonPhone = await settle(
      a.call('myLeadsContactAdd', { kind: 'person', value: 'Ana Ruiz', phone: 'call me' }, { id }),
    );
    expect(badPersonPhone.status).toBe(400);
    expect(Object.keys(badPersonPhone.body.fields ?? {})).toEqual(['phone']);
    expect(
      await settle(a.call('myLeadsContactAdd', { kind: 'email', value: 'MARIA@example.org' }, { id })),
    ).toMatchObject({ status: 409, body: { error: "maria@example.org is already one of this lead's contacts." } });
    expect(await settle(a.call('myLeadsContactUpdate', { label: 'role' }, { id, contact_id: UNKNOWN }))).toMatchObject({
      status: 404,
      body: { error: 'Contact not found.' },
    });
    expect(await settle(a.call('myLeadsContactDelete', undefined, { id, contact_id: UNKNOWN }))).toMatchObject({
      status: 404,
    });
  });

  it('reads nothing for a saved lead without a website', async () => {
    const noSite = { ...found[0]!, place_id: `no-site-${Date.now()}`, id: `no-site-${Date.now()}`, website: null };
    const { items } = await a.call('myLeadsSave', { leads: [noSite] });
    expect(await settle(a.call('myLeadsContactsFind', undefined, { id: items[0]!.id }))).toMatchObject({
      status: 400,
      body: { error: 'This lead has no website to read contacts from.' },
    });
  });

  it('keeps the contacts found in the search with the save, marks the search row, and removes them with the lead', async () => {
    // A lead no earlier test saved (the suite's first search no longer says which are saved).
    const now = (await a.call('leadSearch', { city: 'Chicago', state: 'IL', limit: 25, filter_bad_fits: false })).leads;
    const lead = LeadToSaveSchema.parse(
      now.find((l) => l.website && demoSiteTruth(l.website)?.contacts.readable && !l.saved),
    );
    const read = await a.call('contactsFind', { website_url: lead.website! });
    const { items } = await a.call('myLeadsSave', {
      leads: [lead],
      contacts: [{ place_id: lead.place_id, found: read }],
    });
    const id = items[0]!.id;
    const kept = await a.call('myLeadsContacts', undefined, { id });
    expect(kept.contacts.length).toBe(read.emails.length + read.phones.length + read.people.length);

    const searched = await a.call('leadSearch', { city: 'Chicago', state: 'IL', limit: 25, filter_bad_fits: false });
    expect(searched.leads.find((l) => l.place_id === lead.place_id)?.saved).toMatchObject({
      id,
      has_email: read.emails.length > 0,
      has_person: read.people.length > 0,
    });

    await a.call('myLeadsDelete', undefined, { id });
    const em = orm.em.fork();
    const left = await em
      .getConnection()
      .execute<Array<{ n: number }>>(
        `select (select count(*) from "lead_contacts" where "lead_id" = ?) + (select count(*) from "lead_contact_reads" where "lead_id" = ?) as n`,
        [id, id],
      );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
