import type { ClientProxy } from '@nestjs/microservices';
import { ApiError, errorEnvelope, SUBJECTS, type Caller } from '@leadgen/contracts';
import { Subject } from 'rxjs';
import type { RpcClient } from '../rpc.client.js';
import { SessionRegistry } from './session.registry.js';
import { UsageLimitsRegistry } from './usage-limits.registry.js';

const SID = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
const USER = '9d2e4f6a-1b3c-4d5e-8f7a-0b1c2d3e4f5a';
const caller: Caller = { id: USER, email: 'rep@example.com', session_id: SID };

/** The accounts service's answers, as the gateway's RPC client would return them. */
function accountsAnswering(answer: () => Promise<unknown>) {
  const asked: unknown[] = [];
  const rpc = {
    request: (subject: string, payload: unknown) => {
      asked.push({ subject, payload });
      return answer();
    },
  } as unknown as RpcClient;
  return { rpc, asked };
}

/** A NATS client whose subscription to session ends the test drives by hand. */
function natsClient() {
  const status = new Subject<string>();
  let deliver: ((data: Uint8Array) => void) | undefined;
  const sub = { isClosed: () => false, unsubscribe: () => undefined };
  const client = {
    status,
    connect: async () => undefined,
    unwrap: () => ({
      isClosed: () => false,
      subscribe: (subject: string, opts: { callback: (err: unknown, msg: { data: Uint8Array }) => void }) => {
        expect(subject).toBe(SUBJECTS.events.sessionEnded);
        deliver = (data) => opts.callback(null, { data });
        return sub;
      },
    }),
  } as unknown as ClientProxy;
  const publish = (event: unknown) =>
    deliver!(new TextEncoder().encode(JSON.stringify({ pattern: SUBJECTS.events.sessionEnded, data: event })));
  return { client, status, publish };
}

async function registryWith(answer: () => Promise<unknown>) {
  const accounts = accountsAnswering(answer);
  const nats = natsClient();
  const limits = new UsageLimitsRegistry(nats.client);
  const registry = new SessionRegistry(accounts.rpc, nats.client, limits);
  registry.onModuleInit();
  await new Promise((r) => setImmediate(r)); // the subscription is in place
  return { registry, limits, ...accounts, ...nats };
}

describe('SessionRegistry', () => {
  it('asks accounts once about a session, then takes it on sight', async () => {
    const { registry, asked } = await registryWith(async () => ({ active: true }));
    expect(registry.known(caller)).toBeUndefined();
    await expect(Promise.all([registry.alive(caller), registry.alive(caller)])).resolves.toEqual([true, true]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      subject: SUBJECTS.accounts.sessionCheck,
      payload: { body: { session_id: SID, user_id: USER } },
    });
    expect(registry.known(caller)).toBe(true);
  });

  it('refuses a session accounts says is over, and one without an id, without keeping anything', async () => {
    const { registry } = await registryWith(async () => ({ active: false }));
    await expect(registry.alive(caller)).resolves.toBe(false);
    expect(registry.known(caller)).toBeUndefined();
    expect(registry.known({ id: USER, email: 'rep@example.com' })).toBe(false);
  });

  it('drops a confirmed session the moment its end is heard', async () => {
    const { registry, publish } = await registryWith(async () => ({ active: true }));
    await registry.alive(caller);
    publish({ user_id: USER, session_ids: [SID] });
    expect(registry.known(caller)).toBe(false);
    await expect(registry.alive(caller)).resolves.toBe(false);
  });

  it('drops every session of a user that no longer exists', async () => {
    const { registry, publish } = await registryWith(async () => ({ active: true }));
    await registry.alive(caller);
    publish({ user_id: USER, session_ids: [], all: true });
    expect(registry.known(caller)).toBe(false);
  });

  it('lets an end heard while the question was out win over its answer', async () => {
    let answer!: (value: unknown) => void;
    const { registry, publish } = await registryWith(() => new Promise((resolve) => (answer = resolve)));
    const pending = registry.alive(caller);
    publish({ user_id: USER, session_ids: [SID] });
    answer({ active: true });
    await expect(pending).resolves.toBe(false);
  });

  it("keeps the plan limits a live session's check says the user has reached", async () => {
    const limits = { reached: [{ kind: 'leads_searched', limit: 100 }], reset_date: '2999-01-01' };
    const { registry, limits: registryOfLimits } = await registryWith(async () => ({ active: true, limits }));
    await registry.alive(caller);
    expect(registryOfLimits.reached(USER, 'leads_searched')).toEqual({ limit: 100, reset_date: '2999-01-01' });
    expect(registryOfLimits.reached(USER, 'exports_used')).toBeUndefined();
  });

  it('forgets its confirmations when the NATS connection comes back', async () => {
    const { registry, status } = await registryWith(async () => ({ active: true }));
    await registry.alive(caller);
    status.next('disconnected');
    expect(registry.known(caller)).toBe(true);
    status.next('connected');
    expect(registry.known(caller)).toBeUndefined();
  });

  it('answers 503 when accounts cannot be asked or answers something else, never a pass', async () => {
    const down = await registryWith(async () => {
      throw new ApiError(
        503,
        errorEnvelope('SERVICE_UNAVAILABLE', 'Sign-in is temporarily unavailable. Please try again shortly.'),
      );
    });
    await expect(down.registry.alive(caller)).rejects.toMatchObject({
      status: 503,
      envelope: { code: 'SERVICE_UNAVAILABLE' },
    });
    const slow = await registryWith(async () => {
      throw new ApiError(504, errorEnvelope('TIMEOUT', 'Sign-in took too long to answer. Please try again.'));
    });
    await expect(slow.registry.alive(caller)).rejects.toMatchObject({ status: 503 });
    const odd = await registryWith(async () => ({ maybe: true }));
    await expect(odd.registry.alive(caller)).rejects.toMatchObject({ status: 503 });
  });
});
