import { ApiError, createApiClient, type ApiClient, type Profile } from '@leadgen/contracts';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { forgetTabPlaces } from '../app/tab-places.store.js';
import { publicApi } from './public.client.js';
import { sessionFetch } from './session.fetch.js';
import { landingAfterSignIn, type Session } from './session.logic.js';
import { clearStoredSession, readStoredSession, storeSessionToken } from './session.store.js';
import { SignInError, sessionFromResponse, signInMessage } from './signin.logic.js';
import { endServerSession } from './signout.logic.js';
import { useOtherTabsSession } from './use-other-tabs-session.js';
import { useSessionExpiry } from './use-session-expiry.js';
import { useSessionProfile } from './use-session-profile.js';

interface AuthContextValue {
  session: Session | null;
  /** Client carrying the session token; a 401 from it signs the user out. */
  api: ApiClient;
  /** The signed-in user's stored profile; null until loaded or when it could not be read. */
  profile: Profile | null;
  setProfile(profile: Profile): void;
  signIn(email: string, password: string): Promise<void>;
  /** Takes a sign-in or complete-signup answer, stores its token and opens the app. */
  startSession(response: unknown): void;
  /**
   * Makes a call that answers a new session and ends this one (joining a team), then starts the new
   * session as sign-in does. Requests refused meanwhile for carrying the old token are sent again with
   * the new one, so the switch never signs the rep out. Rejects with the call's error.
   */
  switchSession(request: (api: ApiClient) => Promise<unknown>): Promise<void>;
  logout(): void;
  /** Logout: ends the session on the server, then forgets it here (even when the server cannot be told). */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in client: it always sends the current token, and a 401 while signed in signs out,
 * unless the request only carried a token that a session switch replaced (session.fetch.ts). The
 * call that switches the session goes through a client of its own, which the switch never holds back.
 */
function useSessionClient(
  token: { current: string | null },
  logout: { current: () => void },
  switching: { current: Promise<unknown> | null },
): { api: ApiClient; switchApi: ApiClient } {
  return useMemo(() => {
    const options = {
      getToken: () => token.current,
      onUnauthorized: () => {
        if (token.current) logout.current();
      },
    };
    const fetch = sessionFetch({ current: () => token.current, switching: () => switching.current });
    return { api: createApiClient({ ...options, fetch }), switchApi: createApiClient(options) };
  }, [token, logout, switching]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session | null>(readStoredSession);
  const [profile, setProfile] = useState<Profile | null>(null);
  const tokenRef = useRef<string | null>(session?.token ?? null);
  tokenRef.current = session?.token ?? null;

  const logout = useCallback(() => {
    clearStoredSession();
    forgetTabPlaces();
    setSession(null);
    setProfile(null);
    navigate('/landing', { replace: true });
  }, [navigate]);
  const signOut = useCallback(async () => {
    const token = tokenRef.current;
    if (token) await endServerSession(token);
    logout();
  }, [logout]);
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  const switching = useRef<Promise<unknown> | null>(null);
  const { api, switchApi } = useSessionClient(tokenRef, logoutRef, switching);

  const startSession = useCallback(
    (response: unknown) => {
      const next = sessionFromResponse(response);
      storeSessionToken(next.token);
      tokenRef.current = next.token;
      setSession(next);
      navigate(landingAfterSignIn(window.location.pathname, window.location.search), { replace: true });
    },
    [navigate],
  );

  const switchSession = useCallback(
    async (request: (api: ApiClient) => Promise<unknown>) => {
      const done = request(switchApi).then(startSession);
      switching.current = done;
      try {
        await done;
      } finally {
        if (switching.current === done) switching.current = null;
      }
    },
    [switchApi, startSession],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        startSession(await publicApi.call('signin', { email, password }));
      } catch (err) {
        if (!(err instanceof SignInError) && !(err instanceof ApiError)) console.error('Sign-in failed', err);
        throw new SignInError(signInMessage(err));
      }
    },
    [startSession],
  );

  useSessionProfile(api, session?.token ?? null, setProfile);
  useSessionExpiry(session, logoutRef);
  useOtherTabsSession(tokenRef, logoutRef, setSession);

  const value = useMemo(
    () => ({ session, api, profile, setProfile, signIn, startSession, switchSession, logout, signOut }),
    [session, api, profile, signIn, startSession, switchSession, logout, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
