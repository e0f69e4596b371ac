import {
  aggregateUsage,
  distinctUsage,
  periodOf,
  reachedLimits,
  readUsage,
  type CountableUsage,
} from './usage.batch.js';

const ANN = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const BOB = '5f4e3d2c-1b0a-4987-8654-3210fedcba98';
const encode = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
const published = new Date('2026-11-20T10:00:00Z');

function usage(over: Partial<CountableUsage>): CountableUsage {
  return { id: 'e1', kind: 'leads_searched', user_id: ANN, amount: 1, period_start: '2026-11-01', seq: 1, ...over };
}

describe('periodOf', () => {
  it('is the calendar month in UTC, resetting on the first of the next', () => {
    expect(periodOf(new Date('2026-11-30T23:59:59Z'))).toEqual({ start: '2026-11-01', reset: '2026-12-01' });
    expect(periodOf(new Date('2026-12-31T12:00:00Z'))).toEqual({ start: '2026-12-01', reset: '2027-01-01' });
  });
});

describe('readUsage', () => {
  it('reads an event into what is counted: its id, kind, user, amount and month', () => {
    const read = readUsage(
      encode({ id: 'call-1', user_id: ANN, kind: 'exports_used', amount: 2, at: '2026-10-31T23:00:00Z' }),
      7,
      published,
    );
    expect(read).toEqual({
      usage: { id: 'call-1', kind: 'exports_used', user_id: ANN, amount: 2, period_start: '2026-10-01', seq: 7 },
    });
  });

  it('counts an event that does not say when in the month it was published', () => {
    const read = readUsage(encode({ id: 'e', user_id: ANN, kind: 'leads_searched', amount: 1 }), 1, published);
    expect(read).toMatchObject({ usage: { period_start: '2026-11-01' } });
    const unreadable = readUsage(
      encode({ id: 'e', user_id: ANN, kind: 'leads_searched', amount: 1, at: 'yesterday' }),
      1,
      published,
    );
    expect(unreadable).toMatchObject({ usage: { period_start: '2026-11-01' } });
  });

  it('counts an event dated in the last month a date can hold in the month it was published, instead of failing its batch', () => {
    const read = readUsage(
      encode({ id: 'e', user_id: ANN, kind: 'leads_searched', amount: 1, at: '+275760-09-13T00:00:00.000Z' }),
      1,
      published,
    );
    expect(read).toMatchObject({ usage: { period_start: '2026-11-01' } });
  });

  it('names what is wrong with a malformed event', () => {
    expect(readUsage(encode('not json {'), 1, published)).toEqual({ problem: 'not JSON' });
    expect(readUsage(encode({ id: 'e', user_id: ANN, kind: 'coffee', amount: 1 }), 1, published)).toEqual({
      problem: expect.stringContaining('kind'),
    });
    expect(readUsage(encode({ id: 'e', user_id: ANN, kind: 'leads_searched', amount: -5 }), 1, published)).toEqual({
      problem: expect.stringContaining('amount'),
    });
    expect(readUsage(encode({ user_id: ANN, kind: 'leads_searched', amount: 1 }), 1, published)).toEqual({
      problem: expect.stringContaining('id'),
    });
    expect(readUsage(encode({ id: 'e', user_id: 'robert', kind: 'leads_searched', amount: 1 }), 1, published)).toEqual({
      problem: 'user_id: not a user id',
    });
  });
});

describe('distinctUsage', () => {
  it('keeps the first of the deliveries of one event (same id and kind) and the other kinds of one call', () => {
    const events = [
      usage({ id: 'a', seq: 1 }),
      usage({ id: 'a', seq: 9 }),
      usage({ id: 'a', kind: 'pitches_generated', seq: 2 }),
      usage({ id: 'b', seq: 3 }),
    ];
    expect(distinctUsage(events).map((e) => [e.id, e.kind, e.seq])).toEqual([
      ['a', 'leads_searched', 1],
      ['a', 'pitches_generated', 2],
      ['b', 'leads_searched', 3],
    ]);
  });
});

