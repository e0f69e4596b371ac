import { jest } from '@jest/globals';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClientProxy } from '@nestjs/microservices';
import type { UsageRecordedBatch, UsageRecordedEvent } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from './logger.js';
import { EVENTS_CLIENT, USAGE_BATCH_SIZE, USAGE_BATCH_WAIT_MS, USAGE_PUBLISHER, UsageEmitter, type UsagePublisher } from './usage.emitter.js';

/** The NATS client is not used when a publisher is given. */
const client = {} as ClientProxy;

/** Stores the batches it is given (with their ids); `fail(n)` makes the next n publishes fail. */
function fakePublisher() {
  const batches: UsageRecordedBatch[] = [];
  const batchIds: string[] = [];
  const tries: string[] = [];
  let failures = 0;
  const publisher: UsagePublisher = {
    publish: (batch, batchId) => {
      tries.push(batchId);
      if (failures > 0) {
        failures--;
        return Promise.reject(new Error('no JetStream'));
      }
      batches.push(batch);
      batchIds.push(batchId);
      return Promise.resolve();
    },
  };
  return {
    publisher,
    batches,
    batchIds,
    /** The id of every publish tried, in order. */
    tries,
    /** Every event stored, batch after batch. */
    stored: () => batches.flatMap((b) => b.events),
    fail: (n: number) => (failures = n),
    attempts: () => tries.length,
  };
}

function fakeLogger() {
  const warnings: unknown[][] = [];
  const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
  return { logger, warnings };
}

/** Lets the emitter's background work (and any retry waits) run to the end. */
async function drain(usage: UsageEmitter): Promise<void> {
  const settled = usage.settled();
  for (let i = 0; i < 10; i++) {
    await jest.runAllTimersAsync();
  }
  await settled;
}

