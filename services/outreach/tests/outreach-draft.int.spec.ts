/*
 * The first draft of an email to saved leads with contacts, through the real gateway, leads, analysis (its
 * standard writer, no model) and outreach over NATS: a sales manager's rules hold, and the email
 * greets the person the contacts rank first and is signed as the mailbox sends it.
 */
import type { INestMicroservice } from '@nestjs/common';
import type { ApiClient, Offer } from '@leadgen/contracts';
import { sampleLead } from '@leadgen/contracts/testing';
import { AnalysisEnvSchema, AnalysisModule } from '@leadgen/analysis/testing';
import { lintEmail } from '@leadgen/email-lint';
import { silentLogger, startTestService, testNatsUrl } from '@leadgen/service-kit/testing';
import { usageStream } from '@leadgen/test-kit';
import { startOutreachStack, until, type OutreachStack } from './outreach-stack.js';

const TUESDAY_10AM = '2026-12-01T16:00:00.000Z';

type Person = { name: string; role: string; email?: string };

/** Four restaurants' people as their pages name them, and whom the email should greet. */
const CASES: { people: Person[]; greets: RegExp }[] = [
  {
    people: [
      { name: 'Marco Bell', role: 'Chef', email: 'marco@casa-verde.example.com' },
      { name: 'Sofia Rossi', role: 'Chef/Owner' },
    ],
    greets: /^Hi Sofia,\n/,
  },
  {
    people: [
      { name: 'Dana Lee', role: 'Manager' },
      { name: 'Ray Okafor', role: 'General Manager', email: 'ray@casa-verde.example.com' },
      { name: 'Ana Ruiz', role: 'Owner' },
    ],
    greets: /^Hi Ana,\n/,
  },
  { people: [{ name: 'Marco Bell', role: 'Chef' }], greets: /^Hi Marco,\n/ },
  { people: [], greets: /^Hi .+ team,\n/ },
];

const offerOf = (sender: string): Offer => ({
  company_name: 'TablePoint',
  product_name: 'TablePoint POS',
  category: 'pos',
  value_points: [{ text: 'Tableside ordering on handhelds', proof: 'turns tables 12% faster' }],
  suits: '',
  call_to_action: 'A 15-minute demo this week.',
  sender_name: sender,
  sender_title: 'Account Executive',
});

