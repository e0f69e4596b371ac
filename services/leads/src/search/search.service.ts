import {
  MAX_LOCATION_OPTIONS,
  NO_RESULTS_MESSAGE,
  type Caller,
  type Lead,
  type Pitch,
  type SearchCriteria,
  type SearchResponse,
} from '@leadgen/contracts';
import { summarize } from './analytics.js';
import { cuisineValue } from './cuisines.js';
import { isOpenAt } from './hours.js';
import type { Candidate, LeadProvider } from './model.js';

/** maxLocations at this value means "50+ locations (unlimited)". */
export const UNLIMITED_LOCATIONS = MAX_LOCATION_OPTIONS[MAX_LOCATION_OPTIONS.length - 1];

export interface SelectContext {
  ratings_available: boolean;
  dates_available: boolean;
  source_label: string;
  /** Candidates already in the default ranking: filters keep the order, so no sort is needed. */
  presorted?: boolean;
  /** Set when the candidates' dedup keys are numbered (internDedupKeys). */
  dedup_key_space?: number;
}

export interface Selection {
  selected: Candidate[];
  total_matches: number;
  warnings: string[];
}

/** Best first: fit score, then rating, then review volume, then name; new websites ahead when asked. */
export function compareCandidates(prioritizeNewWebsites: boolean) {
  return (a: Candidate, b: Candidate): number => {
    if (prioritizeNewWebsites) {
      const na = a.lead.is_new_website ? 1 : 0;
      const nb = b.lead.is_new_website ? 1 : 0;
      if (na !== nb) return nb - na;
    }
    return (
      b.lead.fit_score - a.lead.fit_score ||
      (b.lead.google_rating ?? 0) - (a.lead.google_rating ?? 0) ||
      (b.lead.review_count ?? 0) - (a.lead.review_count ?? 0) ||
      (a.lead.name < b.lead.name ? -1 : a.lead.name > b.lead.name ? 1 : 0) ||
      (a.keys.place < b.keys.place ? -1 : 1)
    );
  };
}

/**
 * Keeps the first of each group of duplicates (the list is already ranked, so the best survives):
 * same place id, same phone, same website host, or same normalised name + street. Chain locations
 * that share one brand website count as one lead: for the rep the brand is one account.
 */
export function dedupe(candidates: readonly Candidate[], keySpace?: number): { kept: Candidate[]; removed: number } {
  // A provider that numbers its keys numbers all of them (internDedupKeys).
  if (keySpace !== undefined && candidates[0]?.dedupIds) return dedupeInterned(candidates, keySpace);
  const seen = new Set<string>();
  const kept: Candidate[] = [];
  for (const c of candidates) {
    const keys = c.dedupKeys;
    if (keys.some((k) => seen.has(k))) continue;
    for (const k of keys) seen.add(k);
    kept.push(c);
  }
  return { kept, removed: candidates.length - kept.length };
}

/** dedupe over keys numbered by internDedupKeys: a byte per key instead of a set of strings. */
function dedupeInterned(candidates: readonly Candidate[], keySpace: number): { kept: Candidate[]; removed: number } {
  const seen = new Uint8Array(keySpace);
  const kept: Candidate[] = [];
  outer: for (const c of candidates) {
    const ids = c.dedupIds!;
    for (let i = 0; i < ids.length; i++) if (seen[ids[i]!]) continue outer;
    for (let i = 0; i < ids.length; i++) seen[ids[i]!] = 1;
    kept.push(c);
  }
  return { kept, removed: candidates.length - kept.length };
}

/**
 * Numbers the dedup keys of a candidate list that is searched many times (0..n-1, equal keys
 * equal numbers) and returns n; dedupe(list or any subset of it, n) then runs on the numbers.
 */
export function internDedupKeys(candidates: readonly Candidate[]): number {
  const ids = new Map<string, number>();
  for (const c of candidates) {
    c.dedupIds = c.dedupKeys.map((k) => {
      let id = ids.get(k);
      if (id === undefined) ids.set(k, (id = ids.size));
      return id;
    });
  }
  return ids.size;
}

