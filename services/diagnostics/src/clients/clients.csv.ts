import { US_STATES, type ClientRowError } from '@leadgen/contracts';

export interface ClientRow {
  /** Line of the file the row starts on (the header is line 1). */
  line: number;
  name: string;
  address: string | null;
  city: string;
  state: string;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ParsedClients {
  rows: ClientRow[];
  rejected: ClientRowError[];
  /** A problem with the file as a whole (no header, missing columns); nothing is imported. */
  fatal: string | null;
}

/** RFC 4180 records with the line each starts on; an unterminated quote is reported on its line. */
export function parseCsvRecords(text: string): {
  records: Array<{ line: number; cells: string[] }>;
  error: { line: number; message: string } | null;
} {
  const src = text.replace(/^\uFEFF/, '');
  const records: Array<{ line: number; cells: string[] }> = [];
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let atCellStart = true;
    for (;;) {
      if (i >= src.length) {
        if (quoted) return { records, error: { line: start, message: 'A quoted value is never closed.' } };
        cells.push(cell);
        break;
      }
      const ch = src[i]!;
      if (quoted) {
        if (ch === '"') {
          if (src[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            quoted = false;
            i++;
          }
        } else {
          if (ch === '\n') line++;
          cell += ch;
          i++;
        }
        continue;
      }
      if (ch === '"' && atCellStart) {
        quoted = true;
        atCellStart = false;
        i++;
      } else if (ch === ',') {
        cells.push(cell);
        cell = '';
        atCellStart = true;
        i++;
      } else if (ch === '\r' || ch === '\n') {
        cells.push(cell);
        i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
        line++;
        break;
      } else {
        cell += ch;
        atCellStart = false;
        i++;
      }
    }
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
  }
  return { records, error: null };
}

const STATE_SET = new Set<string>(US_STATES as readonly string[]);
const COLUMN_ALIASES: Record<string, string> = {
  lat: 'latitude',
  lng: 'longitude',
  lon: 'longitude',
  long: 'longitude',
  url: 'website',
  'street address': 'address',
  street: 'address',
};

function normaliseWebsite(raw: string): string | null {
  const v = raw.trim();
  if (!v) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined as never;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !/^\d+\.\d+\.\d+\.\d+$/.test(url.hostname))
      return undefined as never;
    return url.href;
  } catch {
    return undefined as never;
  }
}

type CsvRecord = { line: number; cells: string[] };

const COLUMNS_EXPECTED = 'Expected columns: name, address, city, state, website.';

/** The header row's column names, lower case with aliases resolved; or why the file cannot be imported. */
function readHeader(records: CsvRecord[]): { header: string[] } | { fatal: string } {
  if (!records.length)
    return {
      fatal: 'The file is empty: it needs a header row (name, address, city, state, website) and one row per client.',
    };
  const header = records[0]!.cells.map((h) => {
    const k = h.trim().toLowerCase();
    return COLUMN_ALIASES[k] ?? k;
  });
  const missing = ['name', 'city', 'state'].filter((c) => !header.includes(c));
  if (missing.length)
    return { fatal: `The header row (line ${records[0]!.line}) lacks ${missing.join(', ')}. ${COLUMNS_EXPECTED}` };
  return { header };
}

/** What is wrong with a row's name, city and state, in that order. */
function requiredProblems(name: string, city: string, state: string, stateRaw: string): string[] {
  const problems: string[] = [];
  if (!name) problems.push('name is missing');
  else if (name.length > 200) problems.push('name is longer than 200 characters');
  if (!city) problems.push('city is missing');
  else if (city.length > 100) problems.push('city is longer than 100 characters');
  if (!state) problems.push('state is missing');
  else if (!STATE_SET.has(state)) problems.push(`state "${stateRaw}" is not a US state code`);
  return problems;
}

/** Latitude and longitude, each optional but only together; what is wrong with them goes to `problems`. */
function readCoordinates(
  raw: { latitude: string; longitude: string },
  problems: string[],
): { latitude: number | null; longitude: number | null } {
  const num = (v: string, min: number, max: number, label: string): number | null => {
    if (!v) return null;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max) {
      problems.push(`${label} "${v}" is not a valid coordinate`);
      return null;
    }
    return n;
  };
  const latitude = num(raw.latitude, -90, 90, 'latitude');
  const longitude = num(raw.longitude, -180, 180, 'longitude');
  if ((latitude === null) !== (longitude === null) && !problems.some((p) => p.includes('coordinate')))
    problems.push('latitude and longitude go together');
  return { latitude, longitude };
}

/** One data row as a client, or the message saying what is wrong with it. */
function readClientRow(rec: CsvRecord, header: string[]): ClientRow | string {
  if (rec.cells.length !== header.length) return `Expected ${header.length} values, found ${rec.cells.length}.`;
  const get = (name: string) => (header.indexOf(name) >= 0 ? rec.cells[header.indexOf(name)]!.trim() : '');
  const name = get('name');
  const city = get('city');
  const state = get('state').toUpperCase();
  const problems = requiredProblems(name, city, state, get('state'));
  const websiteRaw = get('website');
  const website = websiteRaw ? normaliseWebsite(websiteRaw) : null;
  if (websiteRaw && website === undefined) problems.push(`website "${websiteRaw}" is not a web address`);
  const { latitude, longitude } = readCoordinates({ latitude: get('latitude'), longitude: get('longitude') }, problems);
  const address = get('address');
  if (address.length > 300) problems.push('address is longer than 300 characters');
  if (problems.length) return `${problems.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
  return { line: rec.line, name, address: address || null, city, state, website: website ?? null, latitude, longitude };
}

/**
 * Reads a customer list: header row with name, address, city, state, website (any order, any
 * case; latitude and longitude optional). Each bad row is reported by its line and skipped; the
 * rest are returned.
 */
export function parseClientsCsv(text: string, maxRows = 5000): ParsedClients {
  const { records, error } = parseCsvRecords(text);
  const rejected: ClientRowError[] = [];
  const head = readHeader(records);
  if ('fatal' in head) return { rows: [], rejected, fatal: head.fatal };
  const rows: ClientRow[] = [];
  for (const rec of records.slice(1)) {
    if (rows.length >= maxRows) {
      rejected.push({
        line: rec.line,
        error: `Only ${maxRows} clients can be imported at once; this row and the rest were skipped.`,
      });
      break;
    }
    const row = readClientRow(rec, head.header);
    if (typeof row === 'string') rejected.push({ line: rec.line, error: row });
    else rows.push(row);
  }
  if (error) rejected.push({ line: error.line, error: error.message });
  return { rows, rejected, fatal: null };
}
