import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OpenedSource } from '@leadgen/contracts';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { LEADS_ENV, type LeadsEnv } from '../env.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { RECENT_DAYS, type Candidate } from '../places/place.model.js';
import { dayText } from '../watch/watch.reasons.js';

const DAY_MS = 86_400_000;

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

  constructor(
    private readonly db: LeadsDatabase,
    @Inject(LEADS_ENV) env: LeadsEnv,
  ) {
    this.scorer = new Scorer(env.LEADS_SCORING_WEIGHTS);
  }

  async fill(candidates: Candidate[], now: Date): Promise<Candidate[]> {
    const undated = candidates.filter((c) => roughlyDated(c) && !c.lead.is_opening_soon && c.lead.place_id);
    if (!undated.length) return candidates;
    let found: SightingRow[];
    try {
      found = await rows<SightingRow>(
        await this.db.em(),
        `select "place_id", "first_seen_at", "first_status", "announced_opening", "opened_seen_at", "watch_since"
         from "place_sightings" where "place_id" in (${undated.map(() => '?').join(', ')})
           and ("first_status" = 'announced' or "watch_since" is not null)`,
        undated.map((c) => c.lead.place_id),
      );
    } catch (err) {
      this.log.warn(`sightings not read: ${(err as Error)?.message ?? err}`);
      return candidates;
    }
    const evidence = new Map(found.map((s) => [s.place_id, evidenceOf(s)]));
    return candidates.map((c) => {
      const e = roughlyDated(c) ? evidence.get(c.lead.place_id ?? '') : null;
      return e ? dated(c, e, now, this.scorer) : c;
    });
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
