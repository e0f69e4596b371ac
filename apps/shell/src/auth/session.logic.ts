import { SessionClaimsSchema, type User } from '@leadgen/contracts';
import { tabLinkOf } from '../main-app/workspace.address.js';

export const SESSION_TOKEN_KEY = 'session_token';
/** Keys that belong to a signed-in visit and must not outlive it. */
export const SESSION_STORAGE_KEYS = [SESSION_TOKEN_KEY, 'coming_soon_passed', 'demo_user'] as const;

const TOKEN_SHAPE = /^[^.]+\.[^.]+\.[^.]+$/;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a three-part token, or null when it is not one. The signature is the gateway's to check. */
export function decodeTokenPayload(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(token.split('.')[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface Session {
  token: string;
  user: User;
  /** Expiry in seconds since the epoch. */
  exp: number;
}

/** A session from a stored token, or null when the token is malformed, lacks claims or has expired. */
export function sessionFromToken(token: unknown, now: number = nowSeconds()): Session | null {
  const parsed = SessionClaimsSchema.safeParse(decodeTokenPayload(token));
  if (!parsed.success || parsed.data.exp <= now) return null;
  const { user_id, email, first_name, last_name, exp } = parsed.data;
  return { token: token as string, exp, user: { id: user_id, email, first_name, last_name } };
}

export function userDisplayName(user: User): string {
  return [user.first_name, user.last_name].filter((p) => p.trim()).join(' ');
}

/**
 * Where a new session lands: the workspace address the rep opened while signed out (a shared link
 * to /app/search?city=Austin, the weekly digest's /my-leads?view=new, shows sign-in first), else
 * the workspace's start.
 */
export function landingAfterSignIn(pathname: string, search: string): string {
  if (/^\/app\/[a-z-]+\/?$/.test(pathname)) return pathname + search;
  return tabLinkOf(pathname, search) ?? '/app';
}
