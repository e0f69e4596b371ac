import { useEffect, type RefObject } from 'react';
import { nowSeconds, type Session } from './session.logic.js';

/** setTimeout cannot wait longer (about 24.8 days): a longer delay would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** Signs out when the token expires while the page is open. */
export function useSessionExpiry(session: Session | null, logout: RefObject<() => void>): void {
  useEffect(() => {
    if (!session) return;
    const ms = Math.min((session.exp - nowSeconds()) * 1000, MAX_TIMER_MS);
    const timer = setTimeout(() => logout.current(), Math.max(ms, 0));
    return () => clearTimeout(timer);
  }, [session, logout]);
}