/** Index of the first bad fit in a list ranked by fit score (its length when there is none). */
function firstBadFit(list: readonly Candidate[]): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.lead.fit_decision === 'bad_fit') hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Every filter and option of the form, in order; then rank, dedupe and cut to the limit. */
export function selectLeads(all: readonly Candidate[], criteria: SearchCriteria, ctx: SelectContext): Selection {
  const warnings: string[] = [];
  let list = all.slice();

  if (criteria.min_rating > 0 || criteria.min_reviews > 0) {
    if (ctx.ratings_available) {
      if (criteria.min_rating > 0) list = list.filter((c) => (c.lead.google_rating ?? 0) >= criteria.min_rating);
      if (criteria.min_reviews > 0) list = list.filter((c) => (c.lead.review_count ?? 0) >= criteria.min_reviews);
    } else {
      warnings.push(`${ctx.source_label} has no ratings or reviews: the minimum rating and review filters were not applied.`);
    }
  }

  if (criteria.filter_bad_fits) {
    // Ranked lists (fit score first) end with their bad fits: cut there instead of testing each.
    if (ctx.presorted) list = list.slice(0, firstBadFit(list));
    else list = list.filter((c) => c.lead.fit_decision !== 'bad_fit');
  }

  if (criteria.enableLocationFilter) {
    const max = criteria.maxLocations >= UNLIMITED_LOCATIONS ? Infinity : criteria.maxLocations;
    const unknown = list.filter((c) => c.lead.location_count === null).length;
    list = list.filter((c) => c.lead.location_count !== null && c.lead.location_count >= criteria.minLocations && c.lead.location_count <= max);
    if (unknown) warnings.push(`${unknown} place${unknown === 1 ? '' : 's'} with an unknown number of locations left out by the location filter.`);
  }

  if (criteria.filterRecentlyEstablished) {
    if (ctx.dates_available) list = list.filter((c) => c.lead.is_recently_established);
    else warnings.push(`${ctx.source_label} has no opening dates: 'Recently established restaurants only' was not applied.`);
  }
  if (criteria.prioritizeNewWebsites && !ctx.dates_available) {
    warnings.push(`${ctx.source_label} has no domain registration dates: new websites could not be ranked first.`);
  }

  const newFirst = criteria.prioritizeNewWebsites && ctx.dates_available;
  if (!ctx.presorted) list.sort(compareCandidates(newFirst));
  else if (newFirst) list = [...list.filter((c) => c.lead.is_new_website), ...list.filter((c) => !c.lead.is_new_website)];
  if (criteria.filter_duplicates) list = dedupe(list, ctx.dedup_key_space).kept;
  return { selected: list.slice(0, criteria.limit), total_matches: list.length, warnings };
}

const encoder = new TextEncoder();
const COMMA = encoder.encode(',');

/** Open right now in the place's own time zone; null when its hours or time zone are unknown. */
function openNow(c: Candidate, now: Date): boolean | null {
  return c.hours && c.clock ? isOpenAt(c.hours, c.clock, now) : null;
}

/** The candidate's lead as it leaves the service: a fresh object with is_open_now set. */
function withOpen(c: Candidate, open: boolean | null): Lead {
  const hours = c.lead.operating_hours;
  return { ...c.lead, pitch: null, operating_hours: hours ? { weekday_text: hours.weekday_text, is_open_now: open } : null };
}

/** A lead as it leaves the service: a fresh object with is_open_now computed for `now`. */
export function materialize(c: Candidate, now: Date): Lead {
  return withOpen(c, openNow(c, now));
}

/**
 * The JSON of withOpen(c, open). A candidate only changes when its provider builds it again (the
 * demo provider: once a day) and open-now has three states, so the encoding is kept on the
 * candidate per state.
 */
export function leadJson(c: Candidate, open: boolean | null): Uint8Array {
  const slot = open === true ? 0 : open === false ? 1 : 2;
  const cache = (c.encoded ??= []);
  return (cache[slot] ??= encoder.encode(JSON.stringify(withOpen(c, open))));
}

