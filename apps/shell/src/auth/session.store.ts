import { removeStored, writeStored } from '../app/storage.logic.js';
import { SESSION_STORAGE_KEYS, SESSION_TOKEN_KEY, sessionFromToken, type Session } from './session.logic.js';

/** The session kept on this browser; a malformed or expired token is dropped and reads as signed out. */
export function readStoredSession(): Session | null {
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

export function storeSessionToken(token: string): void {
  writeStored(SESSION_TOKEN_KEY, token);
}

/** Forgets everything that belongs to a signed-in visit. */
export function clearStoredSession(): void {
  for (const key of SESSION_STORAGE_KEYS) removeStored(key);
}
