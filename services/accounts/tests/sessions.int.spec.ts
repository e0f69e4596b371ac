import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import { OTHER_SESSIONS_ENDED_NOTE, type ApiClient } from '@leadgen/contracts';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import jwt from 'jsonwebtoken';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts, statusOf } from '@leadgen/test-kit';

const NOT_VALID = 'Your session is not valid. Please sign in again.';
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Server-side sessions: the real accounts service, leads and two gateway instances on one NATS
 * server. Ending a session (sign-out, Account Settings, a password change elsewhere) is refused by
 * both gateways; tokens without a live session never reach a service.
 */
describe(`sessions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let accounts: RunningAccounts;
  let leads: INestMicroservice;
  let one: RunningGateway;
  let two: RunningGateway;
  /** The outside world the reps' searches reach (Google's Places API), played in-process. */
  let simulator: Simulator;
  let simulatorDir: string;

  const gatewayEnv = () =>
    GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' });
  const via = (gateway: RunningGateway, token: string) => gatewayClient(gateway.url, token);
  const search = (api: ApiClient) => settle(api.call('leadSearch', { city: 'Austin', limit: 5 }));
  const sessionIdOf = (token: string) => (jwt.decode(token) as { sid: string }).sid;
  const sessionRows = async (userId: string) =>
    (await accounts.orm.em
      .fork()
      .getConnection()
      .execute(`select id, ended_at from sessions where user_id = ? order by created_at`, [userId])) as {
      id: string;
      ended_at: Date | null;
    }[];

  /** Asks `gateway` until it refuses the token, for at most `ms`; the last status. */
  async function statusUntilRefused(gateway: RunningGateway, token: string, ms: number): Promise<number> {
    const deadline = Date.now() + ms;
    let status = await statusOf(via(gateway, token).call('profileGet'));
    while (status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      status = await statusOf(via(gateway, token).call('profileGet'));
    }
    return status;
  }

  beforeAll(async () => {
    accounts = await startAccounts({ dbUrl: process.env.TEST_DATABASE_URL });
    simulatorDir = mkdtempSync(path.join(tmpdir(), 'sessions-simulator-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: simulatorDir });
    leads = await startLeadsService(
      LeadsEnvSchema.parse({
        ...simulator.settings,
        NATS_URL: testNatsUrl(),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        LEADS_RECORD_USAGE: 'false',
      }),
    );
    one = await startGateway(gatewayEnv(), silentLogger(), 0);
    two = await startGateway(gatewayEnv(), silentLogger(), 0);
  }, 30_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await leads?.close();
    await accounts?.close();
    await simulator?.close();
    rmSync(simulatorDir, { recursive: true, force: true });
  });

  it('signs out: the same token then answers 401 on every route of both gateways', async () => {
    const rep = await accounts.signIn(one.url);
    expect((await search(rep.api)).status).toBe(200);
    expect(await statusOf(via(two, rep.token).call('profileGet'))).toBe(200);

    const out = await settle(rep.api.call('signout'));
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true });

    for (const gateway of [one, two]) {
      const again = await settle(via(gateway, rep.token).call('profileGet'));
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({ code: 'UNAUTHORIZED', error: NOT_VALID });
      expect((await search(via(gateway, rep.token))).status).toBe(401);
    }
    expect((await sessionRows(rep.userId))[0]!.ended_at).not.toBeNull();
  });

  it('lists the active sessions with the device, marking the one making the request', async () => {
    const email = `lister-${randomUUID()}@example.com`;
    const res = await fetch(`${one.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME_ON_MAC },
      body: JSON.stringify({ email, password: 'test-password' }),
    });
    const onMac = (await res.json()) as { session_token: string };
    const here = await accounts.signIn(one.url, email);

    const listed = await here.api.call('sessionsList');
    expect(listed.sessions).toHaveLength(2);
    const mine = listed.sessions.find((s) => s.current)!;
    expect(mine.id).toBe(sessionIdOf(here.token));
    expect(listed.sessions.find((s) => !s.current)).toMatchObject({
      id: sessionIdOf(onMac.session_token),
      device: 'Chrome on macOS',
      ip: expect.stringContaining('127.0.0.1'),
    });
  });

  it('a password change ends every other session of the user and keeps the current one', async () => {
    const email = `changer-${randomUUID()}@example.com`;
    const laptop = await accounts.signIn(one.url, email, 'old-password');
    const phone = await accounts.signIn(two.url, email, 'old-password');
    const tablet = await accounts.signIn(one.url, email, 'old-password');
    // Both gateways have confirmed the sessions that will end.
    for (const gateway of [one, two]) {
      expect(await statusOf(via(gateway, phone.token).call('profileGet'))).toBe(200);
      expect(await statusOf(via(gateway, tablet.token).call('profileGet'))).toBe(200);
    }

    const changed = await settle(
      laptop.api.call('passwordChange', { current_password: 'old-password', new_password: 'new-password-1' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      success: true,
      message: 'Password updated successfully!',
      sessions_ended: 2,
      note: OTHER_SESSIONS_ENDED_NOTE,
    });

    for (const gateway of [one, two]) {
      expect(await statusOf(via(gateway, laptop.token).call('profileGet'))).toBe(200);
      expect(await statusUntilRefused(gateway, phone.token, 1000)).toBe(401);
      expect(await statusUntilRefused(gateway, tablet.token, 1000)).toBe(401);
    }
    const left = await laptop.api.call('sessionsList');
    expect(left.sessions.map((s) => s.id)).toEqual([sessionIdOf(laptop.token)]);
    // The new password signs in; the old one no longer does.
    expect(await statusOf(gatewayClient(one.url).call('signin', { email, password: 'new-password-1' }))).toBe(200);
    expect(await statusOf(gatewayClient(one.url).call('signin', { email, password: 'old-password' }))).toBe(401);
  });

  it('a session ended through one gateway is refused by the other within a second, while its confirmation would still hold', async () => {
    const email = `two-devices-${randomUUID()}@example.com`;
    const desk = await accounts.signIn(one.url, email);
    const car = await accounts.signIn(one.url, email);
    // The second gateway confirms the car's session and would take it on sight for a while.
    expect((await search(via(two, car.token))).status).toBe(200);
    expect((await search(via(two, car.token))).status).toBe(200);

    const ended = await settle(desk.api.call('sessionEnd', undefined, { id: sessionIdOf(car.token) }));
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ success: true, sessions_ended: 1 });

    expect(await statusUntilRefused(two, car.token, 1000)).toBe(401);
    expect((await search(via(two, car.token))).status).toBe(401);
    expect(await statusOf(via(two, desk.token).call('profileGet'))).toBe(200);
  });

  it('signs out everywhere else, keeping this device', async () => {
    const email = `everywhere-${randomUUID()}@example.com`;
    const a = await accounts.signIn(one.url, email);
    const b = await accounts.signIn(two.url, email);
    const c = await accounts.signIn(two.url, email);
    expect(await statusOf(via(two, b.token).call('profileGet'))).toBe(200);
    expect(await statusOf(via(two, c.token).call('profileGet'))).toBe(200);
    const res = await a.api.call('sessionsEndOthers');
    expect(res).toMatchObject({ success: true, sessions_ended: 2 });
    expect(await statusUntilRefused(two, b.token, 1000)).toBe(401);
    expect(await statusUntilRefused(two, c.token, 1000)).toBe(401);
    expect(await statusOf(a.api.call('profileGet'))).toBe(200);
  });

  it("answers 404 for another user's session id and leaves that session alive", async () => {
    const mine = await accounts.signIn(one.url);
    const theirs = await accounts.signIn(one.url);
    const res = await settle(mine.api.call('sessionEnd', undefined, { id: sessionIdOf(theirs.token) }));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', error: 'Session not found.' });
    expect(await statusOf(theirs.api.call('profileGet'))).toBe(200);
    expect((await sessionRows(theirs.userId))[0]!.ended_at).toBeNull();
    // An id that is no session at all answers the same.
    expect(await statusOf(mine.api.call('sessionEnd', undefined, { id: randomUUID() }))).toBe(404);
  });

  it('refuses bad input on the session routes with 400 and field messages, and ends nothing', async () => {
    const email = `bad-input-${randomUUID()}@example.com`;
    const rep = await accounts.signIn(one.url, email);
    const other = await accounts.signIn(one.url, email);
    const raw = (method: string, path: string, body?: string) =>
      fetch(one.url + path, {
        method,
        headers: { authorization: `Bearer ${rep.token}`, 'content-type': 'application/json' },
        body,
      });

    const malformed = await raw('DELETE', '/api/auth/sessions/not-a-session');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { id: ['Session id must be a valid id'] },
    });

    const extra = await raw('POST', '/api/auth/signout', JSON.stringify({ everywhere: true }));
    expect(extra.status).toBe(400);
    const notObject = await raw('POST', '/api/auth/sessions/end-others', '"all"');
    expect(notObject.status).toBe(400);
    const wrongTypes = await raw(
      'POST',
      '/api/account/password',
      JSON.stringify({ current_password: 42, new_password: ['x'] }),
    );
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys((await wrongTypes.json()).fields)).toEqual(
      expect.arrayContaining(['current_password', 'new_password']),
    );
    const missing = await raw('POST', '/api/account/password', JSON.stringify({}));
    expect(missing.status).toBe(400);

    expect((await sessionRows(rep.userId)).map((s) => s.ended_at)).toEqual([null, null]);
    expect(await statusOf(rep.api.call('profileGet'))).toBe(200);
    expect(await statusOf(other.api.call('profileGet'))).toBe(200);

    const wrongMethod = await raw('GET', `/api/auth/sessions/${sessionIdOf(other.token)}`);
    expect(wrongMethod.status).toBe(405);
  });

  it('refuses a token without a session id, of an ended session, or of a user that does not exist, on every signed-in route', async () => {
    const rep = await accounts.signIn(one.url);
    const claims = jwt.decode(rep.token) as Record<string, unknown>;
    const { sid: _sid, exp: _exp, iat: _iat, ...withoutSid } = claims;
    const noSid = jwt.sign(withoutSid, TEST_JWT_SECRET, { expiresIn: 600 });
    const unknownUser = jwt.sign(
      { user_id: randomUUID(), sid: randomUUID(), email: 'ghost@example.com' },
      TEST_JWT_SECRET,
      { expiresIn: 600 },
    );
    const madeUpSession = jwt.sign({ ...withoutSid, sid: randomUUID() }, TEST_JWT_SECRET, { expiresIn: 600 });
    const notAUuid = jwt.sign({ user_id: 'rep-42', sid: randomUUID(), email: 'x@example.com' }, TEST_JWT_SECRET, {
      expiresIn: 600,
    });

    for (const token of [noSid, unknownUser, madeUpSession, notAUuid]) {
      for (const gateway of [one, two]) {
        const found = await search(via(gateway, token));
        expect(found.status).toBe(401);
        expect(found.body.error).toBe(NOT_VALID);
        expect(await statusOf(via(gateway, token).call('cuisineTypes'))).toBe(401);
        expect(await statusOf(via(gateway, token).call('profileGet'))).toBe(401);
        expect(await statusOf(via(gateway, token).call('stats'))).toBe(401);
      }
    }
    // The real token still works: only the forged variants were refused.
    expect((await search(rep.api)).status).toBe(200);
  });

  it('refuses the sessions of a user removed from the database', async () => {
    const rep = await accounts.signIn(one.url);
    await accounts.orm.em.fork().getConnection().execute('delete from users where id = ?', [rep.userId]);
    for (const gateway of [one, two]) {
      expect((await search(via(gateway, rep.token))).status).toBe(401);
    }
  });

  it('describes the templated route in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${one.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(doc.paths['/api/auth/sessions/{id}']!.delete!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(doc.paths['/api/auth/signout']!.post).toBeDefined();
    expect(doc.paths['/api/auth/sessions']!.get).toBeDefined();
  });

  // Last: stops the accounts service.
  it('answers 503 for a session not yet confirmed while accounts is down, and keeps serving a confirmed one', async () => {
    const confirmed = await accounts.signIn(one.url);
    const unconfirmed = await accounts.signIn(one.url);
    expect((await search(via(one, confirmed.token))).status).toBe(200);
    await accounts.service.close();

    const refused = await search(via(two, unconfirmed.token));
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      error: 'Sign-in is temporarily unavailable. Please try again shortly.',
    });
    expect((await search(via(one, confirmed.token))).status).toBe(200);
  });
});
