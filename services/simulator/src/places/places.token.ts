import { createHash } from 'node:crypto';
import { GoogleError } from './places.errors.js';
import type { SearchTextRequest } from './places.request.js';

/** JSON with every object's keys in order: the same search, the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** What identifies a search across its pages: everything but the page asked for and its size. */
function searchHash(request: SearchTextRequest): string {
  const { pageToken: _token, pageSize: _size, maxResultCount: _max, ...rest } = request;
  return createHash('sha256').update(canonical(rest)).digest('base64url').slice(0, 16);
}

const seal = (body: string) => createHash('sha256').update(`simulated-places:${body}`).digest('base64url').slice(0, 10);

/** An opaque token for the next page: where it starts, tied to this search (no state kept between requests). */
export function nextPageToken(request: SearchTextRequest, offset: number): string {
  const body = `${offset}.${searchHash(request)}`;
  return Buffer.from(`${body}.${seal(body)}`).toString('base64url');
}

/** Where the page a token asks for starts; a token of another search, or none of ours, is INVALID_ARGUMENT. */
export function pageOffset(request: SearchTextRequest): number {
  if (!request.pageToken) return 0;
  const [offset, hash, mark] = Buffer.from(request.pageToken, 'base64url').toString('utf8').split('.');
  const valid = offset && hash && mark && seal(`${offset}.${hash}`) === mark && /^\d+$/.test(offset);
  if (!valid) throw new GoogleError('INVALID_ARGUMENT', 'Invalid page token.');
  if (hash !== searchHash(request))
    throw new GoogleError(
      'INVALID_ARGUMENT',
      'The page token does not belong to this request: every parameter but pageToken and pageSize must match the request that returned it.',
    );
  return Number(offset);
}
