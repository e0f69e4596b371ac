import type { SearchResponse, Lead, SavedMark } from '@leadgen/contracts';
import { isOpenAt } from '../places/place.hours.js';
import type { Candidate } from '../places/place.model.js';
import { bestTimeLine } from './search.best-time.js';

const encoder = new TextEncoder();
const COMMA = encoder.encode(',');

/**
 * Open right now in the place's own time zone; null when its hours or time zone are unknown. An
 * announced opening is never open yet, whatever hours it has published.
 */
export function openNow(c: Candidate, now: Date): boolean | null {
  if (c.lead.is_opening_soon) return false;
  return c.hours && c.clock ? isOpenAt(c.hours, c.clock, now) : null;
}

/**
 * The candidate's lead as it leaves the service: a fresh object with is_open_now set, and when
 * `now` is given, the best time to call as of then.
 */
export function withOpen(c: Candidate, open: boolean | null, now?: Date): Lead {
  const hours = c.lead.operating_hours;
  const lead: Lead = {
    ...c.lead,
    pitch: null,
    operating_hours: hours ? { weekday_text: hours.weekday_text, is_open_now: open } : null,
  };
  return now ? { ...lead, best_time: bestTimeLine(lead, now) } : lead;
}

/** A lead as it leaves the service: a fresh object with is_open_now computed for `now`. */
export function materialize(c: Candidate, now: Date): Lead {
  return withOpen(c, openNow(c, now));
}

/** The JSON of withOpen(c, open), one piece of the answer written by encodeSearchResponse. */
export function leadJson(c: Candidate, open: boolean | null, now?: Date): Uint8Array {
  return encoder.encode(JSON.stringify(withOpen(c, open, now)));
}

/** A search response as JSON pieces, given its leads' JSON (same content as JSON.stringify of the whole). */
export function encodeSearchResponse(
  response: Omit<SearchResponse, 'leads' | 'more_leads'>,
  leadJsons: readonly Uint8Array[],
  moreJsons: readonly Uint8Array[] = [],
): Uint8Array[] {
  const rest = encoder.encode(JSON.stringify({ ...response, leads: undefined, more_leads: undefined }).slice(1));
  const parts: Uint8Array[] = [encoder.encode('{"leads":[')];
  const list = (jsons: readonly Uint8Array[]) =>
    jsons.forEach((json, i) => {
      if (i) parts.push(COMMA);
      parts.push(json);
    });
  list(leadJsons);
  if (moreJsons.length) {
    parts.push(encoder.encode('],"more_leads":['));
    list(moreJsons);
  }
  parts.push(encoder.encode(rest.length > 1 ? '],' : ']'), rest);
  return parts;
}

/** A lead's JSON with the rep's saved mark added as its last field; the cached encoding stays as it was. */
export function withMark(json: Uint8Array, mark: SavedMark): Uint8Array {
  return withField(json, 'saved', mark);
}

/** The lead's JSON with one more field written at its end. */
export function withField(json: Uint8Array, key: 'saved' | 'teammate_lead', value: unknown): Uint8Array {
  const tail = encoder.encode(`,"${key}":${JSON.stringify(value)}}`);
  const out = new Uint8Array(json.length - 1 + tail.length);
  out.set(json.subarray(0, json.length - 1));
  out.set(tail, json.length - 1);
  return out;
}

/** A lead that got a pitch, as JSON: written once, so it is not kept on the candidate. */
export function encodeLead(lead: Lead): Uint8Array {
  return encoder.encode(JSON.stringify(lead));
}
