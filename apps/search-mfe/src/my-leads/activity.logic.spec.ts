import { activityText } from './activity.logic.js';

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
