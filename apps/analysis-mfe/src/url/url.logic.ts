import { WebUrlSchema } from '@leadgen/contracts';

export const INVALID_URL_MESSAGE = 'Please enter a valid URL';

export interface UrlFieldState {
  /** What is sent: the input without surrounding whitespace. */
  value: string;
  empty: boolean;
  /** True only when something was typed and it is not an absolute http(s) URL. */
  invalid: boolean;
}

/** True when the text, trimmed, is an absolute http or https URL (the rule the server applies). */
export function isValidUrl(raw: string): boolean {
  return WebUrlSchema.safeParse(raw).success;
}

/** The state of a URL field as the forms show it: red border and message only when non-empty and invalid. */
export function urlFieldState(raw: string): UrlFieldState {
  const value = raw.trim();
  const empty = value.length === 0;
  return { value, empty, invalid: !empty && !isValidUrl(value) };
}
