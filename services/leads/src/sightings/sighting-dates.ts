import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { OpenedSource } from '@leadgen/contracts';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { LEADS_ENV, type LeadsEnv } from '../env.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { RECENT_DAYS, type Candidate } from '../places/place.model.js';
import { dayText } from '../watch/watch.reasons.js';

const DAY_MS = 86_400_000;
const KNOWN_FOR_MS = 10 * 60_000;

interface SightingRow {
  place_id: string;
  first_seen_at: Date | string;
  first_status: string;
  announced_opening: string | Date | null;
  opened_seen_at: Date | string | null;
  watch_since: Date | string | null;
}

interface Evidence {
  at: number;
  source: OpenedSource;
  words: string;
}

/** When a place opened, by what the product itself saw: null when its sightings date nothing. */
/** A date column as a Date: PostgreSQL's `date` comes as 'YYYY-MM-DD' or a Date, read as that UTC day. */
function dayOf(v: string | Date): Date {
  if (v instanceof Date) return v;
  return new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
}

export function evidenceOf(s: SightingRow): Evidence | null {
  const firstSeen = new Date(s.first_seen_at);
  if (s.first_status === 'announced') {
    const opened = s.announced_opening
      ? dayOf(s.announced_opening)
      : s.opened_seen_at
        ? new Date(s.opened_seen_at)
        : null;
    if (!opened) return null;
    const words = `first seen as an announced opening on ${dayText(firstSeen)}, opened ${dayText(opened)}`;
    return { at: opened.getTime(), source: 'seen_announced', words };
  }
  if (s.watch_since && firstSeen.getTime() > new Date(s.watch_since).getTime()) {
    const words = `first seen ${dayText(firstSeen)} in a territory watched since ${dayText(new Date(s.watch_since))}`;
    return { at: firstSeen.getTime(), source: 'watch_first_seen', words };
  }
  return null;
}

/** No opening date, or only the first review's (which dates an opening roughly): the product's own sightings say better. */
const roughlyDated = (c: Candidate) => c.opened_at === null || c.lead.opened_source === 'first_review';

/**
 * 'Recently established' from the product's memory: a place Google lists without an opening date is
 * dated by its sightings, when it was first seen announced and then open, or first seen by a watch
 * already watching its territory. A failed read leaves the candidates as they were.
 */
@Injectable()
export class SightingDates {
  private readonly log = new Logger(SightingDates.name);

  private readonly scorer: Scorer;
  /**
   * What each place's sightings say (its evidence, or none), for ten minutes: a search repeated or
   * paged asks the database only for places it has not looked up lately (a read on every search
   * cost PGlite 14 ms of CPU a search).
   */
  private readonly known = new LRUCache<string, Evidence | 'none'>({ max: 100_000, ttl: KNOWN_FOR_MS });

  constructor(
    private readonly db: LeadsDatabase,
    @Inject(LEADS_ENV) env: LeadsEnv,
  ) {
    this.scorer = new Scorer(env.LEADS_SCORING_WEIGHTS);
  }

  async fill(candidates: Candidate[], now: Date): Promise<Candidate[]> {
    const undated = candidates.filter((c) => roughlyDated(c) && !c.lead.is_opening_soon && c.lead.place_id);
    const unknown = [...new Set(undated.map((c) => c.lead.place_id!))].filter((id) => !this.known.has(id));
    if (unknown.length) {
      try {
        const found = await rows<SightingRow>(
          await this.db.em(),
          `select "place_id", "first_seen_at", "first_status", "announced_opening", "opened_seen_at", "watch_since"
           from "place_sightings" where "place_id" in (${unknown.map(() => '?').join(', ')})
             and ("first_status" = 'announced' or "watch_since" is not null)`,
          unknown,
        );
        const evidence = new Map(found.map((s) => [s.place_id, evidenceOf(s)]));
        for (const id of unknown) this.known.set(id, evidence.get(id) ?? 'none');
      } catch (err) {
        this.log.warn(`sightings not read: ${(err as Error)?.message ?? err}`);
      }
    }
    if (!undated.length) return candidates;
    return candidates.map((c) => {
      const e = roughlyDated(c) ? this.known.get(c.lead.place_id ?? '') : undefined;
      return e && e !== 'none' ? dated(c, e, now, this.scorer) : c;
    });
  }

  /** Places whose sightings just changed (a watch saw them arrive): read afresh by the next search. */
  forget(placeIds: readonly string[]): void {
    for (const id of placeIds) this.known.delete(id);
  }
}

/** The candidate dated by the evidence, and scored again: a newly opened place earns its newness. */
function dated(c: Candidate, e: Evidence, now: Date, scorer: Scorer): Candidate {
  const { lead } = c;
  const fit = scorer.score({
    cuisine_type: lead.cuisine_type,
    rating: lead.google_rating,
    review_count: lead.review_count,
    location_count: lead.location_count,
    website: lead.website,
    phone: lead.phone,
    hours_known: c.hours !== null || (lead.operating_hours?.weekday_text.length ?? 0) > 0,
    opened_at: e.at,
    now: now.getTime(),
  });
  return {
    ...c,
    opened_at: e.at,
    lead: {
      ...lead,
      fit_decision: fit.fit_decision,
      fit_score: fit.fit_score,
      score_breakdown: fit.score_breakdown,
      opened_date: new Date(e.at).toISOString().slice(0, 10),
      opened_source: e.source,
      opened_evidence: e.words,
      is_recently_established: now.getTime() - e.at < RECENT_DAYS * DAY_MS,
    },
  };
}
