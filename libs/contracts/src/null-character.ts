import { errorEnvelope, type ErrorEnvelope } from './error.js';

const NUL = '\u0000';
const ACRONYMS: Record<string, string> = { csv: 'CSV', url: 'URL', id: 'ID' };

/**
 * The path of the first text in a request body that holds a null character (U+0000), or null
 * when there is none. PostgreSQL cannot store that character in text, and no form or file of the
 * product needs it, so such input is refused before it reaches a service. One pass over the
 * body; each string is searched natively, so a 1 MB customer list costs a single scan.
 */
export function findNullCharacter(value: unknown): Array<string | number> | null {
  const reversed = nullCharacterAt(value);
  return reversed ? reversed.reverse() : null;
}

/** The path to the null character, innermost key first (built only once one is found). */
function nullCharacterAt(value: unknown): Array<string | number> | null {
  if (typeof value === 'string') return value.includes(NUL) ? [] : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nullCharacterAt(value[i]);
      if (found) return (found.push(i), found);
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes(NUL)) return [key.replaceAll(NUL, '\uFFFD')];
    const found = nullCharacterAt((value as Record<string, unknown>)[key]);
    if (found) return (found.push(key), found);
  }
  return null;
}

/** "first_name" -> "First name", "rows.3.name" -> "Name", "csv" -> "CSV". */
export function fieldLabel(path: ReadonlyArray<string | number>): string {
  const last = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (!last) return 'The request';
  const words = last.split(/[_\s]+/).map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The line of a multi-line text (a CSV file) the null character is on, for the message. */
function lineOf(text: string): number {
  const at = text.indexOf(NUL);
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** 400 naming the field that holds a null character (and its line, for a multi-line text). */
export function nullCharacterEnvelope(path: ReadonlyArray<string | number>, value?: unknown): ErrorEnvelope {
  const field = path.map(String).join('.') || '(body)';
  const where = typeof value === 'string' && value.includes('\n') ? ` on line ${lineOf(value)}` : '';
  const message = `${fieldLabel(path)} contains a null character${where}, which is not allowed.`;
  return errorEnvelope('BAD_REQUEST', message, { fields: { [field]: [message] } });
}

/** The request body's null character as a 400 envelope, or null when the body is clean. */
export function nullCharacterProblem(body: unknown): ErrorEnvelope | null {
  const path = findNullCharacter(body);
  if (!path) return null;
  const value = path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined),
    body,
  );
  return nullCharacterEnvelope(path, value);
}
