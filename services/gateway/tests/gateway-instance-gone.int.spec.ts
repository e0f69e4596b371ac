import { Controller, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import { decodeReply, encodeRequest } from '@leadgen/service-kit';
import { startTestService, testNatsUrl } from '@leadgen/service-kit/testing';
import { NoReplyError, ReplyMux } from '@leadgen/gateway/testing';

const prefix = `held-${process.pid}`;
const SLOW_MS = 3_500;

/** Resolves when the instance has taken a `hold` request (its handler runs). */
let taken: () => void = () => undefined;

@Controller()
class HoldingController {
  /** Holds its request until the instance dies. */
  @MessagePattern(`${prefix}.hold`)
  hold(): Promise<never> {
    taken();
    return new Promise<never>(() => undefined);
  }

  /** Answers later than the watch takes to find a dead instance gone. */
  @MessagePattern(`${prefix}.slow`)
  slow(): Promise<{ done: boolean }> {
    return new Promise((resolve) => setTimeout(() => resolve({ done: true }), SLOW_MS));
  }
}

@Module({ controllers: [HoldingController] })
class HoldingModule {}

/** `keep`: a call the gateway will not send again (a write, a pitch). */
const ask = (mux: ReplyMux, action: string, timeoutMs: number, keep = false) => {
  const id = `${action}-${Math.random()}`;
  return mux
    .request(`${prefix}.${action}`, encodeRequest(`${prefix}.${action}`, {}, id), timeoutMs, undefined, keep)
    .then((msg) => decodeReply(msg.data, id, msg.headers));
};

/**
 * A service instance that dies holding a request (killed, crashed): the gateway's caller hears
 * at once that it is unavailable, not at its route's time limit, while a slow instance that is
 * still there is waited for.
 */
describe('a request whose instance dies while holding it', () => {
  let gateway: NatsConnection;
  let mux: ReplyMux;
  let service: INestMicroservice;

  beforeEach(async () => {
    service = await startTestService('diagnostics', HoldingModule);
  });

  afterEach(async () => {
    await service.close().catch(() => undefined);
  });

  beforeAll(async () => {
    gateway = await connect({ servers: testNatsUrl() });
    mux = new ReplyMux(gateway);
  });

  afterAll(async () => {
    mux.close();
    await gateway.close();
  });

  it('waits for a slow answer from an instance that is still there', async () => {
    const slow = ask(mux, 'slow', 30_000);
    // The instance names itself while it holds the request, and is checked on while it does.
    while (!mux.holders().length) await new Promise((r) => setTimeout(r, 50));
    expect((await slow).kind).toBe('response');
    expect(mux.pending).toBe(0);
  });

  it('fails the request as the instance gone once its instance dies, long before its time limit', async () => {
    const held = ask(mux, 'hold', 45_000).catch((err: unknown) => err);
    // The hold notice names the instance.
    while (!mux.holders().length) await new Promise((r) => setTimeout(r, 50));
    expect(mux.holders()[0]).toMatch(/^instance\.presence\.diagnostics\./);
    // The process dies: its NATS connection goes, and with it the instance's subscriptions.
    await service.unwrap<NatsConnection>().close();
    const err = await held;
    expect(err).toBeInstanceOf(NoReplyError);
    expect((err as NoReplyError).reason).toBe('instance-gone');
    expect(mux.pending).toBe(0);
    expect(mux.holders()).toEqual([]);
  });

  it('fails a write as the instance gone when its instance dies as it takes it, with no time to notice', async () => {
    const handlerRuns = new Promise<void>((resolve) => (taken = resolve));
    const held = ask(mux, 'hold', 45_000, true).catch((err: unknown) => err);
    // The instance dies the moment its handler runs: no delayed notice could have gone out.
    await handlerRuns;
    await service.unwrap<NatsConnection>().close();
    const err = await held;
    expect(err).toBeInstanceOf(NoReplyError);
    expect((err as NoReplyError).reason).toBe('instance-gone');
    expect(mux.pending).toBe(0);
  });
});
