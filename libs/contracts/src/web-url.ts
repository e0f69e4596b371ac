import * as z from 'zod/mini';

/**
 * An absolute http(s) URL as a user would type it, trimmed. In zod/mini: the URL Pitch form checks
 * it in the browser, which loads no zod classic; the request schemas that carry a website use it too.
 */
export const WebUrlSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Please enter a valid URL'),
  z.maxLength(2048, 'URL is too long'),
  z.refine((value) => webUrlHost(value) !== null, 'Please enter a valid URL'),
);

/** The host of an absolute http(s) URL ('cal.com'); null for anything else ('cal.com/ana', 'mailto:…'). */
export function webUrlHost(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}
