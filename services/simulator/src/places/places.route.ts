import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, type SimRoute } from '../http/http.route.js';
import type { Towns } from '../towns/town.registry.js';
import { answerText, KeptAnswers } from './places.answers.js';
import { GoogleError } from './places.errors.js';
import { KeptPlaces, KeptSearches } from './places.kept.js';
import { localityOf } from './places.locality.js';
import { maskPlace, parseFieldMask, type FieldMask } from './places.mask.js';
import { parseSearchText } from './places.request.js';
import { findPlaces, pageSizeOf, type ListingsAt } from './places.search.js';
import { nextPageToken, pageOffset } from './places.token.js';

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

/** The key's checks as Google makes them: none or a wrong one is refused; an `exhausted-` key plays a quota used up. */
function checkKey(req: IncomingMessage, url: URL, apiKey: string): void {
  const key = header(req, 'x-goog-api-key') ?? url.searchParams.get('key') ?? '';
  if (key.startsWith('exhausted-'))
    throw new GoogleError(
      'RESOURCE_EXHAUSTED',
      "Quota exceeded for quota metric 'Text Search requests' and limit 'Text Search requests per day'.",
    );
  if (!key)
    throw new GoogleError(
      'PERMISSION_DENIED',
      'The request is missing a valid API key. Pass it in the X-Goog-Api-Key header.',
    );
  if (key !== apiKey) throw new GoogleError('PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.');
}

function fieldMask(req: IncomingMessage, url: URL): FieldMask {
  const raw = header(req, 'x-goog-fieldmask') ?? url.searchParams.get('fields') ?? url.searchParams.get('$fields');
  if (!raw?.trim())
    throw new GoogleError(
      'INVALID_ARGUMENT',
      "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value 'places.displayName' to ask for the display name of all places.",
    );
  const mask = parseFieldMask(raw);
  if (typeof mask === 'string') throw new GoogleError('INVALID_ARGUMENT', mask);
  return mask;
}

/** A 200 answer of bytes already encoded (kept pages are sent as they were kept). */
function send(res: ServerResponse, bytes: Buffer): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
  res.end(bytes);
}

/**
 * Places API (New) Text Search: `POST /v1/places:searchText` as Google answers it, over every US
 * city and town of the simulated world, each as `listingsAt` lists it at the clock's time (without:
 * as drawn). Stateless: a page token carries where its page starts.
 */
export function placesRoute(
  towns: Towns,
  apiKey: string,
  clock: () => Date = () => new Date(),
  listingsAt?: ListingsAt,
): SimRoute {
  const kept = new KeptPlaces();
  const searches = new KeptSearches();
  const answers = new KeptAnswers();
  return async (req, res, url) => {
    if (url.pathname !== '/v1/places:searchText') return false;
    try {
      if (req.method !== 'POST') throw new GoogleError('NOT_FOUND', `No such method: ${req.method} ${url.pathname}`);
      checkKey(req, url, apiKey);
      const mask = fieldMask(req, url);
      const request = parseSearchText(await readBody(req));
      const locality = request.pageToken ? null : localityOf(towns, request.textQuery);
      if (locality) {
        send(res, Buffer.from(answerText(mask.anyPlace ? JSON.stringify([maskPlace(locality, mask)]) : null, null)));
        return true;
      }
      const offset = pageOffset(request);
      const now = clock();
      const found = searches.get(request, now, () => findPlaces(towns, request, now, listingsAt));
      const end = offset + pageSizeOf(request);
      const answer = answers.get(found, offset, end, mask, now, () => {
        const page = found.slice(offset, end);
        return answerText(
          mask.anyPlace && page.length ? kept.json(page, now, mask) : null,
          mask.nextPageToken && end < found.length ? nextPageToken(request, end) : null,
        );
      });
      send(res, answer);
    } catch (err) {
      if (err instanceof GoogleError) err.send(res);
      else throw err;
    }
    return true;
  };
}