describe('aggregateUsage', () => {
  it('adds the amounts up per user and month, each kind in its own column', () => {
    const totals = aggregateUsage([
      usage({ id: '1', amount: 25 }),
      usage({ id: '2', amount: 100 }),
      usage({ id: '3', kind: 'exports_used', amount: 1 }),
      usage({ id: '4', kind: 'diagnostics_run', amount: 2 }),
      usage({ id: '5', user_id: BOB, kind: 'pitches_generated', amount: 3 }),
      usage({ id: '6', period_start: '2026-10-01', amount: 4 }),
      usage({ id: '7', kind: 'enrichments_used', amount: 1 }),
      usage({ id: '8', kind: 'enrichments_used', amount: 1 }),
      usage({ id: '9', kind: 'emails_sent', amount: 1 }),
    ]);
    expect(totals).toEqual([
      {
        user_id: ANN,
        period_start: '2026-11-01',
        leads_searched: 125,
        pitches_generated: 0,
        exports_used: 1,
        diagnostics_run: 2,
        enrichments_used: 2,
        emails_sent: 1,
      },
      {
        user_id: BOB,
        period_start: '2026-11-01',
        leads_searched: 0,
        pitches_generated: 3,
        exports_used: 0,
        diagnostics_run: 0,
        enrichments_used: 0,
        emails_sent: 0,
      },
      {
        user_id: ANN,
        period_start: '2026-10-01',
        leads_searched: 4,
        pitches_generated: 0,
        exports_used: 0,
        diagnostics_run: 0,
        enrichments_used: 0,
        emails_sent: 0,
      },
    ]);
  });

  it('gives nothing for an empty batch', () => {
    expect(aggregateUsage([])).toEqual([]);
  });

  it('sums a batch of thousands to the total of its amounts', () => {
    const events = Array.from({ length: 5000 }, (_, i) =>
      usage({ id: String(i), user_id: i % 2 ? ANN : BOB, amount: (i % 7) + 1 }),
    );
    const totals = aggregateUsage(events);
    expect(totals).toHaveLength(2);
    expect(totals.reduce((sum, t) => sum + t.leads_searched, 0)).toBe(events.reduce((sum, e) => sum + e.amount, 0));
  });
});

describe('reachedLimits', () => {
  const none = { leads_searched: 0, pitches_generated: 0, exports_used: 0, enrichments_used: 0, emails_sent: 0 };

  it('names each limit of the plan the totals are at or over', () => {
    const totals = {
      leads_searched: 99,
      pitches_generated: 50,
      exports_used: 11,
      enrichments_used: 49,
      emails_sent: 0,
    };
    expect(reachedLimits('free', totals)).toEqual([
      { kind: 'pitches_generated', limit: 50 },
      { kind: 'exports_used', limit: 10 },
    ]);
    expect(reachedLimits('pro', { ...totals, leads_searched: 100 })).toEqual([]);
  });

  it("names the contact lookups once the rep has used the plan's 50 (free) or 1000 (pro)", () => {
    expect(reachedLimits('free', { ...none, enrichments_used: 49 })).toEqual([]);
    expect(reachedLimits('free', { ...none, enrichments_used: 50 })).toEqual([{ kind: 'enrichments_used', limit: 50 }]);
    expect(reachedLimits('free', { ...none, enrichments_used: 51 })).toEqual([{ kind: 'enrichments_used', limit: 50 }]);
    expect(reachedLimits('pro', { ...none, enrichments_used: 999 })).toEqual([]);
    expect(reachedLimits('pro', { ...none, enrichments_used: 1000 })).toEqual([
      { kind: 'enrichments_used', limit: 1000 },
    ]);
  });

  it('counts emails sent against the plan: 100 on free, 5,000 on pro', () => {
    expect(reachedLimits('free', { ...none, emails_sent: 99 })).toEqual([]);
    expect(reachedLimits('free', { ...none, emails_sent: 100 })).toEqual([{ kind: 'emails_sent', limit: 100 }]);
    expect(reachedLimits('pro', { ...none, emails_sent: 5000 })).toEqual([{ kind: 'emails_sent', limit: 5000 }]);
  });

  it("gives a plan it does not know the free plan's limits", () => {
    expect(reachedLimits('platinum', { ...none, leads_searched: 100 })).toEqual([
      { kind: 'leads_searched', limit: 100 },
    ]);
  });
});
