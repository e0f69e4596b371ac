import { usageLimitMessage } from './accounts.js';
import { PLAN_LIMITS, planAt, trialEndFrom, TRIAL_DAYS } from './accounts.plans.js';

const now = new Date('2026-11-30T10:00:00Z');

describe('plans', () => {
  it('gives a new account 14 days of Starter (500 leads a month)', () => {
    const plan = planAt('starter', trialEndFrom(now), now);
    expect(TRIAL_DAYS).toBe(14);
    expect(plan).toEqual({ tier: 'starter', name: 'Starter trial', trial_ends: '2026-12-14' });
    expect(PLAN_LIMITS[plan.tier].leads).toBe(500);
  });

  it('falls back to Free once the trial has ended', () => {
    const ended = planAt('starter', trialEndFrom(now), new Date('2026-12-14T10:00:00Z'));
    expect(ended).toEqual({ tier: 'free', name: 'Free', trial_ends: null });
    expect(PLAN_LIMITS[ended.tier].leads).toBe(100);
  });

  it('keeps a plan without a trial, and reads an unknown plan as Free', () => {
    expect(planAt('pro', null, now)).toEqual({ tier: 'pro', name: 'Professional', trial_ends: null });
    expect(planAt('free', null, now).name).toBe('Free');
    expect(planAt('gold', null, now)).toEqual({ tier: 'free', name: 'Free', trial_ends: null });
  });

  it("says a limit in the plan's words", () => {
    expect(usageLimitMessage('leads_searched', 500, '2026-12-01', 'Starter trial')).toBe(
      "You've reached the Starter trial's monthly limit of 500 leads. It resets on 2026-12-01.",
    );
    expect(usageLimitMessage('emails_sent', 100, '2026-12-01', 'Free')).toBe(
      "You've reached the Free plan's monthly limit of 100 emails. It resets on 2026-12-01.",
    );
    expect(usageLimitMessage('exports_used', 10, '2026-12-01')).toBe(
      "You've reached your plan's monthly limit of 10 exports. It resets on 2026-12-01.",
    );
  });
});
