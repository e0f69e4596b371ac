// localStorage can throw (private mode, blocked storage); the shell then behaves as if nothing was stored.

export const STORAGE_KEYS = {
  sessionToken: 'session_token',
  signupEmail: 'signup_email',
  lastLandingVisit: 'lastLandingVisit',
  comingSoonPassed: 'coming_soon_passed',
  demoUser: 'demo_user',
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function store(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // storage full or blocked: the value only lives for this page
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // nothing stored to remove
  }
}
