import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import {
  HUBSPOT_COLUMNS,
  LeadToSaveSchema,
  SALESFORCE_COLUMNS,
  type ApiClient,
  type RouteRequest,
} from '@leadgen/contracts';
import { samplePitch } from '@leadgen/contracts/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { parse as parseCsv } from 'csv-parse/sync';
import type { z } from 'zod';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase } from '@leadgen/leads/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';
import { startSimulatedPlaces, type SimulatedPlaces } from './simulated-places.js';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

type LeadToSave = z.infer<typeof LeadToSaveSchema>;
type Csv = { header: string[]; rows: Record<string, string>[]; text: string };

/**
 * The hand-over to a CRM through the real gateway, over real NATS, to the leads service and its
 * database: a rep's notes, pitch, follow-up and contacts come out in the My Leads CSV, the HubSpot
 * file and the Salesforce file, read back by a real CSV parser; another rep's never do.
 */
describe.each(drivers)('My Leads exports (%s)', (_driver, dbUrl) => {
  let gateway: RunningGateway;
  let leads: INestMicroservice;
  let orm: MikroORM;
  let accounts: RunningAccounts;
  let places: SimulatedPlaces;
  let a: ApiClient;
  let b: ApiClient;
  let aId: string;
  /** Rep A's worked lead (notes, pitch, follow-up, contacts), A's bare one, and B's save of the worked restaurant. */
  let worked: { id: string; lead: LeadToSave };
  let bare: { id: string; lead: LeadToSave };
  let theirs: { id: string };

  /** A contact as a read of the lead's site leaves it, written as the contacts feature stores it. */
  async function keep(
    userId: string,
    leadId: string,
    c: { kind: string; value: string; label: string; display: string },
  ) {
    const at = new Date();
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into "lead_contacts" ("id", "lead_id", "user_id", "kind", "value", "value_key", "display", "label",
           "source", "removed_at", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          randomUUID(),
          leadId,
          userId,
          c.kind,
          c.value,
          c.value.toLowerCase(),
          c.display,
          c.label,
          'site',
          null,
          at,
          at,
        ],
      );
  }

  async function download(api: ApiClient, body: RouteRequest<'myLeadsExport'>): Promise<Csv> {
    const file = await api.download('myLeadsExport', body);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    return {
      text,
      rows: parseCsv(text, { bom: true, columns: true }) as Record<string, string>[],
      header: (parseCsv(text, { bom: true, to: 1 }) as string[][])[0]!,
    };
  }

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
      DATABASE_URL: dbUrl,
      ...places.settings,
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://' });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm }));
    const repA = await accounts.signIn(gateway.url);
    const repB = await accounts.signIn(gateway.url);
    a = gatewayClient(gateway.url, repA.token);
    b = gatewayClient(gateway.url, repB.token);
    aId = repA.userId;

    const found = (
      await a.call('leadSearch', { city: 'Austin', state: 'TX', limit: 10, filter_bad_fits: false })
    ).leads.map((l) => LeadToSaveSchema.parse(l));
    // The worked lead has a website, so its own domain's addresses can be told apart.
    const first = found.find((l) => l.website);
    const second = found.find((l) => l !== first);
    // The pitch a search wrote is kept on the lead when the rep saves it.
    const saved = await a.call('myLeadsSave', { leads: [{ ...first!, pitch: samplePitch }, second!] });
    const byPlace = (placeId: string | null | undefined) => saved.items.find((i) => i.place_id === placeId)!;
    worked = { id: byPlace(first!.place_id).id, lead: first! };
    bare = { id: byPlace(second!.place_id).id, lead: second! };

    // 03:30 UTC on the 16th is still the evening of the 15th in the rep's Chicago.
    await a.call(
      'myLeadsUpdate',
      { status: 'attempted', follow_up_at: '2030-01-16T03:30:00.000Z', version: 1 },
      {
        id: worked.id,
      },
    );
    await a.call('myLeadsNote', { text: 'Asked for a lunch menu' }, { id: worked.id });
    await a.call('myLeadsNote', { text: 'Owner back on Monday, "call after 3"' }, { id: worked.id });
    // Contacts the rep keeps through the saved lead's routes, one of them removed (a tombstone), and
    // a phone a read of the site found.
    const add = (api: ApiClient, id: string, body: RouteRequest<'myLeadsContactAdd'>) =>
      api.call('myLeadsContactAdd', body, { id });
    // Removed ones would be the best picks if they were kept: an owner added first and a personal
    // address at the restaurant's own domain.
    const domain = new URL(first!.website!).hostname.replace(/^www\./, '');
    await add(a, worked.id, { kind: 'person', value: 'Gus Gone', label: 'Owner' });
    await add(a, worked.id, { kind: 'person', value: 'Ana Ruiz', label: 'Chef' });
    await add(a, worked.id, { kind: 'person', value: 'Maria Lopez', label: 'Owner' });
    await add(a, worked.id, { kind: 'email', value: 'info@casa-example.com' });
    const kept = await add(a, worked.id, { kind: 'email', value: `gone@${domain}`, label: 'personal' });
    for (const c of kept.contacts.filter((k) => k.value === 'Gus Gone' || k.value.startsWith('gone@')))
      await a.call('myLeadsContactDelete', undefined, { id: worked.id, contact_id: c.id });
    await keep(aId, worked.id, { kind: 'phone', value: '+15125550143', display: '(512) 555-0143', label: 'phone' });

    // Rep B saved the same restaurant and keeps their own note and contacts on it.
    theirs = { id: (await b.call('myLeadsSave', { leads: [first!] })).items[0]!.id };
    await b.call('myLeadsNote', { text: 'B private: budget is tight' }, { id: theirs.id });
    await add(b, theirs.id, { kind: 'person', value: 'Bruno Secret', label: 'Owner' });
    await add(b, theirs.id, { kind: 'email', value: 'bruno@private-example.com', label: 'personal' });
  }, 90_000);

  afterAll(async () => {
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await places?.close();
  });

  const NOTES = `Owner back on Monday, "call after 3"`;
  /** The day an instant falls on in Chicago, as the rep there reads it: 2030-01-15. */
  const chicagoDay = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(iso));

  it("writes the My Leads CSV with the notes' text latest first, the pitch's openers, the follow-up day and the best contact", async () => {
    const csv = await download(a, { format: 'csv', time_zone: 'America/Chicago' });
    expect(csv.header).toEqual(
      expect.arrayContaining(['Name', 'Status', 'Follow Up', 'List', 'Notes', 'Best Email', 'Best Phone']),
    );
    expect(csv.header.slice(-5)).toEqual(['Best Email', 'Email Opt-Out', 'Best Phone', 'Contact Name', 'Contact Role']);
    expect(csv.rows).toHaveLength(2);
    const row = csv.rows.find((r) => r.Name === worked.lead.name)!;
    const notes = (await a.call('myLeadsGet', undefined, { id: worked.id })).notes;
    expect(row.Notes).toBe(notes.map((n) => `${chicagoDay(n.created_at)}: ${n.text}`).join('\n'));
    expect(row.Notes).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}: ${NOTES}\n\\d{4}-\\d{2}-\\d{2}: Asked for a lunch menu$`),
    );
    expect(row).toMatchObject({
      Status: 'Attempted',
      'Follow Up': '2030-01-15',
      'Email Opener': samplePitch.email_opener,
      'Call Opener': samplePitch.call_opener,
      'Best Email': 'info@casa-example.com',
      'Best Phone': '(512) 555-0143',
      'Contact Name': 'Maria Lopez',
      'Contact Role': 'Owner',
    });
    const plain = csv.rows.find((r) => r.Name === bare.lead.name)!;
    expect(plain).toMatchObject({ Notes: '', 'Follow Up': '', 'Contact Name': '', 'Best Email': '' });
    expect(plain['Best Phone']).toBe(bare.lead.phone ?? '');

    // Without the rep's time zone the day is UTC's.
    const utc = await download(a, { format: 'csv', ids: [worked.id] });
    expect(utc.rows[0]!['Follow Up']).toBe('2030-01-16');
  });

  it('writes HubSpot companies with their contacts, with exactly its columns and the notes and pitch in the description', async () => {
    const hub = await download(a, { format: 'hubspot', time_zone: 'America/Chicago' });
    expect(hub.header).toEqual([...HUBSPOT_COLUMNS]);
    const row = hub.rows.find((r) => r['Company name'] === worked.lead.name)!;
    // Maria keeps no address of her own: the restaurant's inbox is a contact of its own, never under her name.
    expect(
      hub.rows.filter((r) => r['Company name'] === worked.lead.name).map((r) => [r['Last Name'], r.Email]),
    ).toEqual([
      ['Lopez', ''],
      ['Ruiz', ''],
      ['', 'info@casa-example.com'],
    ]);
    expect(row).toMatchObject({
      Email: '',
      'First Name': 'Maria',
      'Last Name': 'Lopez',
      'Job Title': 'Owner',
      'Phone Number': '(512) 555-0143',
      'Lead Status': 'ATTEMPTED_TO_CONTACT',
      'Website URL': worked.lead.website ?? '',
    });
    expect(row.Description).toContain(NOTES);
    expect(row.Description).toContain('Asked for a lunch menu');
    expect(row.Description).toContain('Follow up: 2030-01-15');
    expect(row.Description).toContain(samplePitch.email_opener);
    const plain = hub.rows.find((r) => r['Company name'] === bare.lead.name)!;
    expect(plain).toMatchObject({ Email: '', 'First Name': '', 'Last Name': '', 'Job Title': '' });
  });

  it('writes Salesforce leads, one a person and the inbox on its own, the placeholder only where no one is named', async () => {
    const sf = await download(a, { format: 'salesforce', time_zone: 'America/Chicago' });
    expect(sf.header).toEqual([...SALESFORCE_COLUMNS]);
    expect(sf.rows.filter((r) => r.Company === worked.lead.name).map((r) => [r.LastName, r.Email])).toEqual([
      ['Lopez', ''],
      ['Ruiz', ''],
      ['Owner', 'info@casa-example.com'],
    ]);
    expect(sf.rows.find((r) => r.Company === worked.lead.name)).toMatchObject({
      FirstName: 'Maria',
      LastName: 'Lopez',
      Title: 'Owner',
      Email: '',
      Status: 'Working - Contacted',
    });
    const described = sf.rows.find((r) => r.Company === worked.lead.name)!.Description!;
    expect(described).toContain(NOTES);
    expect(described).toContain(samplePitch.call_opener);
    expect(sf.rows.find((r) => r.Company === bare.lead.name)).toMatchObject({
      FirstName: '',
      LastName: 'Owner',
      Title: '',
      Email: '',
    });
  });

  it("never carries a removed contact, nor another rep's leads, notes or contacts", async () => {
    const files = await Promise.all(
      (['csv', 'hubspot', 'salesforce'] as const).map((format) => download(a, { format })),
    );
    for (const file of files) {
      expect(file.text).not.toContain('gone@');
      expect(file.text).not.toContain('Gus Gone');
      expect(file.text).not.toContain('B private');
      expect(file.text).not.toContain('Bruno');
      expect(file.text).not.toContain('bruno@private-example.com');
    }
    // B's file has B's own note and contact on the same restaurant, and nothing of A's.
    const mine = await download(b, { format: 'hubspot' });
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]).toMatchObject({ 'First Name': 'Bruno', Email: 'bruno@private-example.com' });
    expect(mine.rows[0]!.Description).toContain('B private: budget is tight');
    expect(mine.text).not.toContain('Maria');
    expect(mine.text).not.toContain(NOTES);
    // A's ids pick nothing for B.
    const refused = await settle(b.call('myLeadsExport', { format: 'salesforce', ids: [worked.id, bare.id] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('No saved leads to export');
  });

  it('refuses a time zone that is not one, naming the field', async () => {
    const bad = await settle(a.call('myLeadsExport', { format: 'csv', time_zone: 'Mars/Olympus' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['time_zone']);
  });
});
