const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A rep's digest goes out once a week. */
export const DIGEST_WEEK_MS = 7 * DAY;
/** Leads' watches of the rep's team are still running (a run takes seconds): the digest waits for their finds. */
export const WATCHES_RUNNING_RETRY_MS = 10_000;
/** Leads did not answer, or the mail server refused: the digest is tried again in a few minutes. */
export const TRY_AGAIN_MS = 5 * MINUTE;
/** A digest covers at most this far back: a rep who had it off for months gets the last week. */
const LONGEST_GAP_MS = 2 * DIGEST_WEEK_MS;

/** How one rep's round ended, which decides when their digest is next due. */
export type DigestOutcome =
  /** Sent, or nothing changed in the territory (no email): the next in a week. */
  | 'sent'
  | 'nothing-new'
  /** Leads' watches are due to run: their finds belong in this digest. */
  | 'watches-running'
  /** Leads or the mail server did not take it: soon again, never a week lost. */
  | 'try-again';

/** When a rep first gets the digest: a week after the worker first sees their account (or they turn it on). */
export function firstDueAt(now: Date): Date {
  return new Date(now.getTime() + DIGEST_WEEK_MS);
}

/** When the rep's digest is due next after a round that ended so. */
export function nextDueAt(outcome: DigestOutcome, now: Date): Date {
  const wait =
    outcome === 'watches-running' ? WATCHES_RUNNING_RETRY_MS : outcome === 'try-again' ? TRY_AGAIN_MS : DIGEST_WEEK_MS;
  return new Date(now.getTime() + wait);
}

/**
 * Where the digest's changes start: where the last digest (or the last week with nothing new)
 * ended, so nothing falls between two digests however late one went out; a week back when there
 * was none, or when it was so long ago (the digest was off) that 'this week' would be untrue.
 */
export function changesSince(coveredUntil: Date | null, now: Date): Date {
  if (coveredUntil && now.getTime() - coveredUntil.getTime() <= LONGEST_GAP_MS && coveredUntil <= now)
    return coveredUntil;
  return new Date(now.getTime() - DIGEST_WEEK_MS);
}
