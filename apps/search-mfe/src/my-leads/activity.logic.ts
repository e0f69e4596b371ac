import type { LeadActivity } from '@leadgen/contracts';
import { formatDay } from './dates.logic.js';

/**
 * One line of a lead's activity. The server says what changed; a follow-up date is written here
 * from its stored time, so the rep reads it as a day of their own calendar.
 */
export function activityText(a: Pick<LeadActivity, 'kind' | 'detail' | 'to'>): string {
  if (a.kind === 'follow_up') {
    const day = formatDay(a.to);
    return day ? `Follow-up set to ${day}` : a.to ? a.detail : 'Follow-up cleared';
  }
  return a.detail;
}

/**
 * An email's activity line: what the server wrote first ('Email sent to ana@...: Subject'), and the
 * email's text after the first blank line, which the panel keeps folded.
 */
export function emailActivity(detail: string): { summary: string; body: string | null } {
  const split = detail.indexOf('\n\n');
  if (split < 0) return { summary: detail, body: null };
  const body = detail.slice(split + 2);
  return { summary: detail.slice(0, split), body: body.trim() ? body : null };
}
