import { STORAGE_KEYS } from '../app/storage.js';

/** A landing visit this recent lets a returning visitor past the gate (spec 9: 600000 ms). */
export const LANDING_SKIP_WINDOW_MS = 600_000;
/** The gate waits this long before showing the result of a check (spec 9). */
export const GATE_DELAY_MS = 500;
export const INVALID_ACCESS_CODE = 'Invalid password. Please try again.';

/** True when the Coming Soon gate on / should not be shown. */
export function gateSkipped(read: (key: string) => string | null, now: number, signedIn = false): boolean {
  if (signedIn) return true;
  if (read(STORAGE_KEYS.comingSoonPassed) === 'true') return true;
  const last = Number(read(STORAGE_KEYS.lastLandingVisit));
  return Number.isFinite(last) && last > 0 && last <= now && now - last < LANDING_SKIP_WINDOW_MS;
}
