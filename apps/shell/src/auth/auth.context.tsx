import { ApiError, createApiClient, SessionResponseSchema, type ApiClient, type Profile, type User } from '@leadgen/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS, removeStored, writeStored } from '../app/storage.js';
import { SESSION_STORAGE_KEYS, SESSION_TOKEN_KEY, nowSeconds, sessionFromToken, type Session } from './session.js';

/** Used before sign-in: no token, and a 401 (wrong password) must not trigger a sign-out. */
export const publicApi: ApiClient = createApiClient();

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
  logout(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function readStoredSession(): Session | null {
  let token: string | null = null;
  try {
    token = localStorage.getItem(SESSION_TOKEN_KEY);
  } catch {
    return null; // storage blocked: behave as signed out
  }
  if (token === null) return null;
  const session = sessionFromToken(token);
  if (!session) removeStored(SESSION_TOKEN_KEY);
  return session;
}

function clearStoredSession(): void {
  for (const key of SESSION_STORAGE_KEYS) removeStored(key);
}

export class SignInError extends Error {
  override name = 'SignInError';
}

function signInMessage(err: unknown): string {
  if (err instanceof SignInError) return err.message;
  if (err instanceof ApiError) return err.envelope.error || 'Login failed';
  return 'Login failed. Please try again.';
}

/** The session in a sign-in or complete-signup answer; throws SignInError with the spec's wording. */
export function sessionFromResponse(res: unknown): Session {
  const parsed = SessionResponseSchema.safeParse(res);
  if (!parsed.success) {
    const token = (res as { session_token?: unknown } | null)?.session_token;
    throw new SignInError(token ? 'Invalid token format received from server' : 'Login failed - no token received');
  }
  const fromToken = sessionFromToken(parsed.data.session_token);
  if (!fromToken) throw new SignInError('Token parsing failed - invalid token structure');
  return { ...fromToken, user: parsed.data.user };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session | null>(readStoredSession);
  const [profile, setProfile] = useState<Profile | null>(null);
  const tokenRef = useRef<string | null>(session?.token ?? null);
  tokenRef.current = session?.token ?? null;

  const logout = useCallback(() => {
    clearStoredSession();
    setSession(null);
    setProfile(null);
    navigate('/landing', { replace: true });
  }, [navigate]);

  const logoutRef = useRef(logout);
  logoutRef.current = logout;

  const api = useMemo(
    () =>
      createApiClient({
        getToken: () => tokenRef.current,
        onUnauthorized: () => {
          if (tokenRef.current) logoutRef.current();
        },
      }),
    [],
  );

  const startSession = useCallback(
    (response: unknown) => {
      const next = sessionFromResponse(response);
      writeStored(SESSION_TOKEN_KEY, next.token);
      tokenRef.current = next.token;
      setSession(next);
      navigate('/app', { replace: true });
    },
    [navigate],
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

  // Load the stored profile for each new session; a failed read is only logged (spec 8).
  const token = session?.token ?? null;
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    api.call('profileGet').then(
      (res) => !cancelled && setProfile(res.profile),
      (err: unknown) => console.warn('Profile unavailable', err),
    );
    return () => {
      cancelled = true;
    };
  }, [api, token]);

  // Sign out when the token expires while the page is open.
  useEffect(() => {
    if (!session) return;
    const ms = Math.min((session.exp - nowSeconds()) * 1000, 2_147_483_647);
    const timer = setTimeout(() => logoutRef.current(), Math.max(ms, 0));
    return () => clearTimeout(timer);
  }, [session]);

  // Another tab signing in or out changes this one too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== SESSION_TOKEN_KEY && e.key !== null) return;
      const next = readStoredSession();
      if (!next && tokenRef.current) logoutRef.current();
      else if (next && next.token !== tokenRef.current) setSession(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(
    () => ({ session, api, profile, setProfile, signIn, startSession, logout }),
    [session, api, profile, signIn, startSession, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** Forgets a half-finished sign-up once an account exists. */
export function clearSignupEmail(): void {
  removeStored(STORAGE_KEYS.signupEmail);
}

export type { User };
