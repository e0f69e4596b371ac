import type { MikroORM } from '@mikro-orm/core';
import { MikroORM as PostgreSqlMikroORM } from '@mikro-orm/postgresql';
import type { UsageRecordedEvent } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { ENTITIES, Profile, User } from '../db/entities.js';
import { openDatabase } from '../db/orm.js';
import { EVENTS_PER_TRANSACTION, UsageCounter, type UsageMessage } from './usage.counter.js';
import { periodOf, UsageService } from './usage.service.js';

const ANN = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const BOB = '5f4e3d2c-1b0a-4987-8654-3210fedcba98';
const NOW = new Date();

type Settled = 'ack' | 'nak' | 'term' | undefined;

/** A delivered message of the usage stream that remembers how it was settled. */
function delivered(body: unknown, seq: number): UsageMessage & { settled: () => Settled } {
  let settled: Settled;
  return {
    data: new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body)),
    seq,
    time: NOW,
    ack: () => void (settled ??= 'ack'),
    nak: () => void (settled ??= 'nak'),
    term: () => void (settled ??= 'term'),
    working: () => undefined,
    settled: () => settled,
  };
}

function event(over: Partial<UsageRecordedEvent> & Pick<UsageRecordedEvent, 'id'>): UsageRecordedEvent {
  return { user_id: ANN, kind: 'leads_searched', amount: 1, at: NOW.toISOString(), ...over };
}

function fakeLogger() {
  const lines: { level: string; fields: unknown; message: string }[] = [];
  const at = (level: string) => (fields: unknown, message: string) => void lines.push({ level, fields, message });
  return { logger: { info: at('info'), warn: at('warn'), error: at('error') } as unknown as Logger, lines };
}

async function addRep(orm: MikroORM, id: string): Promise<void> {
  const em = orm.em.fork();
  em.create(User, { id, email: `${id}@example.com`, passwordHash: 'x' });
  await em.flush();
  em.create(Profile, { id, email: `${id}@example.com`, firstName: 'Rep', lastName: id.slice(0, 4), subscriptionTier: 'free' });
  await em.flush();
}

