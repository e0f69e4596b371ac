import type { WatchChange, WatchChangesResponse } from '@leadgen/contracts';
import { formatShortDay } from '../../shared/dates.logic.js';

/** What 'New this week' shows: loading, a failure, no watch yet, nothing new, or the changes. */
export type NewThisWeekState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'no-watch' }
  | { kind: 'nothing-new'; watches: number; since: string }
  | { kind: 'changes'; changes: readonly WatchChange[]; watches: number; since: string };

/**
 * The state of the view from the server's answer (kept on screen while it is read again) and the
 * error of the last read. Without a watch the rep is told how to start one, whatever the answer's
 * changes (a watch stopped this week still has its changes: they are shown).
 */
export function newThisWeekState(data: WatchChangesResponse | null, error: string | null): NewThisWeekState {
  if (!data) return error ? { kind: 'error', message: error } : { kind: 'loading' };
  const { changes, watches, since } = data;
  if (changes.length) return { kind: 'changes', changes, watches, since };
  return watches > 0 ? { kind: 'nothing-new', watches, since } : { kind: 'no-watch' };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const sinceWords = (since: string, timeZone?: string) => {
  const day = formatShortDay(since, timeZone);
  return day ? ` since ${day}` : '';
};

/** '3 changes since Dec 1 from your 2 watched searches'. */
export function changesSummary(count: number, watches: number, since: string, timeZone?: string): string {
  const from = watches > 0 ? ` from your ${plural(watches, 'watched search', 'watched searches')}` : '';
  return `${plural(count, 'change', 'changes')}${sinceWords(since, timeZone)}${from}`;
}

/** 'Your 2 watched searches found nothing new since Dec 1. They keep running on their own.' */
export function nothingNewText(watches: number, since: string, timeZone?: string): string {
  const whose = watches === 1 ? 'Your watched search' : `Your ${watches} watched searches`;
  const keeps = watches === 1 ? 'It keeps running on its own' : 'They keep running on their own';
  return `${whose} found nothing new${sinceWords(since, timeZone)}. ${keeps}.`;
}
