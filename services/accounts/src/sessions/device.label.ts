import Bowser from 'bowser';

/** Longest label stored for a session; the column holds 120 characters. */
const MAX_LABEL = 120;

/**
 * A short label of the device a rep will recognise in Account Settings: 'Chrome on macOS',
 * 'Safari on iOS'; the raw User-Agent's start when the browser is unknown, 'Unknown device' when there is none.
 */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return 'Unknown device';
  const parser = Bowser.getParser(ua);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`.slice(0, MAX_LABEL);
  if (browser || os) return (browser || os).slice(0, MAX_LABEL);
  return ua.slice(0, MAX_LABEL);
}