describe('UsageCounter (PGlite in memory)', () => {
  let orm: MikroORM;
  let usage: UsageService;

  beforeAll(async () => {
    orm = await openDatabase({ dataDir: 'memory://', log: () => undefined });
    usage = new UsageService(orm);
    await addRep(orm, ANN);
    await addRep(orm, BOB);
  }, 60_000);

  afterAll(async () => {
    await orm?.close(true);
  });

  beforeEach(async () => {
    await orm.em.fork().getConnection().execute('truncate usage_records, usage_events');
  });

  const counter = (logger = fakeLogger().logger) => new UsageCounter(usage, orm, logger);
  const totals = async (userId: string) => {
    const u = (await usage.current(userId))!;
    return { leads_searched: u.leads_searched, pitches_generated: u.pitches_generated, exports_used: u.exports_used, diagnostics_run: u.diagnostics_run };
  };

  it('counts a batch message and a single-event message from an older instance, and acknowledges both', async () => {
    const batch = delivered({ events: [event({ id: 'call-1', amount: 25 }), event({ id: 'call-2', user_id: BOB, kind: 'exports_used' }), event({ id: 'call-3', kind: 'pitches_generated', amount: 3 })] }, 1);
    const single = delivered(event({ id: 'call-4', amount: 10 }), 2);
    await counter().count([batch, single]);
    expect(await totals(ANN)).toEqual({ leads_searched: 35, pitches_generated: 3, exports_used: 0, diagnostics_run: 0 });
    expect(await totals(BOB)).toEqual({ leads_searched: 0, pitches_generated: 0, exports_used: 1, diagnostics_run: 0 });
    expect([batch.settled(), single.settled()]).toEqual(['ack', 'ack']);
  });

  it('counts an event that comes in two messages once (a call retried on a second instance)', async () => {
    const first = delivered({ events: [event({ id: 'call-1', amount: 25 }), event({ id: 'call-2', amount: 5 })] }, 1);
    const second = delivered({ events: [event({ id: 'call-1', amount: 25 }), event({ id: 'call-3', amount: 7 })] }, 2);
    const { logger, lines } = fakeLogger();
    await counter(logger).count([first, second]);
    expect(await totals(ANN)).toMatchObject({ leads_searched: 37 });
    expect([first.settled(), second.settled()]).toEqual(['ack', 'ack']);
    expect(lines).toContainEqual({ level: 'info', fields: { repeated: 1 }, message: expect.stringContaining('not counted twice') });

    // The same report in a later batch, or the first message delivered again (its
    // acknowledgement lost): already counted.
    const later = delivered({ events: [event({ id: 'call-1', amount: 25 })] }, 3);
    const again = delivered({ events: [event({ id: 'call-1', amount: 25 }), event({ id: 'call-2', amount: 5 })] }, 1);
    await counter().count([later]);
    await counter().count([again]);
    expect(await totals(ANN)).toMatchObject({ leads_searched: 37 });
    expect([later.settled(), again.settled()]).toEqual(['ack', 'ack']);
  });

  it('counts the same call under another kind as its own event', async () => {
    const batch = delivered({ events: [event({ id: 'call-1', amount: 25 }), event({ id: 'call-1', kind: 'pitches_generated', amount: 2 })] }, 1);
    await counter().count([batch]);
    expect(await totals(ANN)).toMatchObject({ leads_searched: 25, pitches_generated: 2 });
  });

  it('terminates a malformed message, a batch with one bad event included, without counting any of it or holding up the rest', async () => {
    const { logger, lines } = fakeLogger();
    const notJson = delivered('not json {', 1);
    const oneBad = delivered({ events: [event({ id: 'call-1', amount: 40 }), event({ id: 'call-2', amount: -40 })] }, 2);
    const tooMany = delivered({ events: [] }, 3);
    const good = delivered(event({ id: 'call-3', amount: 5 }), 4);
    await counter(logger).count([notJson, oneBad, tooMany, good]);
    expect([notJson.settled(), oneBad.settled(), tooMany.settled(), good.settled()]).toEqual(['term', 'term', 'term', 'ack']);
    expect(await totals(ANN)).toMatchObject({ leads_searched: 5 });
    expect(lines.filter((l) => l.level === 'warn')).toEqual([
      { level: 'warn', fields: { seq: 1, problem: 'not JSON' }, message: 'malformed usage message dropped' },
      { level: 'warn', fields: { seq: 2, problem: expect.stringContaining('events.1.amount') }, message: 'malformed usage message dropped' },
      { level: 'warn', fields: { seq: 3, problem: expect.stringContaining('events') }, message: 'malformed usage message dropped' },
    ]);
  });

  it('drops the events that name no user or a user that does not exist, and counts the rest of their batch', async () => {
    const batch = delivered(
      { events: [event({ id: 'call-1', user_id: 'robert' }), event({ id: 'call-2', user_id: '9d3c1b2a-0000-4000-8000-000000000000' }), event({ id: 'call-3', amount: 6 })] },
      1,
    );
    const nobody = delivered(event({ id: 'call-4', user_id: 'robert' }), 2);
    await counter().count([batch, nobody]);
    expect(await totals(ANN)).toMatchObject({ leads_searched: 6 });
    expect([batch.settled(), nobody.settled()]).toEqual(['ack', 'ack']);
  });

  it('counts the rest of a batch when the database refuses one of its events, and terminates a message it refuses whole', async () => {
    const { logger, lines } = fakeLogger();
    // Bob's count this month is at the most the column holds: one more is refused.
    await orm.em.fork().getConnection().execute('insert into usage_records (user_id, period_start, leads_searched) values (?, ?, ?)', [BOB, periodOf(NOW).start, 2 ** 31 - 1]);
    const batch = delivered({ events: [event({ id: 'call-1', amount: 8 }), event({ id: 'call-2', user_id: BOB })] }, 1);
    const refused = delivered(event({ id: 'call-3', user_id: BOB }), 2);
    const good = delivered(event({ id: 'call-4', kind: 'exports_used' }), 3);
    await counter(logger).count([batch, refused, good]);
    expect(await totals(ANN)).toMatchObject({ leads_searched: 8, exports_used: 1 });
    expect(await totals(BOB)).toMatchObject({ leads_searched: 2 ** 31 - 1 });
    expect([batch.settled(), refused.settled(), good.settled()]).toEqual(['ack', 'term', 'ack']);
    expect(lines.filter((l) => l.level === 'error').map((l) => l.message)).toEqual(['usage event refused by the database; dropped', 'usage event refused by the database; dropped']);
  });

  it('counts a backlog larger than one transaction takes, every message acknowledged', async () => {
    const perMessage = 1_000;
    const messages = Array.from({ length: Math.ceil((EVENTS_PER_TRANSACTION * 1.5) / perMessage) }, (_, m) =>
      delivered({ events: Array.from({ length: perMessage }, (_, i) => event({ id: `call-${m}-${i}`, amount: (i % 3) + 1 })) }, m + 1),
    );
    await counter().count(messages);
    const expected = messages.length * Array.from({ length: perMessage }, (_, i) => (i % 3) + 1).reduce((a, b) => a + b, 0);
    expect(await totals(ANN)).toMatchObject({ leads_searched: expected });
    expect(messages.map((m) => m.settled())).toEqual(messages.map(() => 'ack'));
  }, 60_000);

  it('names the users a batch brought to a plan limit', async () => {
    const batch = delivered({ events: [event({ id: 'call-1', amount: 100 }), event({ id: 'call-2', user_id: BOB, amount: 3 })] }, 1);
    const limits = await counter().count([batch]);
    expect(limits).toEqual([{ user_id: ANN, reached: [{ kind: 'leads_searched', limit: 100 }], reset_date: expect.any(String) }]);
  });
});

describe('UsageCounter with no database', () => {
  it('counts nothing and lets every message come again later', async () => {
    // A PostgreSQL server nobody listens for.
    const orm = await PostgreSqlMikroORM.init({ entities: ENTITIES, clientUrl: 'postgres://postgres@127.0.0.1:1/accounts', connect: false, pool: { min: 0, max: 1 } } as never);
    try {
      const batch = delivered({ events: [event({ id: 'call-1' }), event({ id: 'call-2' })] }, 1);
      const single = delivered(event({ id: 'call-3' }), 2);
      const { logger, lines } = fakeLogger();
      await new UsageCounter(new UsageService(orm), orm, logger).count([batch, single]);
      expect([batch.settled(), single.settled()]).toEqual(['nak', 'nak']);
      expect(lines.map((l) => l.message)).toEqual(['database not answering; usage batch will come again']);
    } finally {
      await orm.close(true);
    }
  });
});
