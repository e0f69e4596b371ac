import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, type UsageRecordedEvent } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { Observable, of, throwError } from 'rxjs';
import { SERVICE_LOGGER } from './logger.js';
import { EVENTS_CLIENT, UsageEmitter } from './usage.emitter.js';

interface Sent {
  subject: string;
  event: UsageRecordedEvent;
}

function fakeClient(answer: () => Observable<unknown> = () => of(undefined)) {
  const sent: Sent[] = [];
  const client = {
    emit: (subject: string, event: UsageRecordedEvent) => {
      sent.push({ subject, event });
      return answer();
    },
  } as unknown as ClientProxy;
  return { client, sent };
}

function fakeLogger() {
  const warnings: unknown[][] = [];
  const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
  return { logger, warnings };
}

describe('UsageEmitter', () => {
  it('emits one usage event for the user, kind and amount', () => {
    const { client, sent } = fakeClient();
    new UsageEmitter(client).record('u1', 'leads_searched', 25);
    expect(sent).toEqual([{ subject: SUBJECTS.events.usageRecorded, event: { user_id: 'u1', kind: 'leads_searched', amount: 25, at: expect.any(String) } }]);
  });

  it('counts one use when no amount is given', () => {
    const { client, sent } = fakeClient();
    new UsageEmitter(client).record('u1', 'diagnostics_run');
    expect(sent[0]?.event).toMatchObject({ kind: 'diagnostics_run', amount: 1 });
  });

  it('rounds the amount and caps it at 10,000', () => {
    const { client, sent } = fakeClient();
    const usage = new UsageEmitter(client);
    usage.record('u1', 'exports_used', 2.6);
    usage.record('u1', 'exports_used', 50_000);
    expect(sent.map((s) => s.event.amount)).toEqual([3, 10_000]);
  });

  it('sends nothing for an anonymous caller, a zero amount or an amount that rounds to zero', () => {
    const { client, sent } = fakeClient();
    const usage = new UsageEmitter(client);
    usage.record(undefined, 'pitches_generated');
    usage.record('', 'pitches_generated');
    usage.record('u1', 'pitches_generated', 0);
    usage.record('u1', 'pitches_generated', -3);
    usage.record('u1', 'pitches_generated', 0.2);
    expect(sent).toEqual([]);
  });

  it('sends nothing for a kind accounts does not count', () => {
    const { client, sent } = fakeClient();
    new UsageEmitter(client).record('u1', 'coffee_drunk' as UsageRecordedEvent['kind']);
    expect(sent).toEqual([]);
  });

  it('logs a failed emit as a warning and never throws to the caller', () => {
    const { client } = fakeClient(() => throwError(() => new Error('no NATS')));
    const { logger, warnings } = fakeLogger();
    expect(() => new UsageEmitter(client, logger).record('u1', 'leads_searched', 5)).not.toThrow();
    expect(warnings).toEqual([[{ err: expect.any(Error), kind: 'leads_searched' }, 'usage event not sent']]);
  });

  it('logs a client that throws at once as a warning too', () => {
    const client = {
      emit: () => {
        throw new Error('closed');
      },
    } as unknown as ClientProxy;
    const { logger, warnings } = fakeLogger();
    expect(() => new UsageEmitter(client, logger).record('u1', 'exports_used')).not.toThrow();
    expect(warnings).toHaveLength(1);
  });

  it('is injected with the events client and the service logger', async () => {
    const { client, sent } = fakeClient(() => throwError(() => new Error('no NATS')));
    const { logger, warnings } = fakeLogger();
    @Module({ providers: [{ provide: EVENTS_CLIENT, useValue: client }, { provide: SERVICE_LOGGER, useValue: logger }, UsageEmitter] })
    class UsageModule {}
    const app = await NestFactory.createApplicationContext(UsageModule, { logger: false });
    app.get(UsageEmitter).record('u1', 'pitches_generated');
    await app.close();
    expect(sent).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });
});
