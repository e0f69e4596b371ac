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

/**
 * What the page says once the server answered: the sender by name when the link was known ('You're
 * unsubscribed from emails from Ana Ruiz <ana@tabletech.example>.'), else the server's own words
 * (the neutral ones for a link it does not know, so the page never tells whether an address exists).
 */
export function doneWords(answer: { message: string; sender?: string | null }): string {
  const sender = answer.sender?.trim().replace(/\.$/, '');
  return sender ? `You're unsubscribed from emails from ${sender}.` : answer.message;
}

/** The browser tab's title on this page: its own, never the product's name (the reader is the email's recipient). */
export const UNSUBSCRIBE_TITLE = 'Unsubscribe';
