import { lastRunText } from './saved-search.logic.js';

describe("a saved search's last run", () => {
  it('says when it ran and how many leads it found, or that it has not run yet', () => {
    const at = new Date(2026, 2, 4, 15, 7).toISOString();
    expect(lastRunText({ last_run_at: at, last_count: 12 })).toBe('Last run Mar 4, 2026, 3:07 PM, 12 leads');
    expect(lastRunText({ last_run_at: at, last_count: null })).toBe('Last run Mar 4, 2026, 3:07 PM, 0 leads');
    expect(lastRunText({ last_run_at: null, last_count: null })).toBe('Not run yet');
  });
});
