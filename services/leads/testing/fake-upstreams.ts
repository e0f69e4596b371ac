/**
 * Local stand-ins for Google Places (API New) and Overpass, on 127.0.0.1 only, answering the way
 * the real APIs do (bodies, paging, error shapes), so tests exercise the real client code.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  requests: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: string }>;
  close(): Promise<void>;
}

async function listen(
  handler: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<FakeServer & { server: Server }> {
  const requests: FakeServer['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
};

// ---------------------------------------------------------------------------------------------
export type GoogleMode =
  | 'ok'
  | 'quota'
  | 'server_error'
  | 'garbage'
  | 'hang'
  | 'stall_body'
  | 'redirect'
  | 'bad_shape'
  | 'fail_second_page'
  | 'empty';

export interface FakeGoogle extends FakeServer {
  mode: GoogleMode;
  /** Places the fake holds for any query; Text Search stops at 60 no matter how many exist. */
  total: number;
}

export const FAKE_GOOGLE_KEY = 'test-places-key';

/** One place shaped like Places API (New) with the lead's field mask. */
export function googlePlace(i: number, overrides: Record<string, unknown> = {}) {
  const chain = i % 10 === 3;
  return {
    id: `ChIJfake${String(i).padStart(4, '0')}`,
    displayName: { text: chain ? `Taco Trail #${i}` : `Fake Bistro ${i}`, languageCode: 'en' },
    formattedAddress: `${100 + i} Congress Ave, Austin, TX 78701, USA`,
    postalAddress: {
      regionCode: 'US',
      languageCode: 'en',
      postalCode: '78701',
      administrativeArea: 'TX',
      locality: 'Austin',
      addressLines: [`${100 + i} Congress Ave`],
    },
    nationalPhoneNumber: `(512) 555-${String(1000 + i).slice(-4)}`,
    websiteUri: `https://bistro${i}.example.com/`,
    rating: 3 + (i % 20) / 10,
    userRatingCount: 10 * i + 3,
    regularOpeningHours: {
      periods: [1, 2, 3, 4, 5, 6].map((d) => ({
        open: { day: d, hour: 11, minute: 0 },
        close: { day: d, hour: 22, minute: 0 },
      })),
    },
    utcOffsetMinutes: -360,
    primaryType: i % 2 ? 'mexican_restaurant' : 'restaurant',
    types: [i % 2 ? 'mexican_restaurant' : 'restaurant', 'food', 'point_of_interest', 'establishment'],
    businessStatus: 'OPERATIONAL',
    ...overrides,
  };
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const state = { mode: 'ok' as GoogleMode, total: 45 };
  const base = await listen((req, body, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/places:searchText') {
      return json(res, 404, { error: { code: 404, message: 'Method not found.', status: 'NOT_FOUND' } });
    }
    if (req.headers['x-goog-api-key'] !== FAKE_GOOGLE_KEY) {
      return json(res, 400, {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'API_KEY_INVALID',
              domain: 'googleapis.com',
            },
          ],
        },
      });
    }
    if (!req.headers['x-goog-fieldmask']) {
      return json(res, 400, {
        error: {
          code: 400,
          message:
            'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.',
          status: 'INVALID_ARGUMENT',
        },
      });
    }
    let parsed: { textQuery?: string; pageSize?: number; pageToken?: string };
    try {
      parsed = JSON.parse(body);
    } catch {
      return json(res, 400, {
        error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' },
      });
    }
    const offset = parsed.pageToken
      ? Number(Buffer.from(parsed.pageToken, 'base64url').toString().replace('offset:', ''))
      : 0;
    switch (state.mode) {
      case 'quota':
        return json(res, 429, {
          error: {
            code: 429,
            message:
              "Quota exceeded for quota metric 'SearchTextRequest' and limit 'SearchTextRequest per minute' of service 'places.googleapis.com'.",
            status: 'RESOURCE_EXHAUSTED',
          },
        });
      case 'server_error':
        return json(res, 500, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } });
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><body>502 Bad Gateway</body></html>');
      case 'bad_shape':
        return json(res, 200, { places: 'not-a-list' });
      case 'hang':
        return; // never answers
      case 'stall_body':
        res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        return void res.write('{"places": ['); // the headers and a start, then nothing
      case 'redirect':
        res.writeHead(302, { location: 'https://example.com/elsewhere' });
        return res.end();
      case 'empty':
        return json(res, 200, {});
      case 'fail_second_page':
        if (offset > 0)
          return json(res, 503, {
            error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' },
          });
        break;
      default:
        break;
    }
    const pageSize = Math.min(20, Math.max(1, parsed.pageSize ?? 20));
    const cap = Math.min(state.total, 60);
    const places = [];
    for (let i = offset; i < Math.min(cap, offset + pageSize); i++) places.push(googlePlace(i));
    // Real results repeat a place across pages now and then: the client dedups by id.
    if (offset > 0 && places.length) places.push(googlePlace(offset - 1));
    const next = offset + pageSize < cap ? Buffer.from(`offset:${offset + pageSize}`).toString('base64url') : undefined;
    json(res, 200, next ? { places, nextPageToken: next } : { places });
  });
  const fake = base as unknown as FakeGoogle;
  Object.defineProperty(fake, 'mode', { get: () => state.mode, set: (m: GoogleMode) => (state.mode = m) });
  Object.defineProperty(fake, 'total', { get: () => state.total, set: (n: number) => (state.total = n) });
  return fake;
}

