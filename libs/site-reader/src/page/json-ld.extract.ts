import type { CheerioAPI } from 'cheerio';
import type { Evidence, JsonLdBusiness, JsonLdFacts, PostalAddress } from '../schemas.js';

type Node = Record<string, unknown>;

const FOOD = new Set([
  'Restaurant',
  'FoodEstablishment',
  'Bakery',
  'BarOrPub',
  'Brewery',
  'CafeOrCoffeeShop',
  'Distillery',
  'FastFoodRestaurant',
  'IceCreamShop',
  'Winery',
]);
const LOCAL = new Set([
  'LocalBusiness',
  'Store',
  'NightClub',
  'EntertainmentBusiness',
  'LodgingBusiness',
  'Hotel',
  'FoodService',
  'CateringService',
]);
const ORG = new Set(['Organization', 'Corporation']);

function typesOf(node: Node): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^https?:\/\/schema\.org\//i, '').trim());
}

function rank(types: string[]): number {
  if (types.some((t) => FOOD.has(t))) return 3;
  if (types.some((t) => LOCAL.has(t) || /Business$/.test(t))) return 2;
  if (types.some((t) => ORG.has(t))) return 1;
  return 0;
}

/** Parses JSON-LD leniently: comments, CDATA, trailing commas and raw newlines in strings are tolerated. */
export function parseJsonLd(raw: string): unknown {
  const text = raw
    .trim()
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .trim();
  try {
    return JSON.parse(text);
  } catch {
    const fixed = text
      .replace(/,\s*([}\]])/g, '$1')
      // eslint-disable-next-line no-control-regex -- raw control characters inside JSON strings are the thing being repaired
      .replace(/[\u0000-\u001f]+/g, ' ');
    return JSON.parse(fixed);
  }
}

function collect(value: unknown, out: Node[], depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, out, depth + 1);
    return;
  }
  const node = value as Node;
  if (node['@type'] !== undefined) out.push(node);
  for (const [k, v] of Object.entries(node)) {
    if (k === '@context') continue;
    if (v && typeof v === 'object') collect(v, out, depth + 1);
  }
}

function str(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return str(v[0]);
  if (v && typeof v === 'object') {
    const o = v as Node;
    return str(o['name'] ?? o['url'] ?? o['@id'] ?? o['@value']);
  }
  return null;
}

function strList(v: unknown, split = false): string[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  const out: string[] = [];
  for (const item of list) {
    const s = str(item);
    if (!s) continue;
    if (split) out.push(...s.split(/\s*[,;]\s*/).filter(Boolean));
    else out.push(s);
  }
  return [...new Set(out)];
}

function urlOf(v: unknown, base: string): string | null {
  let s: string | null = null;
  if (typeof v === 'string') s = v;
  else if (Array.isArray(v)) return urlOf(v[0], base);
  else if (v && typeof v === 'object') {
    const o = v as Node;
    s = (typeof o['url'] === 'string' && o['url']) || (typeof o['@id'] === 'string' && o['@id']) || null;
  }
  if (!s) return null;
  try {
    return new URL(s.trim(), base).href;
  } catch {
    return null;
  }
}

function address(v: unknown): PostalAddress | null {
  if (Array.isArray(v)) return address(v[0]);
  if (typeof v === 'string')
    return v.trim()
      ? { street: null, locality: null, region: null, postalCode: null, country: null, text: v.trim() }
      : null;
  if (!v || typeof v !== 'object') return null;
  const o = v as Node;
  const a = {
    street: str(o['streetAddress']),
    locality: str(o['addressLocality']),
    region: str(o['addressRegion']),
    postalCode: str(o['postalCode']),
    country: str(o['addressCountry']),
  };
  const text = [a.street, a.locality, [a.region, a.postalCode].filter(Boolean).join(' '), a.country]
    .filter((x) => x && x.length > 0)
    .join(', ');
  return text ? { ...a, text } : null;
}

const DAY = (d: string): string => d.replace(/^https?:\/\/schema\.org\//i, '').trim();

function openingHours(node: Node): string[] {
  const lines = strList(node['openingHours']);
  const spec = node['openingHoursSpecification'];
  const specs = Array.isArray(spec) ? spec : spec ? [spec] : [];
  for (const s of specs) {
    if (!s || typeof s !== 'object') continue;
    const o = s as Node;
    const days = strList(o['dayOfWeek']).map(DAY);
    const opens = str(o['opens']);
    const closes = str(o['closes']);
    const time = opens || closes ? `${opens ?? '?'}-${closes ?? '?'}` : '';
    const line = [days.join(', '), time].filter(Boolean).join(' ');
    if (line) lines.push(line);
  }
  return lines;
}

function reservations(v: unknown, base: string): boolean | string | null {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    const s = v
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\/schema\.org\//, '');
    if (['true', 'yes', '1'].includes(s)) return true;
    if (['false', 'no', '0'].includes(s)) return false;
    return urlOf(v, base);
  }
  return null;
}

export function extractJsonLd($: CheerioAPI, pageUrl: string): JsonLdFacts {
  const nodes: Node[] = [];
  const nodeBlock = new Map<Node, string>();
  let blocks = 0;
  let errors = 0;
  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase().split(';')[0].trim();
    if (type !== 'application/ld+json') return;
    blocks++;
    const raw = $(el).text();
    let parsed: unknown;
    try {
      parsed = parseJsonLd(raw);
    } catch {
      errors++;
      return;
    }
    const found: Node[] = [];
    collect(parsed, found);
    for (const n of found) nodeBlock.set(n, raw);
    nodes.push(...found);
  });
  const types = [...new Set(nodes.flatMap(typesOf))];
  const menus = nodes
    .filter((n) => typesOf(n).includes('Menu'))
    .map((n) => ({ name: str(n['name']), url: urlOf(n, pageUrl) }));

  let best: Node | undefined;
  let bestScore = -1;
  for (const n of nodes) {
    const r = rank(typesOf(n));
    if (r === 0) continue;
    const score = r * 100 + Object.keys(n).length;
    if (score > bestScore) {
      best = n;
      bestScore = score;
    }
  }
  let business: JsonLdBusiness | null = null;
  if (best) {
    const raw = nodeBlock.get(best) ?? '';
    const evidence: Evidence = { url: pageUrl, snippet: snippetOf(raw) };
    business = {
      types: typesOf(best),
      name: str(best['name']),
      url: urlOf(best['url'], pageUrl),
      description: str(best['description']),
      telephone: str(best['telephone']),
      email: str(best['email'])?.replace(/^mailto:/i, '') ?? null,
      address: address(best['address']),
      openingHours: openingHours(best),
      servesCuisine: strList(best['servesCuisine'], true),
      priceRange: str(best['priceRange']),
      menuUrl: urlOf(best['hasMenu'] ?? best['menu'], pageUrl) ?? menus.find((m) => m.url)?.url ?? null,
      acceptsReservations: reservations(best['acceptsReservations'], pageUrl),
      sameAs: strList(best['sameAs']),
      evidence,
    };
  }
  return { blocks, errors, types, business, menus };
}

function snippetOf(raw: string): string {
  const s = raw.replace(/\s+/g, ' ').trim();
  return s.length > 200 ? `${s.slice(0, 197)}...` : s;
}
