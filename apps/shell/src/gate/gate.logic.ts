import { STORAGE_KEYS } from '../app/storage.logic.js';

/** A landing visit within the last 10 minutes lets a returning visitor past the gate. */
export const LANDING_SKIP_WINDOW_MS = 600_000;
/** The gate waits half a second before showing the result of a check, right or wrong. */
export const GATE_DELAY_MS = 500;

/** True when the Coming Soon gate on / should not be shown. */
export function gateSkipped(read: (key: string) => string | null, now: number, signedIn = false): boolean {
  if (signedIn) return true;
  if (read(STORAGE_KEYS.comingSoonPassed) === 'true') return true;
  const last = Number(read(STORAGE_KEYS.lastLandingVisit));
  return Number.isFinite(last) && last > 0 && last <= now && now - last < LANDING_SKIP_WINDOW_MS;
}