describe('UsageEmitter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stores one usage event per record for the user, kind and amount, each with an id of its own', async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'leads_searched', 25);
    usage.record('u1', 'leads_searched', 25);
    await drain(usage);
    expect(stored()).toEqual([
      { id: expect.any(String), user_id: 'u1', kind: 'leads_searched', amount: 25, at: expect.any(String) },
      { id: expect.any(String), user_id: 'u1', kind: 'leads_searched', amount: 25, at: expect.any(String) },
    ]);
    expect(stored()[0]!.id).not.toBe(stored()[1]!.id);
  });

  it("takes the gateway call's id as the event's id, so a retried call's two reports are one event", async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'leads_searched', 7, 'call-1');
    usage.record('u1', 'leads_searched', 7, 'call-1');
    await drain(usage);
    expect(stored().map((e) => e.id)).toEqual(['call-1', 'call-1']);
  });

  it('counts one use when no amount is given', async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'diagnostics_run');
    await drain(usage);
    expect(stored()[0]).toMatchObject({ kind: 'diagnostics_run', amount: 1 });
  });

  it('rounds the amount and caps it at 10,000', async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'exports_used', 2.6);
    usage.record('u1', 'exports_used', 50_000);
    await drain(usage);
    expect(stored().map((e) => e.amount)).toEqual([3, 10_000]);
  });

  it('sends nothing for an anonymous caller, a zero amount or an amount that rounds to zero', async () => {
    const { publisher, stored, attempts } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record(undefined, 'pitches_generated');
    usage.record('', 'pitches_generated');
    usage.record('u1', 'pitches_generated', 0);
    usage.record('u1', 'pitches_generated', -3);
    usage.record('u1', 'pitches_generated', 0.2);
    await drain(usage);
    expect(stored()).toEqual([]);
    expect(attempts()).toBe(0);
  });

  it('sends nothing for a kind accounts does not count', async () => {
    const { publisher, stored, attempts } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'coffee_drunk' as UsageRecordedEvent['kind']);
    await drain(usage);
    expect(stored()).toEqual([]);
    expect(attempts()).toBe(0);
  });

  it('returns before the event is stored: the caller never waits for the stream', () => {
    const never: UsagePublisher = { publish: () => new Promise(() => undefined) };
    const usage = new UsageEmitter(client, undefined, never);
    expect(usage.record('u1', 'leads_searched', 5)).toBeUndefined();
  });

  it('sends the events recorded close together as one message', async () => {
    const { publisher, batches, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'leads_searched', 25, 'call-1');
    usage.record('u2', 'exports_used', 1, 'call-2');
    usage.record('u1', 'pitches_generated', 3, 'call-3');
    await drain(usage);
    expect(batches).toHaveLength(1);
    expect(stored().map((e) => [e.id, e.user_id, e.kind, e.amount])).toEqual([
      ['call-1', 'u1', 'leads_searched', 25],
      ['call-2', 'u2', 'exports_used', 1],
      ['call-3', 'u1', 'pitches_generated', 3],
    ]);
  });

  it('holds events a moment, then sends them without being asked', async () => {
    const { publisher, batches, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'leads_searched', 25);
    usage.record('u1', 'leads_searched', 10);
    await jest.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([]);
    await jest.advanceTimersByTimeAsync(USAGE_BATCH_WAIT_MS);
    expect(batches).toHaveLength(1);
    expect(stored().map((e) => e.amount)).toEqual([25, 10]);
  });

  it('sends a full batch at once, and what follows in the next one', async () => {
    const { publisher, batches } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    for (let i = 0; i < USAGE_BATCH_SIZE + 5; i++) usage.record('u1', 'leads_searched', 1, `call-${i}`);
    await jest.advanceTimersByTimeAsync(0);
    expect(batches.map((b) => b.events.length)).toEqual([USAGE_BATCH_SIZE]);
    await jest.advanceTimersByTimeAsync(USAGE_BATCH_WAIT_MS);
    expect(batches.map((b) => b.events.length)).toEqual([USAGE_BATCH_SIZE, 5]);
    expect(batches.flatMap((b) => b.events.map((e) => e.id))).toEqual(Array.from({ length: USAGE_BATCH_SIZE + 5 }, (_, i) => `call-${i}`));
  });

  it('gives each batch an id of its own, which stays the same when the batch is sent again', async () => {
    const { publisher, batchIds, tries, fail } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    fail(1);
    usage.record('u1', 'leads_searched', 5);
    await drain(usage);
    usage.record('u1', 'leads_searched', 5);
    await drain(usage);
    expect(tries).toEqual([batchIds[0], batchIds[0], batchIds[1]]);
    expect(batchIds[0]).not.toBe(batchIds[1]);
  });

  it('tries a failed publish again and stores the batch once the stream answers, without a warning', async () => {
    const { publisher, stored, fail, attempts } = fakePublisher();
    const { logger, warnings } = fakeLogger();
    const usage = new UsageEmitter(client, logger, publisher);
    fail(2);
    usage.record('u1', 'leads_searched', 5, 'call-9');
    usage.record('u1', 'exports_used', 1, 'call-9');
    await drain(usage);
    expect(attempts()).toBe(3);
    expect(stored()).toEqual([expect.objectContaining({ id: 'call-9', amount: 5 }), expect.objectContaining({ id: 'call-9', kind: 'exports_used' })]);
    expect(warnings).toEqual([]);
  });

  it('logs a batch it could not store after its tries as a warning and never throws to the caller', async () => {
    const { publisher, stored, fail, attempts } = fakePublisher();
    const { logger, warnings } = fakeLogger();
    const usage = new UsageEmitter(client, logger, publisher);
    fail(100);
    expect(() => {
      usage.record('u1', 'leads_searched', 5);
      usage.record('u1', 'exports_used', 1);
    }).not.toThrow();
    await drain(usage);
    expect(stored()).toEqual([]);
    expect(attempts()).toBe(4);
    expect(warnings).toEqual([[{ err: expect.any(Error), events: 2 }, 'usage events not sent']]);
  });

  it('logs a publisher that throws at once as a warning too', async () => {
    const throwing: UsagePublisher = {
      publish: () => {
        throw new Error('closed');
      },
    };
    const { logger, warnings } = fakeLogger();
    const usage = new UsageEmitter(client, logger, throwing);
    expect(() => usage.record('u1', 'exports_used')).not.toThrow();
    await drain(usage);
    expect(warnings).toHaveLength(1);
  });

  it('keeps at most 10,000 events waiting while the stream is away, and drops further ones with a warning', async () => {
    const never: UsagePublisher = { publish: () => new Promise(() => undefined) };
    const { logger, warnings } = fakeLogger();
    const usage = new UsageEmitter(client, logger, never);
    for (let i = 0; i < 10_000; i++) usage.record('u1', 'leads_searched', 1);
    expect(warnings).toEqual([]);
    usage.record('u1', 'leads_searched', 1);
    expect(warnings).toEqual([[{ err: expect.any(Error), events: 1 }, 'usage events not sent']]);
  });

  it('sends what it gathered when the service stops, without waiting for the batch to fill or its moment to pass', async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'leads_searched', 25);
    await usage.beforeApplicationShutdown();
    expect(stored()).toEqual([expect.objectContaining({ amount: 25 })]);
    // A request still finishing records after that: it goes out before connections close.
    usage.record('u1', 'exports_used', 1);
    await usage.onApplicationShutdown();
    expect(stored().map((e) => e.kind)).toEqual(['leads_searched', 'exports_used']);
  });

  it('stops waiting for a stream that does not answer within the shutdown moment', async () => {
    const never: UsagePublisher = { publish: () => new Promise(() => undefined) };
    const usage = new UsageEmitter(client, undefined, never);
    usage.record('u1', 'leads_searched', 25);
    let stopped = false;
    const stopping = usage.beforeApplicationShutdown().then(() => (stopped = true));
    await jest.runAllTimersAsync();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('is injected with the events client, the service logger and a publisher when one is provided', async () => {
    jest.useRealTimers();
    const { publisher, stored } = fakePublisher();
    const { logger } = fakeLogger();
    @Module({
      providers: [
        { provide: EVENTS_CLIENT, useValue: client },
        { provide: SERVICE_LOGGER, useValue: logger },
        { provide: USAGE_PUBLISHER, useValue: publisher },
        UsageEmitter,
      ],
    })
    class UsageModule {}
    const app = await NestFactory.createApplicationContext(UsageModule, { logger: false });
    app.get(UsageEmitter).record('u1', 'pitches_generated');
    // Closing sends what was gathered and waits for it to be stored.
    await app.close();
    expect(stored()).toEqual([expect.objectContaining({ user_id: 'u1', kind: 'pitches_generated' })]);
  });
});
