import {
  EMAIL_ANSWER_ACTIVITY,
  EMAIL_ANSWER_ACTIVITY_KINDS,
  type LeadActivity,
  type SavedLeadDetail,
} from '@leadgen/contracts';
import { formatDay } from '../../shared/dates.logic.js';

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

/** Whether an activity is an answer read in the rep's mailbox (a reply, an out-of-office, a bounce...). */
export function isAnswer(kind: string): boolean {
  // Beside a shell built before answers were heard, the shared contracts module has no such kinds:
  // the panel then shows every activity as plain text rather than stopping.
  const kinds = EMAIL_ANSWER_ACTIVITY_KINDS as readonly string[] | undefined;
  return kinds?.includes(kind) ?? false;
}

/** An answer folds its text when it is longer than a few lines would show. */
const ANSWER_SHOWN_MAX = 280;

/**
 * An answer's activity line as the panel shows it: what it is and who sent it
 * ('Replied (rosa@casa.example)'), and the answer's own text from inside the quotes the server wrote,
 * folded when long. Shown as text, whatever it holds.
 */
export function answerActivity(detail: string): { summary: string; text: string | null; fold: boolean } {
  const open = detail.indexOf(': "');
  if (open < 0 || !detail.endsWith('"')) return { summary: detail, text: null, fold: false };
  const text = detail.slice(open + 3, -1);
  return { summary: detail.slice(0, open), text, fold: text.length > ANSWER_SHOWN_MAX || text.split('\n').length > 4 };
}

/**
 * Whether the panel offers 'Mark Lost (not interested)': the lead's latest answer said they are not
 * interested (and the rep did not correct it), and the lead is not Lost already.
 */
export function offersNotInterestedLost(detail: Pick<SavedLeadDetail, 'status' | 'history'>): boolean {
  if (detail.status === 'lost') return false;
  const latest = detail.history.find((a) => isAnswer(a.kind));
  return !!latest && latest.kind === EMAIL_ANSWER_ACTIVITY?.not_interested;
}
