import type { BestTime } from '@leadgen/contracts';
import { bestTimeView } from './best-time.logic.js';

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
