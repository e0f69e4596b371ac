/**
 * When a sign-in try may go ahead. Guessing passwords is slowed without giving anyone a switch
 * that locks a rep out of their own account:
 * - per email and address: a few wrong passwords are free (typos), then each further try from
 *   that address for that email waits 1 s, 2 s, 4 s... up to a ceiling. Someone guessing from
 *   elsewhere never slows the rep down.
 * - per account: at most `maxFailuresPerHour` failed tries an hour from addresses that have not
 *   signed in to it (ASVS 2.2.1). An address the account signed in from recently is let through
 *   the cap (still held to its own delays), so an attacker who fills the cap shuts out only
 *   strangers, never the rep at their usual address.
 */
export interface SigninPolicy {
  failuresBeforeDelay: number;
  maxDelaySeconds: number;
  maxFailuresPerHour: number;
}

/** What the database knows about recent tries, over the last hour. */
export interface SigninHistory {
  /** Failed tries for this email from this address, and when the latest began. */
  addressFailures: number;
  lastAddressFailureAt: Date | null;
  /** When the account's failure that put it at the hourly cap began (null: under the cap). */
  capReachedAt: Date | null;
  /** This address signed in to this account recently. */
  knownAddress: boolean;
}

export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

export type SigninVerdict = { allowed: true } | { allowed: false; reason: 'address' | 'account'; waitMs: number };

/** How long the next try from an address waits after `failures` wrong passwords from it. */
export function delayAfterMs(failures: number, policy: SigninPolicy): number {
  if (failures < policy.failuresBeforeDelay) return 0;
  const doublings = Math.min(failures - policy.failuresBeforeDelay, 30);
  return Math.min(2 ** doublings, policy.maxDelaySeconds) * 1000;
}

export function signinVerdict(history: SigninHistory, policy: SigninPolicy, now: Date): SigninVerdict {
  if (history.capReachedAt && !history.knownAddress) {
    const waitMs = history.capReachedAt.getTime() + FAILURE_WINDOW_MS - now.getTime();
    if (waitMs > 0) return { allowed: false, reason: 'account', waitMs };
  }
  if (history.lastAddressFailureAt) {
    const waitMs =
      history.lastAddressFailureAt.getTime() + delayAfterMs(history.addressFailures, policy) - now.getTime();
    if (waitMs > 0) return { allowed: false, reason: 'address', waitMs };
  }
  return { allowed: true };
}

/** "45 seconds", "1 second", "12 minutes": the wait as a rep reads it. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function refusalMessage(verdict: Extract<SigninVerdict, { allowed: false }>): string {
  return verdict.reason === 'address'
    ? `Too many failed sign-in attempts. Please wait ${waitInWords(verdict.waitMs)} before trying again.`
    : `Too many failed sign-in attempts on this account. Please try again in ${waitInWords(verdict.waitMs)}.`;
}