/** A search response as JSON pieces, given its leads' JSON (same content as JSON.stringify of the whole). */
export function encodeSearchResponse(response: Omit<SearchResponse, 'leads'>, leadJsons: readonly Uint8Array[]): Uint8Array[] {
  const rest = encoder.encode(JSON.stringify({ ...response, leads: undefined }).slice(1));
  const parts: Uint8Array[] = [encoder.encode('{"leads":[')];
  leadJsons.forEach((json, i) => {
    if (i) parts.push(COMMA);
    parts.push(json);
  });
  parts.push(encoder.encode(rest.length > 1 ? '],' : ']'), rest);
  return parts;
}

/** A search's outcome before its leads are written out: the ranked candidates, open-now, pitched leads. */
interface Outcome {
  selected: Candidate[];
  open: Array<boolean | null>;
  /** Leads that got a pitch, by position. */
  pitched: Map<number, Lead>;
  rest: Omit<SearchResponse, 'leads'>;
}

export interface PitchOutcome {
  pitches: Array<Pitch | null>;
  warning?: string;
}

/** Who writes pitches for the top leads (the analysis service over NATS). */
export interface PitchSource {
  pitches(leads: readonly Lead[], ctx: { request_id: string; caller: Caller | null; ip: string }): Promise<PitchOutcome>;
}

export interface RunContext {
  request_id: string;
  caller: Caller | null;
  ip: string;
  now?: Date;
}

/** The whole search: provider, filters, ranking, open-now, pitches, analytics, timing. */
export class LeadSearch {
  constructor(
    private readonly provider: LeadProvider,
    private readonly pitchSource: PitchSource | null,
  ) {}

  async run(criteria: SearchCriteria, ctx: RunContext): Promise<SearchResponse> {
    const o = await this.execute(criteria, ctx);
    return { ...o.rest, leads: o.selected.map((c, i) => o.pitched.get(i) ?? withOpen(c, o.open[i]!)) };
  }

  /** The search answered as JSON (pieces to send one after another); leads without a pitch reuse their encoding. */
  async runJson(criteria: SearchCriteria, ctx: RunContext): Promise<{ count: number; json: Uint8Array[] }> {
    const o = await this.execute(criteria, ctx);
    const leads = o.selected.map((c, i) => {
      const pitched = o.pitched.get(i);
      return pitched ? encoder.encode(JSON.stringify(pitched)) : leadJson(c, o.open[i]!);
    });
    return { count: o.rest.count, json: encodeSearchResponse(o.rest, leads) };
  }

  private async execute(criteria: SearchCriteria, ctx: RunContext): Promise<Outcome> {
    const started = performance.now();
    const now = ctx.now ?? new Date();
    const cuisine = cuisineValue(criteria.cuisine);
    const result = await this.provider.search({ city: criteria.city, state: criteria.state, cuisine, limit: criteria.limit }, now);
    const { selected, total_matches, warnings: selectWarnings } = selectLeads(result.candidates, criteria, {
      ratings_available: result.ratings_available,
      dates_available: result.dates_available,
      source_label: this.provider.info.label.split(':')[0]!,
      presorted: result.presorted ?? false,
      dedup_key_space: result.dedup_key_space,
    });
    const open = selected.map((c) => openNow(c, now));
    const warnings = [...result.warnings, ...selectWarnings];

    const pitched = new Map<number, Lead>();
    if (criteria.enablePitchGeneration && selected.length) {
      if (!this.pitchSource) {
        warnings.push('Pitch generation is not available right now: leads are shown without pitches.');
      } else {
        const top = selected.slice(0, criteria.pitchGenerationCount).map((c, i) => withOpen(c, open[i]!));
        const outcome = await this.pitchSource.pitches(top, ctx);
        outcome.pitches.forEach((p, i) => {
          if (p) pitched.set(i, { ...top[i]!, pitch: p });
        });
        if (outcome.warning) warnings.push(outcome.warning);
      }
    }

    const elapsed = (performance.now() - started) / 1000;
    const rest: Omit<SearchResponse, 'leads'> = {
      success: true,
      analytics: summarize(selected.map((c) => c.lead)),
      count: selected.length,
      processing_time: Math.max(0.01, Math.round(elapsed * 100) / 100),
      ...(selected.length ? {} : { message: NO_RESULTS_MESSAGE }),
      warnings,
      data_source: this.provider.info,
      total_matches,
    };
    return { selected, open, pitched, rest };
  }
}
