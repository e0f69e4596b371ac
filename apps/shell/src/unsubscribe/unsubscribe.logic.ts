/**
 * The token of an unsubscribe link's address (/unsubscribe/<token>), as it was in the email: one
 * path segment, decoded. Anything else (none, more segments) is '' and still reaches the server,
 * which answers a malformed token with the same neutral words as an unknown one.
 */
export function tokenFromPath(pathname: string): string {
  const match = /^\/unsubscribe\/([^/]+)\/?$/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

/** Whether an address is the public unsubscribe page, shown signed in or not. */
export function isUnsubscribePath(pathname: string): boolean {
  return pathname === '/unsubscribe' || pathname.startsWith('/unsubscribe/');
}
