import { ENDPOINTS, type MyLeadsNumbersResponse } from '@leadgen/contracts';
import type { BreakdownRow } from './analytics.logic.js';

/**
 * Whether the shell's client can read the rep's numbers. The shell shares its contracts with this
 * remote (one copy, the shell's): a shell built before the route hands over a client without it,
 * and Analytics then shows the search's analytics alone.
 */
export const hasNumbersRoute = (endpoints: Record<string, unknown> = ENDPOINTS) => !!endpoints?.['myLeadsNumbers'];

/** Each period the rep can pick, as the picker says it (the route's MY_LEADS_NUMBERS_DAYS, kept here for older shells). */
export const PERIOD_LABELS: Record<number, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 12 months',
};

/** Replies per lead contacted, as a whole percent ('33%'); a dash before anyone was contacted. */
export function replyRateText(n: Pick<MyLeadsNumbersResponse, 'replied' | 'contacted'>): string {
  if (n.contacted <= 0) return '—';
  return `${Math.round((Math.min(n.replied, n.contacted) / n.contacted) * 100)}%`;
}

/** The replies card's label: with the reply rate once someone was contacted ('Replies (25% of contacted)'). */
export function repliesLabel(n: Pick<MyLeadsNumbersResponse, 'replied' | 'contacted'>): string {
  return n.contacted > 0 ? `Replies (${replyRateText(n)} of contacted)` : 'Replies';
}

/**
 * The funnel from saved to won: each step's leads, as a share of the widest step (bars capped at
 * 100 percent, as every Analytics bar is). Steps count the leads that reached them in the period,
 * so a lead saved before it may reach a later step without being counted as saved.
 */
export function funnelRows(n: MyLeadsNumbersResponse): BreakdownRow[] {
  const steps: [string, string, number][] = [
    ['saved', 'Saved', n.saved],
    ['contacted', 'Contacted', n.contacted],
    ['replied', 'Replied', n.replied],
    ['meetings', 'Meetings booked', n.meetings],
    ['won', 'Won', n.won],
  ];
  const widest = Math.max(1, ...steps.map(([, , count]) => count));
  return steps.map(([key, label, count]) => ({
    key,
    label,
    count,
    percent: Math.min(100, Math.round((count / widest) * 100)),
  }));
}

/** The periods in the picker's order. */
export const PERIODS = Object.keys(PERIOD_LABELS).map(Number);