// ---------------------------------------------------------------------------------------------
export type OverpassMode =
  'ok' | 'rate_limited' | 'busy' | 'runtime_error' | 'partial' | 'garbage' | 'hang' | 'bad_request';

export interface FakeOverpass extends FakeServer {
  mode: OverpassMode;
  /** The Overpass QL queries received. */
  queries: string[];
}

export const OSM_ELEMENTS = [
  {
    type: 'node',
    id: 101,
    lat: 30.2672,
    lon: -97.7431,
    tags: {
      amenity: 'restaurant',
      name: 'Casa Verde',
      cuisine: 'mexican;tex-mex',
      phone: '+1 512-555-0142',
      website: 'https://casa-verde.example.com',
      opening_hours: 'Mo-Fr 11:00-22:00; Sa,Su 10:00-23:00',
      'addr:housenumber': '1200',
      'addr:street': 'East 6th Street',
      'addr:city': 'Austin',
      'addr:postcode': '78702',
      'addr:state': 'TX',
    },
  },
  {
    type: 'way',
    id: 202,
    center: { lat: 30.27, lon: -97.74 },
    tags: {
      amenity: 'fast_food',
      name: 'Burger Barnstar',
      brand: 'Burger Barnstar',
      'brand:wikidata': 'Q999001',
      cuisine: 'burger',
      opening_hours: '24/7',
      'addr:housenumber': '500',
      'addr:street': 'Lamar Blvd',
    },
  },
  {
    type: 'node',
    id: 303,
    lat: 30.28,
    lon: -97.75,
    tags: {
      amenity: 'fast_food',
      name: 'Burger Barnstar',
      brand: 'Burger Barnstar',
      'brand:wikidata': 'Q999001',
      cuisine: 'burger',
      'addr:housenumber': '9000',
      'addr:street': 'Research Blvd',
    },
  },
  {
    type: 'node',
    id: 404,
    lat: 30.29,
    lon: -97.76,
    tags: {
      amenity: 'cafe',
      name: 'Bean There Coffee',
      cuisine: 'coffee_shop',
      opening_hours: 'Mo-Su 07:00-15:00',
      website: 'bean-there.example.org',
    },
  },
  {
    type: 'node',
    id: 505,
    lat: 30.3,
    lon: -97.7,
    tags: {
      amenity: 'restaurant',
      name: 'Noodle Chain - South Congress',
      brand: 'Noodle Chain',
      cuisine: 'asian',
      opening_hours: 'Mo-Th 11:00-21:00; Fr-Sa 11:00-02:00; PH off',
    },
  },
  {
    type: 'node',
    id: 606,
    lat: 30.31,
    lon: -97.71,
    tags: { amenity: 'bar', name: 'The Tipsy Heron', opening_hours: 'Mo-Su 16:00-02:00', start_date: '2026-05' },
  },
  { type: 'node', id: 707, lat: 30.32, lon: -97.72, tags: { amenity: 'restaurant' } }, // no name: skipped
];

export async function startFakeOverpass(): Promise<FakeOverpass> {
  const state = { mode: 'ok' as OverpassMode };
  const queries: string[] = [];
  const base = await listen((req, body, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/api/interpreter')) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body>Not found</body></html>');
    }
    const query = new URLSearchParams(body).get('data') ?? '';
    queries.push(query);
    const envelope = (elements: unknown[], remark?: string) => ({
      version: 0.6,
      generator: 'Overpass API 0.7.62.1 084b4234',
      osm3s: {
        timestamp_osm_base: '2026-11-22T12:00:00Z',
        timestamp_areas_base: '2026-11-22T10:00:00Z',
        copyright:
          'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
      },
      elements,
      ...(remark ? { remark } : {}),
    });
    switch (state.mode) {
      case 'rate_limited':
        res.writeHead(429, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          '<?xml version="1.0" encoding="UTF-8"?><html><body><p><strong>Error</strong>: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::rate_limited. Please check /api/status for the quota of your IP address.</p></body></html>',
        );
      case 'busy':
        res.writeHead(504, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          '<html><body><p><strong>Error</strong>: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::timeout. The server is probably too busy to handle your request.</p></body></html>',
        );
      case 'bad_request':
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          '<html><body><p><strong>Error</strong>: line 1: parse error: Unknown type "nwr"</p></body></html>',
        );
      case 'runtime_error':
        return json(res, 200, envelope([], 'runtime error: Query timed out in "query" at line 3 after 26 seconds.'));
      case 'partial':
        return json(
          res,
          200,
          envelope(OSM_ELEMENTS.slice(0, 2), 'runtime error: Query ran out of memory in "query" at line 3.'),
        );
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"version": 0.6, "elements": [ {"type": "node", "id": 1,');
      case 'hang':
        return;
      default:
        return json(res, 200, envelope(OSM_ELEMENTS));
    }
  });
  const fake = base as unknown as FakeOverpass;
  Object.defineProperty(fake, 'mode', { get: () => state.mode, set: (m: OverpassMode) => (state.mode = m) });
  fake.queries = queries;
  return fake;
}
