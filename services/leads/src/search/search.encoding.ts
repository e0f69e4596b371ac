import type { SearchResponse, Lead, SavedMark } from '@leadgen/contracts';
import type { JsonPart } from '@leadgen/service-kit';
import { isOpenAt } from '../places/place.hours.js';
import type { Candidate } from '../places/place.model.js';
import { callLineOf } from '../my-leads/best-time.planner.js';

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
  // Its label and reasoning only: a search can carry a thousand leads, and the row needs no more.
  if (now) lead.best_time = callLineOf(lead, now);
  return lead;
}

/** A lead as it leaves the service: a fresh object with is_open_now computed for `now`. */
export function materialize(c: Candidate, now: Date): Lead {
  return withOpen(c, openNow(c, now));
}

/** The JSON of withOpen(c, open), one piece of the answer written by encodeSearchResponse. */
export function leadJson(c: Candidate, open: boolean | null, now?: Date): string {
  return JSON.stringify(withOpen(c, open, now));
}

/**
 * A search response as JSON pieces, given its leads' JSON (same content as JSON.stringify of the
 * whole). Left as text: the reply writes them as UTF-8 into the one buffer it sends or compresses.
 */
export function encodeSearchResponse(
  response: Omit<SearchResponse, 'leads' | 'more_leads'>,
  leadJsons: readonly string[],
  moreJsons: readonly string[] = [],
): JsonPart[] {
  const rest = JSON.stringify({ ...response, leads: undefined, more_leads: undefined }).slice(1);
  const parts: JsonPart[] = ['{"leads":['];
  const list = (jsons: readonly string[]) =>
    jsons.forEach((json, i) => {
      if (i) parts.push(',');
      parts.push(json);
    });
  list(leadJsons);
  if (moreJsons.length) {
    parts.push('],"more_leads":[');
    list(moreJsons);
  }
  parts.push(rest.length > 1 ? '],' : ']', rest);
  return parts;
}

/** A lead's JSON with the rep's saved mark added as its last field. */
export function withMark(json: string, mark: SavedMark): string {
  return withField(json, 'saved', mark);
}

/** The lead's JSON with one more field written at its end. */
export function withField(json: string, key: 'saved' | 'teammate_lead', value: unknown): string {
  return `${json.slice(0, -1)},"${key}":${JSON.stringify(value)}}`;
}

/** A lead that got a pitch, as JSON: written once, so it is not kept on the candidate. */
export function encodeLead(lead: Lead): string {
  return JSON.stringify(lead);
}
