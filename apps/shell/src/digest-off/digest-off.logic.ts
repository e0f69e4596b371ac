/** Whether an address is the weekly digest's opt-out page (/digest-off?token=...), shown signed in or not. */
export function isDigestOffPath(pathname: string): boolean {
  return pathname === '/digest-off' || pathname === '/digest-off/';
}

/**
 * The token of the opt-out link's query (?token=...), as the email wrote it: percent-decoded only,
 * so a '+' in it stays a '+'. '' when the link has none, which the server answers in words.
 */
export function tokenFromSearch(search: string): string {
  const raw = /(?:^|[?&])token=([^&#]*)/.exec(search)?.[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Said when the server could not be reached: the link may be opened again. */
export const DIGEST_OFF_UNREACHABLE = 'We could not reach the server. Please try again in a moment.';

/** The browser tab's title on this page. */
export const DIGEST_OFF_TITLE = 'Weekly digest';
