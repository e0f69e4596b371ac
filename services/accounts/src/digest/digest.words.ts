import { WATCH_CHANGE_KINDS, WATCH_CHANGE_LABELS, type WatchDigest } from '@leadgen/contracts';

/** What a digest email is made from: the rep, what leads found, since when, and its two links. */
export interface DigestContent {
  firstName: string | null;
  digest: WatchDigest;
  since: Date;
  links: { myLeads: string; optOut: string; oneClick: string };
}

/** One watch as the rep reads it: its name, how many changes, and each kind's count in the rep's words. */
export interface WatchLines {
  name: string;
  total: number;
  kinds: { label: string; count: number }[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The watches that found something, the busiest first; each kind in the one order the app uses. */
export function watchLines(digest: WatchDigest): WatchLines[] {
  return digest.watches
    .filter((w) => w.total > 0)
    .sort((a, b) => b.total - a.total)
    .map((w) => ({
      name: w.name,
      total: w.total,
      kinds: WATCH_CHANGE_KINDS.filter((k) => (w.counts[k] ?? 0) > 0).map((k) => ({
        label: WATCH_CHANGE_LABELS[k],
        count: w.counts[k]!,
      })),
    }));
}

/** '5 new places' when every change is a new place, else '7 changes' (closings and new websites are changes too). */
export function changesInWords(digest: WatchDigest): string {
  const onlyNew = digest.watches.every((w) =>
    Object.entries(w.counts).every(([kind, n]) => kind === 'new' || (n ?? 0) === 0),
  );
  return onlyNew ? plural(digest.total, 'new place', 'new places') : plural(digest.total, 'change', 'changes');
}

const short = (name: string) => (name.length > 60 ? `${name.slice(0, 59).trimEnd()}…` : name);

/** 'Your territory this week: 5 new places in Austin patios' (or 'in Austin patios and 2 more watches'). */
export function digestSubject(digest: WatchDigest): string {
  const names = watchLines(digest).map((w) => short(w.name));
  const where =
    names.length === 0
      ? ''
      : names.length === 1
        ? ` in ${names[0]}`
        : names.length === 2
          ? ` in ${names[0]} and ${names[1]}`
          : ` in ${names[0]} and ${names.length - 1} more watches`;
  return `Your territory this week: ${changesInWords(digest)}${where}`;
}

/** 'Nov 30': the day the digest's changes start from. */
export function dayInWords(day: Date): string {
  return day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export const greeting = (firstName: string | null) => (firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hi,');

/**
 * The places a rep can act on that the email does not list: leads lists the first ten, never a
 * closed one (those are only counted, under their watch).
 */
export function notListed(digest: WatchDigest): number {
  const closed = digest.watches.reduce((n, w) => n + (w.counts.closed ?? 0), 0);
  return Math.max(0, digest.total - closed - digest.places.length);
}

/** '...and 12 more in My Leads.' when there are more to act on than the email lists; '' otherwise. */
export function moreInWords(digest: WatchDigest): string {
  const more = notListed(digest);
  return more > 0 ? `...and ${more} more in My Leads.` : '';
}

/** 'The first 10 to act on' when My Leads holds more, else 'The 6 to act on' (or 'The one'). */
export function placesTitle(digest: WatchDigest): string {
  const n = digest.places.length;
  if (notListed(digest) > 0) return `The first ${n} to act on`;
  return n === 1 ? 'The one to act on' : `The ${n} to act on`;
}
