import { jest } from '@jest/globals';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClientProxy } from '@nestjs/microservices';
import type { UsageRecordedEvent } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from './logger.js';
import { EVENTS_CLIENT, USAGE_PUBLISHER, UsageEmitter, type UsagePublisher } from './usage.emitter.js';

/** The NATS client is not used when a publisher is given. */
const client = {} as ClientProxy;

/** Stores what it is given; `fail(n)` makes the next n publishes fail. */
function fakePublisher() {
  const stored: UsageRecordedEvent[] = [];
  let failures = 0;
  let attempts = 0;
  const publisher: UsagePublisher = {
    publish: (event) => {
      attempts++;
      if (failures > 0) {
        failures--;
        return Promise.reject(new Error('no JetStream'));
      }
      stored.push(event);
      return Promise.resolve();
    },
  };
  return {
    publisher,
    stored,
    fail: (n: number) => (failures = n),
    attempts: () => attempts,
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

  it('stores one usage event for the user, kind and amount, with an id of its own', async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'leads_searched', 25);
    usage.record('u1', 'leads_searched', 25);
    await drain(usage);
    expect(stored).toEqual([
      { id: expect.any(String), user_id: 'u1', kind: 'leads_searched', amount: 25, at: expect.any(String) },
      { id: expect.any(String), user_id: 'u1', kind: 'leads_searched', amount: 25, at: expect.any(String) },
    ]);
    expect(stored[0]!.id).not.toBe(stored[1]!.id);
  });

  it("takes the gateway call's id as the event's id, so a retried call's two reports are one event", async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'leads_searched', 7, 'call-1');
    usage.record('u1', 'leads_searched', 7, 'call-1');
    await drain(usage);
    expect(stored.map((e) => e.id)).toEqual(['call-1', 'call-1']);
  });

  it('counts one use when no amount is given', async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'diagnostics_run');
    await drain(usage);
    expect(stored[0]).toMatchObject({ kind: 'diagnostics_run', amount: 1 });
  });

  it('rounds the amount and caps it at 10,000', async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'exports_used', 2.6);
    usage.record('u1', 'exports_used', 50_000);
    await drain(usage);
    expect(stored.map((e) => e.amount)).toEqual([3, 10_000]);
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
    expect(stored).toEqual([]);
    expect(attempts()).toBe(0);
  });

  it('sends nothing for a kind accounts does not count', async () => {
    const { publisher, stored } = fakePublisher();
    const usage = new UsageEmitter(client, undefined, publisher);
    usage.record('u1', 'coffee_drunk' as UsageRecordedEvent['kind']);
    await drain(usage);
    expect(stored).toEqual([]);
  });

  it('returns before the event is stored: the caller never waits for the stream', () => {
    const never: UsagePublisher = { publish: () => new Promise(() => undefined) };
    const usage = new UsageEmitter(client, undefined, never);
    expect(usage.record('u1', 'leads_searched', 5)).toBeUndefined();
  });

  it.each([
    ['once the stream answers', 2],
    ['for a minute: a cluster that places the stream after half a minute loses nothing', 6],
  ])('tries a failed publish again and stores the event %s, without a warning', async (_, failures) => {
    const { publisher, stored, fail, attempts } = fakePublisher();
    const { logger, warnings } = fakeLogger();
    const usage = new UsageEmitter(client, logger, publisher);
    fail(failures);
    usage.record('u1', 'leads_searched', 5, 'call-9');
    await drain(usage);
    expect(attempts()).toBe(failures + 1);
    expect(stored).toEqual([expect.objectContaining({ id: 'call-9', amount: 5 })]);
    expect(warnings).toEqual([]);
  });

  it('logs an event it could not store after its tries as a warning and never throws to the caller', async () => {
    const { publisher, stored, fail } = fakePublisher();
    const { logger, warnings } = fakeLogger();
    const usage = new UsageEmitter(client, logger, publisher);
    fail(100);
    expect(() => usage.record('u1', 'leads_searched', 5)).not.toThrow();
    await drain(usage);
    expect(stored).toEqual([]);
    expect(warnings).toEqual([[{ err: expect.any(Error), kind: 'leads_searched' }, 'usage event not sent']]);
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
    // Closing waits for the events still being stored.
    await app.close();
    expect(stored).toEqual([expect.objectContaining({ user_id: 'u1', kind: 'pitches_generated' })]);
  });
});
