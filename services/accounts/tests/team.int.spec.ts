import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEAM_INVITE_DAYS, type ApiClient, type Offer, type TeamResponse } from '@leadgen/contracts';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import jwt from 'jsonwebtoken';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { mailsTo, startMailbox, type Mailbox } from '@leadgen/simulator/testing';
import {
  gatewayClient,
  inviteCodeIn,
  joinTeam,
  waitForInviteCode,
  type RunningAccounts,
  settle,
  type SignedInRep,
  startAccounts,
  statusOf,
  usageStream,
} from '@leadgen/test-kit';

/**
 * Teams: the real accounts service on PostgreSQL (or PGlite), two gateway instances on one NATS
 * server, and the simulator's mailbox (a real SMTP server) that receives the invites. Every team
 * route is tried by three callers: the team's admin, a rep of the team, and an admin of another team.
 */
/** The same table on the run's PostgreSQL and on PGlite, the embedded default. */
const DATABASES = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', pglite: false }] : []),
  { name: 'PGlite', pglite: true },
];

describe.each(DATABASES)('teams ($name)', ({ pglite }) => {
  let accounts: RunningAccounts;
  let one: RunningGateway;
  let two: RunningGateway;
  let mailbox: Mailbox;
  let mailDir: string;

  const gatewayEnv = () =>
    GatewayEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      USAGE_LIMITS: 'enforce',
    });
  const claimsOf = (token: string) => jwt.decode(token) as { team_id?: string; team_role?: string; sid: string };
  const newRep = (prefix: string) => accounts.signIn(one.url, `${prefix}-${randomUUID().slice(0, 8)}@example.com`);

  /** The code in the newest invite mailed to `to`, as the rep reads it in the mailbox. */
  const mailedCode = async (to: string) => inviteCodeIn((await mailsTo(mailbox.pageUrl, to)).at(-1)?.text);
  const inviteCode = (to: string) => waitForInviteCode(mailedCode, to);

  /** A rep invited by `admin` who joins with the mailed code; their new token speaks for the team. */
  const joined = async (admin: SignedInRep, role: 'admin' | 'rep' = 'rep') =>
    joinTeam(one.url, admin, await newRep(role), mailedCode, role);

  /** Asks `gateway` until it refuses the token, for at most `ms`; the last status. */
  async function statusUntilRefused(gateway: RunningGateway, token: string, ms: number): Promise<number> {
    const deadline = Date.now() + ms;
    let status = await statusOf(gatewayClient(gateway.url, token).call('profileGet'));
    while (status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      status = await statusOf(gatewayClient(gateway.url, token).call('profileGet'));
    }
    return status;
  }

  beforeAll(async () => {
    mailDir = mkdtempSync(path.join(tmpdir(), 'team-mailbox-'));
    mailbox = await startMailbox({ host: '127.0.0.1', smtpPort: 0, webPort: 0, mailDirectory: mailDir });
    accounts = await startAccounts({
      pglite,
      env: { SMTP_URL: mailbox.smtpUrl, APP_PUBLIC_URL: 'https://app.example.com' },
    });
    one = await startGateway(gatewayEnv(), silentLogger(), 0);
    two = await startGateway(gatewayEnv(), silentLogger(), 0);
  }, 60_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await accounts?.close();
    await mailbox?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('a rep alone is a team of one: its admin, with no team to show, and the token says so', async () => {
    const rep = await newRep('alone');
    expect(claimsOf(rep.token)).toMatchObject({ team_id: rep.userId, team_role: 'admin' });
    const team = await rep.api.call('teamGet');
    expect(team).toMatchObject({ team: null, role: 'admin', invites: [] });
    expect(team.members).toEqual([expect.objectContaining({ user_id: rep.userId, email: rep.email, founder: true })]);
  });

  it('creates a team named after the company; a Starter trial becomes a Professional trial', async () => {
    const admin = await newRep('founder');
    await admin.api.call('profileUpdate', { company_name: 'Tablewise' });
    const made = await admin.api.call('teamCreate', {});
    expect(made.team).toMatchObject({ id: admin.userId, name: 'Tablewise', seats: 10, seats_used: 1 });
    expect(made.role).toBe('admin');
    expect((await admin.api.call('profileGet')).profile.subscription_tier).toBe('pro');
    const again = await settle(admin.api.call('teamCreate', { name: 'Second' }));
    expect(again).toMatchObject({ status: 409, body: { error: 'You are already on the team Tablewise.' } });
  });

  it('refuses a team on the Free plan, in the plan words, and stores nothing', async () => {
    const rep = await newRep('free');
    await accounts.orm.em
      .fork()
      .getConnection()
      .execute(`update profiles set subscription_tier = 'free', trial_ends_at = null where id = ?`, [rep.userId]);
    const refused = await settle(rep.api.call('teamCreate', {}));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Teams are on the Professional plan (2 to 10 reps). Your plan is Free.');
    expect((await rep.api.call('teamGet')).team).toBeNull();
  });

  it('invites by email: a code of letters and digits and a link that expire in 7 days; joining answers a token for the team', async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', { name: 'North Austin' });
    const rep = await newRep('rep');
    const invited = await admin.api.call('teamInvite', { email: rep.email.toUpperCase(), role: 'rep' });
    expect(invited.invites).toEqual([expect.objectContaining({ email: rep.email, role: 'rep' })]);
    const days = (Date.parse(invited.invites[0]!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(TEAM_INVITE_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(TEAM_INVITE_DAYS);

    const code = await inviteCode(rep.email);
    expect(code).toMatch(/^(?=.*\d)[A-Z0-9]{6,12}$/);
    const mail = (await mailsTo(mailbox.pageUrl, rep.email)).at(-1)!;
    expect(mail.subject).toContain('North Austin');
    expect(mail.text).toContain(`https://app.example.com/app/account?tab=team&code=${code}`);
    // The code is kept only as a hash.
    const stored = await accounts.orm.em.fork().getConnection().execute(`select code_hash from team_invites`);
    expect(JSON.stringify(stored)).not.toContain(code);

    const session = await rep.api.call('teamJoin', { code: code.toLowerCase() });
    expect(claimsOf(session.session_token)).toMatchObject({ team_id: admin.userId, team_role: 'rep' });
    // The old token named the rep's team of one: its session ended.
    expect(await statusUntilRefused(two, rep.token, 1000)).toBe(401);
    const team = await gatewayClient(two.url, session.session_token).call('teamGet');
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [admin.email, 'admin'],
      [rep.email, 'rep'],
    ]);
    // A rep sees the members, not the invites.
    expect(team.invites).toEqual([]);
    const used = await settle(gatewayClient(one.url, session.session_token).call('teamJoin', { code }));
    expect(used.status).toBe(404);
  });

  it('refuses a wrong, malformed, expired or someone else’s code with a reason, joining nothing', async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', { name: 'South' });
    const invitee = await newRep('invitee');
    const stranger = await newRep('stranger');
    await admin.api.call('teamInvite', { email: invitee.email });
    const code = await inviteCode(invitee.email);

    const cases: [ApiClient, unknown, number, string | RegExp][] = [
      [stranger.api, { code }, 403, `This invite was sent to ${invitee.email}. Sign in as that address to join.`],
      [invitee.api, { code: 'ZZZZ2222' }, 404, 'This invite code is not valid. Check the code in your email.'],
      [invitee.api, { code: 'ABCDEFGH' }, 400, /Invite code must be 6 to 12 letters and digits/],
      [invitee.api, { code: 'AB1' }, 400, /Invite code must be 6 to 12 letters and digits/],
      [invitee.api, {}, 400, /code/],
      [invitee.api, { code: 12345678 }, 400, /code/],
    ];
    for (const [api, body, status, error] of cases) {
      const res = await settle(api.call('teamJoin', body as { code: string }));
      expect({ status: res.status, error: res.body.error }).toEqual({ status, error: expect.stringMatching(error) });
    }
    await accounts.orm.em
      .fork()
      .getConnection()
      .execute(`update team_invites set expires_at = now() - interval '1 minute' where email = ?`, [invitee.email]);
    const expired = await settle(invitee.api.call('teamJoin', { code }));
    expect(expired).toMatchObject({
      status: 400,
      body: { error: "This invite has expired. Ask your team's admin for a new one." },
    });
    for (const rep of [invitee, stranger]) expect((await rep.api.call('teamGet')).team).toBeNull();
  });

  it('takes back an open invite: its code no longer joins and its seat is free; a rep is told why not, another team gets 404', async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', { name: 'North' });
    const rep = await joined(admin);
    const other = await newRep('other');
    await other.api.call('teamCreate', { name: 'Elsewhere' });
    const invitee = await newRep('invitee');
    const invited = await admin.api.call('teamInvite', { email: invitee.email });
    const code = await inviteCode(invitee.email);
    const invite = invited.invites.find((i) => i.email === invitee.email)!;
    const seatsBefore = invited.team!.seats_used;

    const byRep = await settle(rep.api.call('teamInviteRevoke', undefined, { id: invite.id }));
    expect(byRep.status).toBe(403);
    expect(byRep.body.error).toBe('Only a team admin can take back invites. Ask an admin of North.');
    expect((await settle(other.api.call('teamInviteRevoke', undefined, { id: invite.id }))).status).toBe(404);
    expect((await settle(admin.api.call('teamInviteRevoke', undefined, { id: 'not-an-id' }))).status).toBe(400);

    const after = await admin.api.call('teamInviteRevoke', undefined, { id: invite.id });
    expect(after.invites.map((i) => i.email)).not.toContain(invitee.email);
    expect(after.team!.seats_used).toBe(seatsBefore - 1);
    expect((await settle(admin.api.call('teamInviteRevoke', undefined, { id: invite.id }))).status).toBe(404);
    const refused = await settle(invitee.api.call('teamJoin', { code }));
    expect(refused.status).toBe(404);
    expect((await invitee.api.call('teamGet')).team).toBeNull();
  });

  it('three callers on every team route: the admin may, a rep is told why not (403), another team gets 404', async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', { name: 'Team A' });
    const rep = await joined(admin);
    const target = await joined(admin);
    const other = await newRep('other');
    await other.api.call('teamCreate', { name: 'Team B' });
    const id = target.userId;

    const routes: [string, (api: ApiClient) => Promise<unknown>, number, number, number][] = [
      // route, call, admin, rep, other team's admin
      ['teamInvite', (api) => api.call('teamInvite', { email: `new-${randomUUID()}@example.com` }), 200, 403, 200],
      ['teamMemberUpdate', (api) => api.call('teamMemberUpdate', { role: 'rep' }, { id }), 200, 403, 404],
      ['teamMemberRemove', (api) => api.call('teamMemberRemove', undefined, { id: randomUUID() }), 404, 403, 404],
    ];
    for (const [name, call, ...expected] of routes) {
      const got = [];
      for (const caller of [admin, rep, other]) got.push(await statusOf(call(caller.api)));
      expect({ name, got }).toEqual({ name, got: expected });
    }
    const refused = await settle(rep.api.call('teamInvite', { email: 'x@example.com' }));
    expect(refused.body.error).toBe('Only a team admin can invite reps. Ask an admin of Team A.');

    // No route shows one team's people to another.
    const seen = (team: TeamResponse) => [...team.members.map((m) => m.user_id), ...team.invites.map((i) => i.email)];
    const b = seen(await other.api.call('teamGet'));
    for (const person of [admin.userId, rep.userId, target.userId]) expect(b).not.toContain(person);
    const a = seen(await admin.api.call('teamGet'));
    expect(a).not.toContain(other.userId);
    expect((await settle(other.api.call('teamMemberRemove', undefined, { id }))).status).toBe(404);
    expect((await admin.api.call('teamGet')).members.map((m) => m.user_id)).toContain(id);
  });

  it('bad input on team routes answers 400 with field messages and stores nothing', async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', {});
    const cases: [() => Promise<unknown>, RegExp][] = [
      [() => admin.api.call('teamInvite', {} as never), /email/],
      [() => admin.api.call('teamInvite', { email: 'not-an-email' }), /valid email/],
      [
        () => admin.api.call('teamInvite', { email: 'a@example.com', role: 'owner' as never }),
        /Role must be admin or rep/,
      ],
      [() => admin.api.call('teamMemberUpdate', { role: 'rep' }, { id: 'not-a-uuid' }), /Member id must be a valid id/],
      [() => admin.api.call('teamCreate', { name: 'x'.repeat(201) }), /too long/],
    ];
    for (const [call, error] of cases) {
      const res = await settle(call());
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(error);
    }
    expect((await admin.api.call('teamGet')).invites).toEqual([]);
  });

  it('an admin changes roles; the founder stays an admin; a demoted admin is signed out', async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', {});
    const second = await joined(admin, 'admin');
    expect(claimsOf(second.token).team_role).toBe('admin');
    // A second admin may invite.
    expect(await statusOf(second.api.call('teamInvite', { email: `x-${randomUUID()}@example.com` }))).toBe(200);
    const founder = await settle(second.api.call('teamMemberUpdate', { role: 'rep' }, { id: admin.userId }));
    expect(founder).toMatchObject({ status: 409, body: { error: "The team's founder stays an admin." } });

    const demoted = await admin.api.call('teamMemberUpdate', { role: 'rep' }, { id: second.userId });
    expect(demoted.members.find((m) => m.user_id === second.userId)?.role).toBe('rep');
    expect(await statusUntilRefused(one, second.token, 1000)).toBe(401);
  });

  it('a removed rep is refused within a second by both gateways, and is a team of one again', async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', {});
    const rep = await joined(admin);
    for (const gateway of [one, two])
      expect(await statusOf(gatewayClient(gateway.url, rep.token).call('profileGet'))).toBe(200);

    const removed = await admin.api.call('teamMemberRemove', undefined, { id: rep.userId });
    expect(removed.members.map((m) => m.user_id)).toEqual([admin.userId]);
    const started = Date.now();
    expect(await statusUntilRefused(one, rep.token, 1000)).toBe(401);
    expect(await statusUntilRefused(two, rep.token, 1000)).toBe(401);
    expect(Date.now() - started).toBeLessThan(2000);

    const back = await accounts.signIn(one.url, rep.email);
    expect(claimsOf(back.token)).toMatchObject({ team_id: rep.userId, team_role: 'admin' });
    expect((await back.api.call('teamGet')).team).toBeNull();
    const founder = await settle(admin.api.call('teamMemberRemove', undefined, { id: admin.userId }));
    expect(founder).toMatchObject({ status: 409, body: { error: "The team's founder cannot be removed." } });
  });

  it('a seat past the plan is refused in the plan words: members and open invites hold the 10 seats', async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', {});
    for (let i = 0; i < 9; i++) await admin.api.call('teamInvite', { email: `seat-${i}-${randomUUID()}@example.com` });
    const full = await settle(admin.api.call('teamInvite', { email: `eleventh-${randomUUID()}@example.com` }));
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(
      'Your Professional trial has 10 seats, and members and open invites hold them all. Remove a rep or an invite first.',
    );
    const team = await admin.api.call('teamGet');
    expect(team.team).toMatchObject({ seats: 10, seats_used: 10 });
    expect(team.invites).toHaveLength(9);
  });

  it("counts the team's usage together against the team's plan: every rep is refused at its limit, a rep alone is not", async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', {});
    const rep = await joined(admin);
    const alone = await newRep('alone');
    const stream = await usageStream(testNatsUrl());
    await stream.report({ user_id: admin.userId, kind: 'leads_searched', amount: 1500 });
    await stream.report({ user_id: rep.userId, kind: 'leads_searched', amount: 1000 });
    await stream.report({ user_id: alone.userId, kind: 'leads_searched', amount: 400 });
    await stream.close();
    let usage = (await rep.api.call('usage')).usage;
    for (let i = 0; i < 100 && usage.leads_searched < 2500; i++) {
      await new Promise((r) => setTimeout(r, 50));
      usage = (await rep.api.call('usage')).usage;
    }
    // The Professional plan's 2,500 leads a month are the team's, whoever searched them.
    expect(usage).toMatchObject({ package_type: 'pro', leads_searched: 2500, leads_limit: 2500 });
    expect((await admin.api.call('usage')).usage).toMatchObject({ leads_searched: 2500, leads_limit: 2500 });
    expect((await alone.api.call('usage')).usage).toMatchObject({ leads_searched: 400, leads_limit: 500 });
    for (const member of [admin, rep]) {
      for (const gateway of [one, two]) {
        const refused = await settle(
          gatewayClient(gateway.url, member.token).call('leadSearch', { city: 'Austin', state: 'TX' }),
        );
        expect(refused.status).toBe(429);
        expect(refused.body.error).toContain('2500');
      }
    }
  });

  it("an admin's offer can be the team's: every rep without their own sends it as themselves; a rep may not set it", async () => {
    const admin = await newRep('admin');
    await admin.api.call('teamCreate', {});
    const rep = await joined(admin);
    await rep.api.call('profileUpdate', { first_name: 'Ben', last_name: 'Ortiz' });
    const stranger = await newRep('alone');
    const offer: Offer = {
      company_name: 'TableTech',
      product_name: 'TableTech POS',
      category: 'pos',
      value_points: [{ text: 'Cuts card fees', proof: '2.49% per swipe' }],
      suits: '',
      call_to_action: 'a 15-minute call this week',
      sender_name: 'Dana Reyes',
      sender_title: 'Head of sales',
      website_url: null,
    };
    const refused = await settle(rep.api.call('offerPut', { offer, for_team: true }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Only a team admin can set the team's offer\. Ask an admin of .+\.$/);
    expect((await rep.api.call('offerGet')).offer).toBeNull();

    await admin.api.call('offerPut', { offer: { ...offer, product_name: 'Own pitch' } });
    const set = await admin.api.call('offerPut', { offer, for_team: true });
    // The admin's own gives way to the team's, which they send too.
    expect(set).toMatchObject({ source: 'team', offer: { product_name: 'TableTech POS' } });
    const repSees = await rep.api.call('offerGet');
    expect(repSees).toMatchObject({
      source: 'team',
      offer: { company_name: 'TableTech', product_name: 'TableTech POS', sender_name: 'Ben Ortiz' },
    });
    expect(repSees.offer?.sender_name).not.toBe('Dana Reyes');
    expect(await stranger.api.call('offerGet')).toEqual({ offer: null, source: null });

    // A rep's own offer wins; cleared, the team's is back.
    await rep.api.call('offerPut', { offer: { ...offer, product_name: 'Ben special' } });
    expect(await rep.api.call('offerGet')).toMatchObject({ source: 'mine', offer: { product_name: 'Ben special' } });
    expect(await rep.api.call('offerPut', { offer: null })).toMatchObject({ source: 'team' });
    expect(
      (await settle(admin.api.call('offerPut', { offer: null, for_team: 'yes' as unknown as boolean }))).status,
    ).toBe(400);
    await admin.api.call('offerPut', { offer: null, for_team: true });
    expect(await rep.api.call('offerGet')).toEqual({ offer: null, source: null });
  });
});
