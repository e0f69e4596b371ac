import { useEffect, type RefObject } from 'react';
import { SESSION_TOKEN_KEY, type Session } from './session.logic.js';
import { readStoredSession } from './session.store.js';

/** Another tab signing in or out changes this one too. */
export function useOtherTabsSession(
  token: RefObject<string | null>,
  logout: RefObject<() => void>,
  setSession: (session: Session) => void,
): void {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== SESSION_TOKEN_KEY && e.key !== null) return;
      const next = readStoredSession();
      if (!next && token.current) logout.current();
      else if (next && next.token !== token.current) setSession(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token, logout, setSession]);
}
