import { SUBSCRIPTION_TIERS } from './accounts.constants.js';

export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Monthly limits per plan; the Usage & Limits tab shows counts against these. */
export const PLAN_LIMITS: Record<
  SubscriptionTier,
  { leads: number; pitches: number; exports: number; enrichments: number; emails: number }
> = {
  free: { leads: 100, pitches: 50, exports: 10, enrichments: 50, emails: 100 },
  starter: { leads: 500, pitches: 250, exports: 50, enrichments: 250, emails: 1000 },
  pro: { leads: 2500, pitches: 1000, exports: 250, enrichments: 1000, emails: 5000 },
};

/** Reps a plan's team may hold, members and open invites counted: Professional sells teams of 2-10. */
export const PLAN_SEATS: Record<SubscriptionTier, number> = { free: 1, starter: 1, pro: 10 };

/** The trial a new account starts: the landing page's '14-day free trial' of Starter, no credit card. */
export const TRIAL_DAYS = 14;
export const TRIAL_TIER: SubscriptionTier = 'starter';

/** Each plan's name, as the landing page's pricing names it. */
export const PLAN_NAMES: Record<SubscriptionTier, string> = { free: 'Free', starter: 'Starter', pro: 'Professional' };

/** The plan an account has at a moment: what its limits are, and how the rep reads it. */
export interface PlanNow {
  tier: SubscriptionTier;
  /** 'Starter trial' while the trial runs, else the plan's name. */
  name: string;
  /** The trial's last day (YYYY-MM-DD, UTC) while it runs, else null. */
  trial_ends: string | null;
}

function tierOf(value: string): SubscriptionTier {
  return (SUBSCRIPTION_TIERS as readonly string[]).includes(value) ? (value as SubscriptionTier) : 'free';
}

/**
 * The plan of an account with `tier` and a trial ending at `trialEndsAt` (null: no trial, e.g. a
 * paid plan or an account from before trials): the trial's plan until it ends, Free after it.
 */
export function planAt(tier: string, trialEndsAt: Date | null, now: Date): PlanNow {
  const t = tierOf(tier);
  if (!trialEndsAt) return { tier: t, name: PLAN_NAMES[t], trial_ends: null };
  if (now.getTime() >= trialEndsAt.getTime()) return { tier: 'free', name: PLAN_NAMES.free, trial_ends: null };
  const lastDay = new Date(trialEndsAt.getTime() - 1).toISOString().slice(0, 10);
  return { tier: t, name: `${PLAN_NAMES[t]} trial`, trial_ends: lastDay };
}

/** When a trial that starts now ends: TRIAL_DAYS whole days from now. */
export function trialEndFrom(now: Date): Date {
  return new Date(now.getTime() + TRIAL_DAYS * 24 * 3600 * 1000);
}
