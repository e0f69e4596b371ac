/**
 * The last result of each screen, kept in the remote's module so it survives the tab being
 * switched away and back (the shell unmounts a tab's remote). Keyed by user, so a different
 * sign-in in the same page never sees another rep's result.
 */
const results = new Map<string, unknown>();

export function remember<T>(view: string, userId: string, value: T | null): void {
  if (value === null) results.delete(`${view}:${userId}`);
  else results.set(`${view}:${userId}`, value);
}

export function recall<T>(view: string, userId: string): T | null {
  return (results.get(`${view}:${userId}`) as T | undefined) ?? null;
}