describe('the first draft of an email to saved leads with contacts', () => {
  let stack: OutreachStack;
  let analysis: INestMicroservice;

  beforeAll(async () => {
    // Plan limits enforced, as in production: a rep at the month's pitches gets no pitch written.
    stack = await startOutreachStack({ start: TUESDAY_10AM, gatewayEnv: { USAGE_LIMITS: 'enforce' } });
    analysis = await startTestService(
      'analysis',
      AnalysisModule.forRoot(AnalysisEnvSchema.parse({ NATS_URL: testNatsUrl(), NODE_ENV: 'test' }), silentLogger()),
    );
  }, 90_000);

  afterAll(async () => {
    await analysis?.close();
    await stack?.close();
  });

  /** A lead saved without a pitch or a website, named `name`: its id and the listing saved. */
  async function leadWithoutPitch(api: ApiClient, name: string) {
    const placeId = `draft-${name.replace(/\W+/g, '-')}-${Date.now()}`;
    const { pitch: _pitch, ...lead } = sampleLead;
    const saved = { ...lead, id: placeId, place_id: placeId, name, website: null };
    const { items } = await api.call('myLeadsSave', { leads: [saved] });
    return { id: items[0]!.id, saved };
  }

  /** The lead's next draft is written from the pitch now kept (`kept` of them): the same body, and none written again. */
  async function nextDraftFromKept(api: ApiClient, id: string, body: string, kept: number) {
    await until(async () => (await api.call('myLeadsGet', undefined, { id })).pitches.length === kept);
    const { draft: again } = await api.call('outreachDraft', undefined, { lead_id: id });
    expect(again.pitch_id).not.toBeNull();
    expect(again.pitch_written).toBeUndefined();
    expect(again.body).toBe(body);
    expect((await api.call('myLeadsGet', undefined, { id })).pitches).toHaveLength(kept);
  }

  /** A saved lead with the people as contacts and a pitch the standard writer wrote for it (kept by leads). */
  async function leadWithPitch(api: ApiClient, people: Person[], i: number) {
    const { id, saved } = await leadWithoutPitch(api, `Casa Verde ${i}`);
    await api.call('myLeadsContactAdd', { kind: 'email', value: 'info@casa-verde.example.com' }, { id });
    for (const p of people)
      await api.call(
        'myLeadsContactAdd',
        { kind: 'person', value: p.name, label: p.role, email: p.email ?? null },
        { id },
      );
    const written = await api.call('leadPitch', { lead: saved });
    await until(async () => (await api.call('myLeadsGet', undefined, { id })).pitches.length > 0);
    return { id, pitch: written.pitch_content };
  }

  it('passes the linter, greets the person the contacts rank first, and signs as the mailbox', async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), from_name: 'Ana Rep' });
    await rep.api.call('offerPut', { offer: offerOf('Ana Rep') });
    for (const [i, c] of CASES.entries()) {
      const { id, pitch } = await leadWithPitch(rep.api, c.people, i);
      expect(pitch.email).toBeDefined();
      const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
      expect(draft.body).toMatch(c.greets);
      // Each person's own address says how an email to them opens, for the form to greet them when chosen.
      for (const r of draft.recipients) expect(r.greeting).toBe(r.name ? `Hi ${r.name.split(' ')[0]},` : undefined);
      expect(draft.body).toContain(pitch.email!.body);
      expect(draft.body.endsWith('Best,\nAna Rep\nAccount Executive, TablePoint')).toBe(true);
      expect(draft.sender_note ?? null).toBeNull();
      const people = c.people.map((p) => ({ name: p.name, role: p.role }));
      expect(lintEmail({ subject: draft.subject, body: draft.body }, { senderName: 'Ana Rep', people })).toEqual([]);
    }
  });

  it("greets a person's own address no page names by the given name it carries: 'joe.cohen@' is Joe", async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), from_name: 'Ana Rep' });
    const { id } = await leadWithPitch(rep.api, [], 90);
    await rep.api.call('myLeadsContactAdd', { kind: 'email', value: 'joe.cohen@gmail.com' }, { id });
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
    const joe = draft.recipients.find((r) => r.address === 'joe.cohen@gmail.com');
    expect(joe).toMatchObject({ name: null, greeting: 'Hi Joe,' });
    // The inbox keeps no greeting of its own: choosing it keeps the one the form has.
    expect(draft.recipients.find((r) => r.address.startsWith('info@'))?.greeting).toBeUndefined();
    const first = draft.recipients[0]!.address === joe!.address;
    expect(draft.body).toMatch(first ? /^Hi Joe,\n/ : /^Hi Casa Verde 90 team,\n/);
  });

  it("offers the rep's booking page from their profile under the ask, and still asks once", async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), from_name: 'Ana Rep' });
    await rep.api.call('offerPut', { offer: offerOf('Ana Rep') });
    await rep.api.call('profileUpdate', { meeting_url: 'https://cal.com/ana-rep' });
    const { id } = await leadWithPitch(rep.api, [], 91);
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
    expect(draft.body).toMatch(
      /\?\n\nMy calendar is here, if that's easier: https:\/\/cal\.com\/ana-rep\n\nBest,\nAna Rep\n/,
    );
    expect(lintEmail({ subject: draft.subject, body: draft.body }, { senderName: 'Ana Rep', people: [] })).toEqual([]);
  });

  it("signs as the mailbox's sender and says so when the offer names someone else", async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), from_name: 'Demo Rep' });
    await rep.api.call('offerPut', { offer: offerOf('Sam Rivera') });
    const { id } = await leadWithPitch(rep.api, CASES[0]!.people, 9);
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
    expect(draft.body.endsWith('\n\nBest,\nDemo Rep')).toBe(true);
    expect(draft.body).not.toContain('Sam');
    expect(draft.sender_note).toBe(
      'Signed Demo Rep, the name your mailbox sends as; What I sell names Sam Rivera. Make them the same so the owner reads one name.',
    );
    expect(draft.sign_as).toBe('Demo Rep');
    expect(lintEmail({ subject: draft.subject, body: draft.body }, { senderName: 'Demo Rep', people: [] })).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ rule: 'one_sign_off' })]),
    );
    // 'Use Demo Rep in What I sell': the same lead's pitch (written for Sam) is now signed with the offer's title.
    const { offer } = await rep.api.call('offerGet');
    const { updated_at: _at, ...saved } = offer!;
    await rep.api.call('offerPut', { offer: { ...saved, sender_name: draft.sign_as! } });
    const { draft: again } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
    expect(again.sender_note ?? null).toBeNull();
    expect(again.body.endsWith('\n\nBest,\nDemo Rep\nAccount Executive, TablePoint')).toBe(true);
  });

  it('writes a pitch for a lead with none kept, keeps it with the lead, and drafts from it', async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), from_name: 'Ana Rep' });
    await rep.api.call('offerPut', { offer: offerOf('Ana Rep') });
    const { id } = await leadWithoutPitch(rep.api, 'Casa Verde Norte');
    await rep.api.call(
      'myLeadsContactAdd',
      { kind: 'person', value: 'Sofia Rossi', label: 'Owner', email: 'sofia@casa-verde.example.com' },
      { id },
    );
    expect((await rep.api.call('myLeadsGet', undefined, { id })).pitches).toEqual([]);

    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
    expect(draft.pitch_written).toBe(true);
    expect(draft.pitch_id).toBeNull();
    expect(draft.body).toMatch(/^Hi Sofia,\n/);
    expect(draft.body).not.toContain("had an idea I'd like to share");
    expect(draft.body.endsWith('Best,\nAna Rep\nAccount Executive, TablePoint')).toBe(true);
    expect(
      lintEmail(
        { subject: draft.subject, body: draft.body },
        { senderName: 'Ana Rep', people: [{ name: 'Sofia Rossi', role: 'Owner' }] },
      ),
    ).toEqual([]);
    // Kept with the lead, as 'Generate Pitch' keeps it: the next draft is written from it, with its id.
    await nextDraftFromKept(rep.api, id, draft.body, 1);
  });

  it('writes a newer pitch when the kept one was written before What I sell named a product', async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), from_name: 'Ana Rep' });
    const { id, pitch } = await leadWithPitch(rep.api, [], 20);
    expect(pitch.offer_product).toBeUndefined();
    await rep.api.call('offerPut', { offer: offerOf('Ana Rep') });

    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
    expect(draft.pitch_written).toBe(true);
    expect(draft.subject).toBe('TablePoint POS for Casa Verde 20');
    expect(draft.body).toContain('TablePoint');
    expect(draft.body.endsWith('Best,\nAna Rep\nAccount Executive, TablePoint')).toBe(true);
    // Kept beside the first: the next draft is written from it, and no third is written.
    await nextDraftFromKept(rep.api, id, draft.body, 2);
  });

  it("writes no pitch for a rep whose plan's pitches for the month are used, and says so", async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), from_name: 'Ana Rep' });
    const { id } = await leadWithoutPitch(rep.api, 'Casa Verde Este');
    // The trial's 250 pitches used, as analysis reports them: accounts counts them and says so.
    const stream = await usageStream(testNatsUrl());
    await stream.report({ user_id: rep.userId, kind: 'pitches_generated', amount: 250 });
    await stream.close();
    const pitchAsked = () =>
      fetch(`${stack.gateway.url}/api/pitches/lead`, {
        method: 'POST',
        headers: { authorization: `Bearer ${rep.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    // 'Generate Pitch' is refused once the gateway knows (before the empty body is even checked).
    await until(async () => (await pitchAsked()).status === 429);

    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
    expect(draft.pitch_limit_reached).toBe(true);
    expect(draft.pitch_written).toBeUndefined();
    expect(draft.body).toContain("I work with restaurants like Casa Verde Este and had an idea I'd like to share.");
    expect((await rep.api.call('myLeadsGet', undefined, { id })).pitches).toEqual([]);
  });

  it('drafts a plain opener at once when analysis is down, keeping no pitch', async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), from_name: 'Ana Rep' });
    const { id } = await leadWithoutPitch(rep.api, 'Casa Verde Sur');
    await analysis.close();
    // The pitch's limit is 40 s, longer than this test's: waiting it out would fail the test.
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: id });
    expect(draft.pitch_written).toBeUndefined();
    expect(draft.pitch_id).toBeNull();
    expect(draft.body).toBe(
      "Hi Casa Verde Sur team,\n\nI work with restaurants like Casa Verde Sur and had an idea I'd like to share.\n\nWould you have 15 minutes this week?\n\nBest,\nAna Rep",
    );
    expect((await rep.api.call('myLeadsGet', undefined, { id })).pitches).toEqual([]);
  });
});
