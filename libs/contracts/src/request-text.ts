import { errorEnvelope, type ErrorEnvelope } from './error.js';
import { fieldLabel, nullCharacterEnvelope } from './null-character.js';

/**
 * Deepest nesting of objects and arrays a request may have. The product's deepest body (a business
 * report inside a custom pitch) is under 10 levels; 64 leaves room for any form and stops a body
 * nested thousands deep before anything walks it.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

type Path = Array<string | number>;
type Found = { kind: 'null' | 'surrogate'; path: Path } | { kind: 'depth' };

/**
 * Whether JSON text nests objects and arrays deeper than `max`, read from its bytes (UTF-8) before
 * it is parsed: a body nested 100,000 deep costs half a second to parse and more to walk. Text in
 * strings is skipped at native speed, so a 1 MB CSV inside a string costs one search.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) {
      // To the closing quote: one not preceded by an odd number of backslashes.
      for (;;) {
        const end = bytes.indexOf(QUOTE, i + 1);
        if (end < 0) return false;
        let slashes = 0;
        while (bytes[end - 1 - slashes] === BACKSLASH) slashes++;
        i = end;
        if (slashes % 2 === 0) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** A text's lone surrogates written as JSON escapes (`\ud800`), so a message can show the key. */
function shown(text: string): string {
  return text.replace(/\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16)}`).replaceAll('\u0000', '\uFFFD');
}

/** String.prototype.isWellFormed (ES2024, Node 20+): true when the text has no lone surrogate. */
const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

function problemOf(text: string): 'null' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'null';
  return isWellFormed(text) ? null : 'surrogate';
}

/** The first text (value or key) that cannot be stored, innermost key first; depth counted from 1. */
function firstProblem(value: unknown, depth: number, maxDepth: number): Found | null {
  if (typeof value === 'string') {
    const kind = problemOf(value);
    return kind ? { kind, path: [] } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > maxDepth) return { kind: 'depth' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstProblem(value[i], depth + 1, maxDepth);
      if (found) return (found.kind !== 'depth' && found.path.push(i), found);
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const keyKind = problemOf(key);
    if (keyKind) return { kind: keyKind, path: [shown(key)] };
    const found = firstProblem((value as Record<string, unknown>)[key], depth + 1, maxDepth);
    if (found) return (found.kind !== 'depth' && found.path.push(key), found);
  }
  return null;
}

/** 400 naming the field whose text holds a lone UTF-16 surrogate (half of a pair, alone). */
export function loneSurrogateEnvelope(path: Path): ErrorEnvelope {
  const field = path.map(String).join('.') || '(body)';
  const message = `${fieldLabel(path)} contains a lone UTF-16 surrogate, which is not valid text.`;
  return errorEnvelope('BAD_REQUEST', `Invalid request: ${field}: ${message}`, { fields: { [field]: [message] } });
}

/**
 * What keeps a parsed request (a body, a query string, a message between services) from being
 * stored as it was sent, as a 400 envelope naming the field, or null when there is nothing:
 * nesting deeper than MAX_JSON_DEPTH; a null character, which PostgreSQL cannot store in text; a
 * lone UTF-16 surrogate (`"\ud800"` in JSON), which has no UTF-8 form, so the database would keep
 * U+FFFD, or refuse it inside JSON, and the reply would differ from what was stored. One pass.
 */
export function requestTextProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): ErrorEnvelope | null {
  const found = firstProblem(value, 1, maxDepth);
  if (!found) return null;
  if (found.kind === 'depth') return errorEnvelope('BAD_REQUEST', JSON_TOO_DEEP_MESSAGE);
  const path = found.path.reverse();
  if (found.kind === 'surrogate') return loneSurrogateEnvelope(path);
  const text = path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined),
    value,
  );
  return nullCharacterEnvelope(path, text);
}
