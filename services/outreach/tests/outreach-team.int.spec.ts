import { randomUUID } from 'node:crypto';
import type { MailboxSettingsRequest } from '@leadgen/contracts';
import { inviteCodeIn, joinTeam, settle, type SignedInRep, freshDatabase } from '@leadgen/test-kit';
import { startOutreachStack, type OutreachStack } from './outreach-stack.js';
import { leadEmails } from './emailed.js';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, boolean][] = [['PGlite', false]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', true]);

// Tuesday 1 December 2026, 10:00 in Chicago (the saved leads' time zone).
const TUESDAY_10AM = '2026-12-01T16:00:00.000Z';

/**
 * Outreach as a team: the suppression list is the team's. An unsubscribe, a bounce or an address
 * added by hand from any rep's email stops every teammate's emails to it and refuses their sends;
 * another team is untouched; a rep who leaves keeps what they were told.
 */
describe.each(drivers)('Outreach as a team (%s)', (_driver, postgres) => {
  let stack: OutreachStack;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const db = postgres ? await freshDatabase('outreach') : undefined;
    drop = db?.drop;
    stack = await startOutreachStack({
      dbUrl: db?.url,
      leadsDbUrl: postgres ? process.env.TEST_DATABASE_URL : undefined,
      pglite: !postgres,
      start: TUESDAY_10AM,
      // The product's default (env.spec.ts), which the stack raises for suites that send dozens of emails to one restaurant.
      env: () => ({ OUTREACH_DOMAIN_DAILY_CAP: '3' }),
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
    await drop?.();
  });

  beforeEach(() => stack.clock.set(TUESDAY_10AM));

  const mailbox = (from: string): MailboxSettingsRequest => ({ ...stack.sinkMailbox(), from_address: from });
  const delivered = (to: string) => stack.sink.received.filter((m) => m.to.includes(to));
  const tokenOf = (header: string | undefined) => /\/api\/unsubscribe\/([A-Za-z0-9_-]+)>/.exec(header ?? '')?.[1];

  /** A team of an admin and a rep who joined with the mailed code; both with their own mailbox. */
  async function team(): Promise<{ admin: SignedInRep; rep: SignedInRep }> {
    const admin = await stack.signIn();
    await admin.api.call('teamCreate', { name: `Team ${randomUUID().slice(0, 4)}` });
    const mailedCode = (email: string) =>
      inviteCodeIn(stack.sink.received.filter((m) => m.to.includes(email)).at(-1)?.text);
    const rep = await joinTeam(stack.gateway.url, admin, await stack.signIn(), mailedCode);
    await admin.api.call('outreachMailboxPut', mailbox('admin@tabletech.example'));
    await rep.api.call('outreachMailboxPut', mailbox('rep@tabletech.example'));
    return { admin, rep };
  }

  it("an unsubscribe from one rep's email stops a teammate's scheduled emails and refuses their sends; another team is untouched", async () => {
    const { admin, rep } = await team();
    const contact = `owner-${randomUUID().slice(0, 8)}@la-palma.example.com`;
    const adminLead = await stack.savedLead(admin, contact);
    const repLead = await stack.savedLead(rep, contact);
    // The admin's email waits for Thursday; the rep emails now.
    await admin.api.call('outreachSend', {
      lead_id: adminLead.id,
      to: contact,
      subject: 'Thursday',
      body: 'Hello.',
      when: 'business_hours',
      send_at: '2026-12-03T15:00:00Z',
    });
    await rep.api.call('outreachSend', { lead_id: repLead.id, to: contact, subject: 'Hello', body: 'Hi there.' });
    const token = tokenOf(delivered(contact)[0]!.headers['list-unsubscribe']);
    const res = await fetch(`${stack.gateway.url}/api/unsubscribe/${token}`, { method: 'POST' });
    expect(res.status).toBe(200);

    for (const member of [admin, rep]) {
      const { suppressions } = await member.api.call('suppressionsList');
      expect(suppressions).toMatchObject([{ address: contact, reason: 'unsubscribed' }]);
    }
    expect((await leadEmails(admin.api, adminLead.id))[0]).toMatchObject({
      status: 'stopped',
      stop_reason: 'unsubscribed',
    });
    const refused = await settle(
      admin.api.call('outreachSend', { lead_id: adminLead.id, to: contact, subject: 'Hi', body: 'Again' }),
    );
    expect(refused).toMatchObject({
      status: 409,
      body: { error: `${contact} is on your team's suppression list (Unsubscribed): it is not emailed.` },
    });
    const { draft } = await admin.api.call('outreachDraft', undefined, { lead_id: adminLead.id });
    expect(draft.recipients).toMatchObject([{ address: contact, suppressed: true }]);
    stack.clock.set('2026-12-07T16:00:00.000Z');
    await stack.worker.tick();
    expect(delivered(contact)).toHaveLength(1);

    // A rep of another company may still write to the owner: the opt-out binds the sender.
    const stranger = await stack.signIn();
    await stranger.api.call('outreachMailboxPut', mailbox('someone@othervendor.example'));
    expect((await stranger.api.call('suppressionsList')).suppressions).toEqual([]);
    const theirs = await stack.savedLead(stranger, contact);
    const sent = await stranger.api.call('outreachSend', {
      lead_id: theirs.id,
      to: contact,
      subject: 'Hi',
      body: 'Hi.',
    });
    expect(sent.emails[0]).toMatchObject({ status: 'sent' });
  });

  it('an address the admin adds by hand stops the rep’s follow-ups; a removed rep keeps what they were told', async () => {
    const { admin, rep } = await team();
    const contact = `chef-${randomUUID().slice(0, 8)}@casa-verde.example.com`;
    const lead = await stack.savedLead(rep, contact);
    await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: contact,
      subject: 'Hello',
      body: 'Hi there.',
      follow_up_days: [3],
    });
    await admin.api.call('suppressionAdd', { address: contact.toUpperCase() });
    expect((await leadEmails(rep.api, lead.id))[1]).toMatchObject({ status: 'stopped', stop_reason: 'suppressed' });

    // The rep's own unsubscribe from before stays theirs after they leave the team.
    const other = `gm-${randomUUID().slice(0, 8)}@casa-verde.example.com`;
    const second = await stack.savedLead(rep, other);
    await rep.api.call('outreachSend', { lead_id: second.id, to: other, subject: 'Hello', body: 'Hi.' });
    await fetch(`${stack.gateway.url}/api/unsubscribe/${tokenOf(delivered(other)[0]!.headers['list-unsubscribe'])}`, {
      method: 'POST',
    });
    await admin.api.call('teamMemberRemove', undefined, { id: rep.userId });
    const back = await stack.accounts.signIn(stack.gateway.url, rep.email);
    const { suppressions } = await back.api.call('suppressionsList');
    expect(suppressions.map((s) => s.address)).toContain(other);
    // The team keeps it too: the opt-out was given to the team's rep.
    expect((await admin.api.call('suppressionsList')).suppressions.map((s) => s.address)).toEqual(
      expect.arrayContaining([contact, other]),
    );
  });

  it("a restaurant group has at most 3 of the team's emails a day: a fourth sent now is refused, one in business hours waits for tomorrow", async () => {
    const { admin, rep } = await team();
    const group = `grupo-${randomUUID().slice(0, 6)}.example.com`;
    const lead = (who: SignedInRep, name: string) =>
      stack.savedLead(who, `${name}@${group}`, `https://www.${group}/locations/${name}`);
    const leads = [await lead(admin, 'downtown'), await lead(admin, 'airport'), await lead(rep, 'uptown')];
    const fourth = await lead(rep, 'lakeside');
    for (const [who, l] of [
      [admin, leads[0]!],
      [admin, leads[1]!],
      [rep, leads[2]!],
    ] as const)
      await who.api.call('outreachSend', { lead_id: l.id, to: l.contact, subject: 'Hello', body: 'Hi.' });

    const refused = await settle(
      rep.api.call('outreachSend', { lead_id: fourth.id, to: fourth.contact, subject: 'Hello', body: 'Hi.' }),
    );
    expect(refused).toMatchObject({
      status: 429,
      body: {
        error: `${group} has had 3 emails from your team today, the most one restaurant group gets in a day. Send it in their business hours: it goes out tomorrow.`,
      },
    });
    expect(await leadEmails(rep.api, fourth.id)).toEqual([]);

    await rep.api.call('outreachSend', {
      lead_id: fourth.id,
      to: fourth.contact,
      subject: 'Hello',
      body: 'Hi.',
      when: 'business_hours',
    });
    await stack.worker.tick();
    expect(delivered(fourth.contact)).toHaveLength(0);
    const [waiting] = await leadEmails(rep.api, fourth.id);
    expect(waiting).toMatchObject({ status: 'scheduled' });
    expect(waiting!.due_at.slice(0, 10)).toBe('2026-12-02');
    stack.clock.set('2026-12-02T16:00:00.000Z');
    await stack.worker.tick();
    expect(delivered(fourth.contact)).toHaveLength(1);

    // Another company's rep is not held by this team's count.
    const stranger = await stack.signIn();
    await stranger.api.call('outreachMailboxPut', mailbox('someone@othervendor.example'));
    stack.clock.set(TUESDAY_10AM);
    const theirs = await lead(stranger, 'downtown');
    const sent = await stranger.api.call('outreachSend', {
      lead_id: theirs.id,
      to: theirs.contact,
      subject: 'Hi',
      body: 'Hi.',
    });
    expect(sent.emails[0]).toMatchObject({ status: 'sent' });
  });

  it("a teammate's lead is not the rep's to draft or email: refused naming its owner; another team's is not found", async () => {
    const { admin, rep } = await team();
    const adminsLead = await stack.savedLead(admin);
    const draft = await settle(rep.api.call('outreachDraft', undefined, { lead_id: adminsLead.id }));
    expect(draft.status).toBe(409);
    expect(draft.body.error).toMatch(
      /^.+ saved .+ on [A-Z][a-z]{2} \d{1,2}: it is their lead\. An admin can reassign it\.$/,
    );
    const send = await settle(
      rep.api.call('outreachSend', { lead_id: adminsLead.id, to: adminsLead.contact, subject: 'Hi', body: 'Hi.' }),
    );
    expect(send).toMatchObject({ status: 409, body: { error: draft.body.error } });
    const stranger = await stack.signIn();
    expect((await settle(stranger.api.call('outreachDraft', undefined, { lead_id: adminsLead.id }))).status).toBe(404);
  });
});
