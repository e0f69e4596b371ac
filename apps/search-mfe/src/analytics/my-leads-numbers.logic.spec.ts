import { MY_LEADS_NUMBERS_DAYS, type MyLeadsNumbersResponse } from '@leadgen/contracts';
import { funnelRows, hasNumbersRoute, PERIODS, repliesLabel, replyRateText } from './my-leads-numbers.logic.js';

const numbers = (over: Partial<MyLeadsNumbersResponse> = {}): MyLeadsNumbersResponse => ({
  days: 30,
  from: '2026-10-31T00:00:00.000Z',
  to: '2026-11-30T00:00:00.000Z',
  saved: 20,
  contacted: 12,
  emails_sent: 18,
  replied: 3,
  meetings: 2,
  won: 1,
  lost: 1,
  ...over,
});

describe('your pipeline numbers', () => {
  it('says the reply rate per lead contacted, and a dash before anyone was', () => {
    expect(replyRateText(numbers())).toBe('25%');
    expect(replyRateText(numbers({ contacted: 0, replied: 0 }))).toBe('—');
    expect(replyRateText(numbers({ contacted: 2, replied: 5 }))).toBe('100%');
    expect(repliesLabel(numbers())).toBe('Replies (25% of contacted)');
    expect(repliesLabel(numbers({ contacted: 0, replied: 0 }))).toBe('Replies');
  });

  it('draws the funnel from saved to won against its widest step', () => {
    expect(funnelRows(numbers()).map((r) => [r.label, r.count, r.percent])).toEqual([
      ['Saved', 20, 100],
      ['Contacted', 12, 60],
      ['Replied', 3, 15],
      ['Meetings booked', 2, 10],
      ['Won', 1, 5],
    ]);
    // Leads saved before the period may still move in it: the widest step is the scale.
    expect(funnelRows(numbers({ saved: 0, contacted: 4 }))[1]!.percent).toBe(100);
    expect(funnelRows(numbers({ saved: 0, contacted: 0, replied: 0, meetings: 0, won: 0 }))[0]!.percent).toBe(0);
  });

  it('names every period the server offers', () => {
    expect(PERIODS).toEqual([...MY_LEADS_NUMBERS_DAYS]);
  });

  it('is shown only where the shell’s client knows the route', () => {
    expect(hasNumbersRoute()).toBe(true);
    expect(hasNumbersRoute({ myLeadsList: {} })).toBe(false);
  });
});
