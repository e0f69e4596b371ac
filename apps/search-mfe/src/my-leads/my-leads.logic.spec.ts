import { LOST_REASON_REQUIRED_MESSAGE, type BestTime } from '@leadgen/contracts';
import {
  activityText,
  bestTimeView,
  cityOptions,
  cuisineOptions,
  dateInputValue,
  EMPTY_FILTER,
  followUpFromInput,
  followUpView,
  hasFilter,
  keepSelected,
  pageCount,
  pageSummary,
  statusChange,
  statusView,
  toFilter,
  toggleAll,
  toggleOne,
} from './my-leads.logic.js';

describe('filters', () => {
  it('sends only what the rep set, the search text trimmed', () => {
    expect(toFilter(EMPTY_FILTER)).toEqual({});
    expect(hasFilter(EMPTY_FILTER)).toBe(false);
    const form = {
      list_id: '5b0c9f1e-2a7d-4c1e-9a55-6f1c0f2d7a10',
      status: 'attempted' as const,
      due: 'overdue' as const,
      q: '  taco  ',
      cuisine: 'mexican',
      city: 'Austin',
    };
    expect(toFilter(form)).toEqual({
      list_id: form.list_id,
      status: 'attempted',
      due: 'overdue',
      q: 'taco',
      cuisine: 'mexican',
      city: 'Austin',
    });
    expect(hasFilter({ ...EMPTY_FILTER, q: '   ' })).toBe(false);
    expect(hasFilter({ ...EMPTY_FILTER, status: 'won' })).toBe(true);
    expect(hasFilter({ ...EMPTY_FILTER, city: 'Austin' })).toBe(true);
  });

  it('offers the cuisines and cities of the saved leads with their counts, keeping the chosen one', () => {
    const cuisines = [
      { value: 'italian', label: 'Italian', count: 12 },
      { value: 'tex_mex', label: 'Tex-Mex', count: 1 },
    ];
    expect(cuisineOptions(cuisines, '')).toEqual([
      { value: 'italian', label: 'Italian (12)' },
      { value: 'tex_mex', label: 'Tex-Mex (1)' },
    ]);
    expect(cuisineOptions(cuisines, 'thai').at(-1)).toEqual({ value: 'thai', label: 'thai (0)' });
    const cities = [
      { city: 'Austin', state: 'TX', count: 4 },
      { city: 'Springfield', state: null, count: 2 },
    ];
    expect(cityOptions(cities, '').map((o) => o.label)).toEqual(['Austin, TX (4)', 'Springfield (2)']);
    expect(cityOptions(cities, 'Austin')).toHaveLength(2);
    expect(cityOptions(cities, 'Dallas').at(-1)).toEqual({ value: 'Dallas', label: 'Dallas (0)' });
  });
});

describe('pages', () => {
  it('says which rows of how many are shown', () => {
    expect(pageSummary(1, 25, 0)).toBe('0 leads');
    expect(pageSummary(1, 25, 7)).toBe('1-7 of 7');
    expect(pageSummary(2, 25, 80)).toBe('26-50 of 80');
    expect(pageSummary(4, 25, 80)).toBe('76-80 of 80');
    expect(pageSummary(1, 50, 1200)).toBe('1-50 of 1,200');
  });
  it('has at least one page', () => {
    expect(pageCount(25, 0)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(25, 26)).toBe(2);
  });
});

describe('status changes', () => {
  it('needs a reason said in words for Lost', () => {
    expect(statusChange('attempted')).toEqual({ ok: true, body: { status: 'attempted' } });
    expect(statusChange('lost', '   ')).toEqual({ ok: false, message: LOST_REASON_REQUIRED_MESSAGE });
    expect(statusChange('lost', ' Went with a competitor ')).toEqual({
      ok: true,
      body: { status: 'lost', lost_reason: 'Went with a competitor' },
    });
  });
  it('names and colours every step', () => {
    expect(statusView('meeting_booked')).toEqual({ label: 'Meeting booked', tone: 'violet' });
    expect(statusView('won').tone).toBe('green');
    expect(statusView('lost')).toEqual({ label: 'Lost', tone: 'red' });
  });
});

describe('follow-up dates', () => {
  const now = new Date(2026, 2, 10, 12, 0, 0);
  it('says overdue, due soon, or the day', () => {
    expect(followUpView(null, now)).toBeNull();
    expect(followUpView('not a date', now)).toBeNull();
    expect(followUpView(new Date(2026, 2, 9, 9).toISOString(), now)).toEqual({
      text: 'Overdue · Mar 9',
      tone: 'overdue',
    });
    expect(followUpView(new Date(2026, 2, 11, 9).toISOString(), now)).toEqual({ text: 'Due Mar 11', tone: 'soon' });
    expect(followUpView(new Date(2026, 2, 20, 9).toISOString(), now)).toEqual({ text: 'Mar 20', tone: 'later' });
    expect(followUpView(new Date(2027, 0, 5, 9).toISOString(), now)?.text).toBe('Jan 5, 2027');
  });
  it('goes from a date input to 9 in the morning of that day and back', () => {
    const iso = followUpFromInput('2026-03-14');
    expect(iso).not.toBeNull();
    const at = new Date(iso!);
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours()]).toEqual([2026, 2, 14, 9]);
    expect(dateInputValue(iso)).toBe('2026-03-14');
    expect(followUpFromInput('')).toBeNull();
    expect(followUpFromInput('14/03/2026')).toBeNull();
    expect(dateInputValue(null)).toBe('');
  });
});

describe('best time to call', () => {
  const best = (over: Partial<BestTime>): BestTime => ({
    state: 'later',
    label: 'Tue 2:00-4:00 pm',
    reasoning: 'Open 11-22; quiet between lunch and dinner.',
    time_zone: 'America/Chicago',
    windows: [],
    next_window_at: null,
    ...over,
  });
  it('shows the label, Call now, or Unknown with why', () => {
    expect(bestTimeView(best({}))).toEqual({
      label: 'Tue 2:00-4:00 pm',
      now: false,
      reasoning: 'Open 11-22; quiet between lunch and dinner.',
    });
    expect(bestTimeView(best({ state: 'call_now', label: 'Call now' })).now).toBe(true);
    expect(bestTimeView(best({ state: 'unknown', label: 'Unknown', reasoning: '' }))).toEqual({
      label: 'Unknown',
      now: false,
      reasoning: 'No opening hours are known for this lead.',
    });
    expect(bestTimeView(undefined).label).toBe('Unknown');
  });
});

describe('selection', () => {
  it('toggles rows, all rows of the page, and forgets rows no longer shown', () => {
    const one = toggleOne(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleOne(one, 'a')]).toEqual([]);
    expect([...toggleAll(one, ['a', 'b'])].sort()).toEqual(['a', 'b']);
    expect([...toggleAll(new Set(['a', 'b']), ['a', 'b'])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
    expect([...keepSelected(new Set(['a', 'c']), ['a', 'b'])]).toEqual(['a']);
  });
});

describe('activity lines', () => {
  it("write a follow-up as a day of the rep's calendar and keep the server's words otherwise", () => {
    const iso = new Date(2026, 10, 28, 9).toISOString();
    expect(activityText({ kind: 'follow_up', detail: `Follow-up set to ${iso}`, to: iso })).toBe(
      'Follow-up set to Sat, Nov 28, 2026',
    );
    expect(activityText({ kind: 'follow_up', detail: 'Follow-up cleared', to: null })).toBe('Follow-up cleared');
    expect(activityText({ kind: 'status', detail: 'Status New -> Attempted', to: 'attempted' })).toBe(
      'Status New -> Attempted',
    );
  });
});
