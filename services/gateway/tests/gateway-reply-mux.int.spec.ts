import { connect, type NatsConnection } from '@nats-io/transport-node';
import { testNatsUrl } from '@leadgen/service-kit/testing';
import { NoReplyError, ReplyMux } from '@leadgen/gateway/testing';

/** The gateway's request/reply over one inbox, against the run's real nats-server. */
describe('gateway reply mux', () => {
  let gateway: NatsConnection;
  let service: NatsConnection;
  let mux: ReplyMux;
  const prefix = `mux-${process.pid}`;

  beforeAll(async () => {
    gateway = await connect({ servers: testNatsUrl() });
    service = await connect({ servers: testNatsUrl() });
    service.subscribe(`${prefix}.echo`, {
      callback: (_e, msg) => {
        msg.respond(`echo:${msg.string()}`);
      },
    });
    // Answers only after the caller below has given up.
    service.subscribe(`${prefix}.slow`, {
      callback: (_e, msg) => {
        setTimeout(() => msg.respond('late'), 300);
      },
    });
    // Takes every request and never answers.
    service.subscribe(`${prefix}.never`, { callback: () => undefined });
    await service.flush();
    mux = new ReplyMux(gateway);
    await gateway.flush();
  });

  afterAll(async () => {
    await gateway.close();
    await service.close();
  });

  it('gives each of many concurrent callers its own reply', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => mux.request(`${prefix}.echo`, String(i), 2000)),
    );
    expect(replies.map((m) => m.string())).toEqual(Array.from({ length: 200 }, (_, i) => `echo:${i}`));
    expect(mux.pending).toBe(0);
  });

  it('says at once when nothing serves the subject', async () => {
    const err = await mux.request(`${prefix}.nobody`, '{}', 5000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoReplyError);
    expect((err as NoReplyError).reason).toBe('no-responders');
    expect(mux.pending).toBe(0);
  });

  it('times out a slow reply and ignores it when it comes late', async () => {
    const err = await mux.request(`${prefix}.slow`, '{}', 50).catch((e: unknown) => e);
    expect((err as NoReplyError).reason).toBe('timeout');
    await new Promise((r) => setTimeout(r, 400));
    expect(mux.pending).toBe(0);
    const after = await mux.request(`${prefix}.echo`, 'still', 2000);
    expect(after.string()).toBe('echo:still');
  });

  it('fails a request its caller retries at once when told the connection dropped', async () => {
    const waiting = [mux.request(`${prefix}.slow`, '{}', 5000), mux.request(`${prefix}.slow`, '{}', 5000)].map((p) =>
      p.catch((e: unknown) => e),
    );
    mux.connectionDropped();
    const errors = await Promise.all(waiting);
    expect(errors.map((e) => (e as NoReplyError).reason)).toEqual(['connection-lost', 'connection-lost']);
    expect(mux.pending).toBe(0);
  });

  it('keeps a request that is not retried waiting out a dropped connection, for a reply that comes after', async () => {
    const kept = new ReplyMux(gateway, 1_000);
    const write = kept.request(`${prefix}.slow`, '{}', 5000, undefined, true);
    kept.connectionDropped();
    expect((await write).string()).toBe('late');
    expect(kept.pending).toBe(0);
  });

  it('fails a kept request when no reply comes within the grace after the drop, before its time limit', async () => {
    const kept = new ReplyMux(gateway, 200);
    const started = Date.now();
    const write = kept.request(`${prefix}.never`, '{}', 5000, undefined, true).catch((e: unknown) => e);
    kept.connectionDropped();
    expect(((await write) as NoReplyError).reason).toBe('connection-lost');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(kept.pending).toBe(0);
  });

  it('refuses a request on a closed connection without leaving it waiting', async () => {
    const closed = await connect({ servers: testNatsUrl() });
    const closedMux = new ReplyMux(closed);
    await closed.close();
    await expect(closedMux.request(`${prefix}.echo`, 'x', 2000)).rejects.toThrow();
    expect(closedMux.pending).toBe(0);
  });
});
