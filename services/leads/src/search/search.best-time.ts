import type { Lead } from '@leadgen/contracts';
import { bestTimeOf } from '../my-leads/best-time.planner.js';

/**
 * When to call a search's lead, in the words My Leads uses (the same planner): its label and
 * reasoning only, since a search can carry a thousand leads and the row needs no more.
 */
export function bestTimeLine(lead: Lead, now: Date): NonNullable<Lead['best_time']> {
  const best = bestTimeOf(lead, now);
  return { state: best.state, label: best.label, reasoning: best.reasoning };
}
