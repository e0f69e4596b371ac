import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type { Lead } from '@leadgen/contracts';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase } from '@leadgen/leads/testing';
import { mailsTo, startMailbox, startSimulator, type Mailbox, type Simulator } from '@leadgen/simulator/testing';
import {
  inviteCodeIn,
  joinTeam,
  type RunningAccounts,
  settle,
  type SignedInRep,
  startAccounts,
} from '@leadgen/test-kit';

/**
 * The team's leads: the real gateway, accounts (its invites mailed to the simulator's mailbox),
 * leads on the run's database and the simulator's Places API. A restaurant a rep saved is theirs:
 * a teammate sees whose it is in search results and is refused when saving it; the team's leads
 * are read with their owners, and no route shows them to another team.
 */
/** The same checks on the run's PostgreSQL and on PGlite, the embedded default. */
const DATABASES = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
  { name: 'PGlite', url: undefined },
];

describe.each(DATABASES)('Team leads ($name)', ({ url }) => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let leads: INestMicroservice;
  let simulator: Simulator;
  let mailbox: Mailbox;
  let dir: string;
  let admin: SignedInRep;
  let rep: SignedInRep;
  let stranger: SignedInRep;

  const mailedCode = async (email: string) => inviteCodeIn((await mailsTo(mailbox.pageUrl, email)).at(-1)?.text);
  const search = (who: SignedInRep) => who.api.call('leadSearch', { city: 'Austin', state: 'TX', limit: 10 });
  const toSave = (lead: Lead) => {
    const { saved: _s, teammate_lead: _t, pitch: _p, ...facts } = lead;
    return { ...facts, place_id: lead.place_id! };
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'team-leads-'));
    mailbox = await startMailbox({ host: '127.0.0.1', smtpPort: 0, webPort: 0, mailDirectory: path.join(dir, 'mail') });
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: path.join(dir, 'sim') });
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl: url, pglite: !url, env: { SMTP_URL: mailbox.smtpUrl } });
    const env = LeadsEnvSchema.parse({
      ...simulator.settings,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'false',
      DATABASE_URL: url,
    });
    const orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm }));

    admin = await accounts.signIn(gateway.url);
    await admin.api.call('profileUpdate', { first_name: 'Sam', last_name: 'Rivera' });
    // Signed in again: the token carries the name teammates read.
    admin = await accounts.signIn(gateway.url, admin.email);
    await admin.api.call('teamCreate', { name: 'Austin team' });
    rep = await joinTeam(gateway.url, admin, await accounts.signIn(gateway.url), mailedCode);
    stranger = await accounts.signIn(gateway.url);
  }, 120_000);

  afterAll(async () => {
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await simulator?.close();
    await mailbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("shows a teammate's lead as theirs in search results and refuses saving it again, naming the owner", async () => {
    const found = await search(admin);
    const [first, second] = found.leads;
    const { items } = await admin.api.call('myLeadsSave', { leads: [toSave(first!)] });
    expect(items[0]!.owner).toEqual({ id: admin.userId, name: 'Sam Rivera' });

    const seen = await search(rep);
    const theirs = seen.leads.find((l) => l.place_id === first!.place_id)!;
    expect(theirs.saved ?? null).toBeNull();
    expect(theirs.teammate_lead).toEqual({
      owner_id: admin.userId,
      owner_name: 'Sam Rivera',
      since: expect.any(String),
    });
    expect(seen.leads.find((l) => l.place_id === second!.place_id)?.teammate_lead ?? null).toBeNull();

    const refused = await settle(rep.api.call('myLeadsSave', { leads: [toSave(second!), toSave(first!)] }));
    const day = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: `Sam Rivera saved ${first!.name} on ${day}: it is their lead. An admin can reassign it.` },
    });
    // All or none: the other restaurant was not saved either.
    expect((await rep.api.call('myLeadsList')).total).toBe(0);

    // Another company's rep sees no mark and may save it for themselves.
    const elsewhere = (await search(stranger)).leads.find((l) => l.place_id === first!.place_id)!;
    expect(elsewhere.teammate_lead ?? null).toBeNull();
    expect((await stranger.api.call('myLeadsSave', { leads: [toSave(first!)] })).saved).toBe(1);
  });

  it("lists the rep's own leads by default and the team's with their owners when asked; never another team's", async () => {
    const found = await search(rep);
    const free = found.leads.filter((l) => !l.teammate_lead && !l.saved).slice(0, 2);
    // The admin's view of the team's page is kept in memory: a teammate's save moves it on.
    const before = (await admin.api.call('myLeadsList', undefined, undefined, { owner: 'team' })).total;
    await rep.api.call('myLeadsSave', { leads: free.map(toSave) });
    expect((await admin.api.call('myLeadsList', undefined, undefined, { owner: 'team' })).total).toBe(before + 2);

    const mine = await rep.api.call('myLeadsList');
    expect(mine.items.every((i) => i.owner?.id === rep.userId)).toBe(true);
    const team = await rep.api.call('myLeadsList', undefined, undefined, { owner: 'team' });
    const owners = new Set(team.items.map((i) => i.owner?.id));
    expect(owners).toEqual(new Set([admin.userId, rep.userId]));
    const samOnly = await rep.api.call('myLeadsList', undefined, undefined, { owner: admin.userId });
    expect(samOnly.items.length).toBeGreaterThan(0);
    expect(samOnly.items.every((i) => i.owner?.name === 'Sam Rivera')).toBe(true);

    // The teammate's lead opens for the team, without the contacts its owner found.
    const id = samOnly.items[0]!.id;
    await admin.api.call('myLeadsContactAdd', { kind: 'email', value: 'owner@restaurant.example' }, { id });
    expect((await admin.api.call('myLeadsGet', undefined, { id })).contacts.contacts).toHaveLength(1);
    const detail = await rep.api.call('myLeadsGet', undefined, { id });
    expect(detail.owner?.id).toBe(admin.userId);
    expect(detail.contacts).toEqual({ contacts: [], last_read: null });
    // It is Sam's to work: the rep is told so (403), and nothing changes.
    const theirs = "This is Sam Rivera's lead: only they can change it. An admin can reassign it.";
    const change = settle(rep.api.call('myLeadsUpdate', { status: 'won', version: detail.version }, { id }));
    expect(await change).toMatchObject({ status: 403, body: { error: theirs } });
    expect(await settle(rep.api.call('myLeadsNote', { text: 'Called' }, { id }))).toMatchObject({ status: 403 });
    expect(await settle(rep.api.call('myLeadsDelete', undefined, { id }))).toMatchObject({ status: 403 });
    expect((await admin.api.call('myLeadsGet', undefined, { id })).status).toBe(detail.status);

    // Another team's rep: the team's leads are not theirs to list or open.
    const outside = await stranger.api.call('myLeadsList', undefined, undefined, { owner: 'team' });
    expect(outside.items.map((i) => i.owner?.id)).not.toContain(admin.userId);
    const byId = await stranger.api.call('myLeadsList', undefined, undefined, { owner: admin.userId });
    expect(byId.items).toEqual([]);
    expect((await settle(stranger.api.call('myLeadsGet', undefined, { id }))).status).toBe(404);
    expect(
      (await settle(stranger.api.call('myLeadsUpdate', { status: 'won', version: detail.version }, { id }))).status,
    ).toBe(404);

    const bad = await settle(rep.api.call('myLeadsList', undefined, undefined, { owner: 'everyone' as never }));
    expect(bad).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining("Owner must be mine, team or a teammate's id") },
    });
  });

  it("gives the team's admin each rep's funnel; a rep is told why not, and another team sees only its own", async () => {
    const report = await admin.api.call('teamReport', undefined, undefined, { days: 7 });
    const byRep = new Map(report.reps.map((r) => [r.user_id, r]));
    expect(byRep.get(admin.userId)).toMatchObject({ name: 'Sam Rivera', saved: 1, emails_sent: 0, reply_rate: null });
    expect(byRep.get(rep.userId)).toMatchObject({ saved: 2 });
    expect(report.team.saved).toBe(3);
    expect(byRep.has(stranger.userId)).toBe(false);

    const refused = await settle(rep.api.call('teamReport'));
    expect(refused).toMatchObject({
      status: 403,
      body: { error: "Only a team admin can see the team's report. Ask an admin of your team." },
    });
    const alone = await stranger.api.call('teamReport');
    expect(alone.reps.map((r) => r.user_id)).toEqual([stranger.userId]);
    const bad = await settle(admin.api.call('teamReport', undefined, undefined, { days: 8 as never }));
    expect(bad).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Days must be 7, 30, 90 or 365') },
    });
  });

  it("lets the team's admin give a lead to a rep; a rep is told why not, another team's id is not found", async () => {
    const [lead] = (await admin.api.call('myLeadsList')).items;
    const give = (who: SignedInRep, ownerId: string, version = lead!.version) =>
      settle(who.api.call('myLeadsUpdate', { owner_id: ownerId, version }, { id: lead!.id }));

    expect(await give(rep, rep.userId)).toMatchObject({
      status: 403,
      body: { error: 'Only a team admin can give a lead to another rep.' },
    });
    expect((await give(stranger, stranger.userId)).status).toBe(404);
    expect(await give(admin, stranger.userId)).toMatchObject({
      status: 404,
      body: { error: 'This rep is not on your team.' },
    });
    expect((await give(admin, rep.userId, lead!.version + 5)).status).toBe(409);
    const mixed = await settle(
      admin.api.call(
        'myLeadsUpdate',
        { owner_id: rep.userId, status: 'won', version: lead!.version },
        { id: lead!.id },
      ),
    );
    expect(mixed.status).toBe(400);

    const given = await give(admin, rep.userId);
    expect(given.status).toBe(200);
    expect(given.body.item.owner?.id).toBe(rep.userId);
    const mine = await rep.api.call('myLeadsList');
    expect(mine.items.map((i) => i.id)).toContain(lead!.id);
    const detail = await rep.api.call('myLeadsGet', undefined, { id: lead!.id });
    expect(detail.history[0]).toMatchObject({
      kind: 'owner',
      detail: expect.stringContaining('Given by Sam Rivera'),
      by: 'Sam Rivera',
    });
    // What the admin did before keeps their name; the rep's own note has the rep's.
    expect(detail.history.at(-1)).toMatchObject({ kind: 'saved', by: 'Sam Rivera' });
    const note = await rep.api.call('myLeadsNote', { text: 'Owner in on Tuesdays' }, { id: lead!.id });
    expect(note.note.by).toBe(given.body.item.owner!.name);
    expect(note.note.by).not.toBe('Sam Rivera');
    expect((await admin.api.call('myLeadsList')).items.map((i) => i.id)).not.toContain(lead!.id);
  });

  it("shares the team's lists and saved searches: every rep files and runs them, their maker or an admin changes them, no other team sees them", async () => {
    const hot = (await admin.api.call('listsCreate', { name: 'Hot this week' })).list;
    const repList = (await rep.api.call('listsCreate', { name: 'Tacos' })).list;
    const names = (who: SignedInRep) => who.api.call('listsList').then((r) => r.lists.map((l) => l.name));
    expect(await names(rep)).toEqual(expect.arrayContaining(['My Leads', 'Hot this week', 'Tacos']));
    expect(await names(stranger)).not.toContain('Hot this week');
    // One 'My Leads' each: the rep's own default, not the admin's.
    expect((await names(rep)).filter((n) => n === 'My Leads')).toHaveLength(1);

    const free = (await search(rep)).leads.find((l) => !l.teammate_lead && !l.saved)!;
    const saved = await rep.api.call('myLeadsSave', { leads: [toSave(free)], list_id: hot.id });
    expect(saved.items[0]!.list.name).toBe('Hot this week');
    const counted = (await admin.api.call('listsList')).lists.find((l) => l.id === hot.id);
    expect(counted?.lead_count).toBe(1);
    expect((await settle(stranger.api.call('myLeadsSave', { leads: [toSave(free)], list_id: hot.id }))).status).toBe(
      404,
    );

    expect(await settle(rep.api.call('listsRename', { name: 'Mine now' }, { id: hot.id }))).toMatchObject({
      status: 403,
      body: { error: 'Only the rep who made the list Hot this week, or a team admin, can rename it.' },
    });
    expect((await settle(rep.api.call('listsDelete', undefined, { id: hot.id }))).status).toBe(403);
    expect((await settle(stranger.api.call('listsDelete', undefined, { id: hot.id }))).status).toBe(404);
    expect((await settle(admin.api.call('listsCreate', { name: 'Tacos' }))).status).toBe(409);
    expect((await rep.api.call('listsRename', { name: 'Tacos, Austin' }, { id: repList.id })).list.name).toBe(
      'Tacos, Austin',
    );
    // The admin deletes the list; the rep's lead in it goes back to the rep's own My Leads.
    expect((await admin.api.call('listsDelete', undefined, { id: hot.id })).moved).toBe(1);
    const back = await rep.api.call('myLeadsGet', undefined, { id: saved.items[0]!.id });
    expect(back.list.name).toBe('My Leads');

    const criteria = { city: 'Austin', state: 'TX' as const, limit: 10 };
    const made = (await admin.api.call('savedSearchesCreate', { name: 'Austin weekly', criteria })).search;
    expect((await rep.api.call('savedSearchesList')).searches.map((x) => x.id)).toContain(made.id);
    expect((await stranger.api.call('savedSearchesList')).searches.map((x) => x.id)).not.toContain(made.id);
    // Run by the admin who saved it: the rep's leads among the results show as the rep's.
    const ran = await admin.api.call('savedSearchesRun', undefined, { id: made.id });
    expect(ran.leads.some((l) => l.teammate_lead?.owner_id === rep.userId)).toBe(true);
    expect((await rep.api.call('savedSearchesRun', undefined, { id: made.id })).count).toBe(ran.count);
    // The team's founder is refused a rep's restaurant as any teammate is.
    const repsLead = ran.leads.find((l) => l.teammate_lead?.owner_id === rep.userId)!;
    expect((await settle(admin.api.call('myLeadsSave', { leads: [toSave(repsLead)] }))).status).toBe(409);
    expect((await settle(stranger.api.call('savedSearchesRun', undefined, { id: made.id }))).status).toBe(404);
    expect(await settle(rep.api.call('savedSearchesDelete', undefined, { id: made.id }))).toMatchObject({
      status: 403,
      body: { error: 'Only the rep who saved the search Austin weekly, or a team admin, can delete it.' },
    });
    expect((await settle(stranger.api.call('savedSearchesDelete', undefined, { id: made.id }))).status).toBe(404);
    expect((await settle(admin.api.call('savedSearchesDelete', undefined, { id: made.id }))).status).toBe(200);
  });

  it("brings a joining rep's earlier leads, lists and saved searches into the team", async () => {
    let newcomer = await accounts.signIn(gateway.url);
    await newcomer.api.call('profileUpdate', { first_name: 'Ben', last_name: 'Ortiz' });
    newcomer = await accounts.signIn(gateway.url, newcomer.email);
    await admin.api.call('listsCreate', { name: 'Patios' });
    const own = (await newcomer.api.call('listsCreate', { name: 'Patios' })).list;
    await newcomer.api.call('savedSearchesCreate', { name: 'Ben Austin', criteria: { city: 'Austin', state: 'TX' } });
    const free = (await search(newcomer)).leads.filter((l) => !l.saved).slice(-2);
    await newcomer.api.call('myLeadsSave', { leads: free.map(toSave), list_id: own.id });

    const joined = await joinTeam(gateway.url, admin, newcomer, mailedCode);
    const mine = await joined.api.call('myLeadsList');
    expect(mine.items.map((i) => i.place_id).sort()).toEqual(free.map((l) => l.place_id).sort());
    expect(new Set(mine.items.map((i) => i.list.name))).toEqual(new Set(['Patios (Ben)']));
    const team = await admin.api.call('myLeadsList', undefined, undefined, { owner: joined.userId });
    expect(team.total).toBe(2);
    expect((await admin.api.call('savedSearchesList')).searches.map((x) => x.name)).toContain('Ben Austin');
    const lists = (await admin.api.call('listsList')).lists.map((l) => l.name);
    expect(lists).toEqual(expect.arrayContaining(['Patios', 'Patios (Ben)']));
  });
});
