import { Injectable, Logger } from '@nestjs/common';
import type { Lead } from '@leadgen/contracts';
import { LRUCache } from 'lru-cache';
import { Clock } from '../core/clock.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';

/** Google's content (a place's status, its announced opening) is kept this long after it was last seen. */
export const GOOGLE_CONTENT_DAYS = 30;
/** How often the content of places unseen that long is forgotten. */
const FORGET_EVERY_MS = 3_600_000;
/**
 * A place this instance noted with the same status within this long is not written again: a search
 * repeated (paging, many reps in one town) costs the database nothing, and 'last seen' is true to
 * within ten minutes.
 */
const NOTED_FOR_MS = 10 * 60_000;

/** A place as a search answered it: announced (not open yet, with its day) or open. */
export interface Sighting {
  placeId: string;
  status: 'announced' | 'operational';
  announcedOpening: string | null;
}

const stateOf = (s: Sighting) => `${s.status} ${s.announcedOpening ?? ''}`;

/** What a lead says of its place's status; none without a place id. */
export function sightingOf(lead: Lead): Sighting | null {
  if (!lead.place_id) return null;
  const announced = lead.is_opening_soon === true;
  return {
    placeId: lead.place_id,
    status: announced ? 'announced' : 'operational',
    announcedOpening: announced ? (lead.opened_date ?? null) : null,
  };
}

/**
 * The product's memory of the places its searches answered: first and last seen, the status
 * first seen, and the day an announced opening was first seen open. Noted after each search, in
 * one statement; a failure is logged and never fails the search.
 */
@Injectable()
export class PlaceSightings {
  private readonly log = new Logger(PlaceSightings.name);
  private forgotAt = 0;
  /** What this instance last noted of each place, and when by the product's clock (which the simulator may move). */
  private readonly recent = new LRUCache<string, { state: string; at: number }>({ max: 50_000 });

  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  /** Notes the leads' places, in the background. */
  note(leads: readonly Lead[]): void {
    const seen = new Map<string, Sighting>();
    const at = this.clock.now().getTime();
    for (const lead of leads) {
      const s = sightingOf(lead);
      const last = s ? this.recent.get(s.placeId) : undefined;
      if (s && (last?.state !== stateOf(s) || at - last.at >= NOTED_FOR_MS)) seen.set(s.placeId, s);
    }
    if (seen.size === 0) return;
    for (const s of seen.values()) this.recent.set(s.placeId, { state: stateOf(s), at });
    void this.record([...seen.values()]).catch((err: unknown) => {
      // Not noted: the next search that sees them tries again.
      for (const s of seen.values()) this.recent.delete(s.placeId);
      this.log.warn(`places seen by a search were not noted: ${(err as Error)?.message ?? err}`);
    });
  }

  /** Notes the places (distinct ids), then forgets old Google content now and then. */
  async record(seen: readonly Sighting[]): Promise<void> {
    const now = this.clock.now();
    const em = await this.db.em();
    await rows(
      em,
      `insert into "place_sightings" ("place_id", "first_seen_at", "last_seen_at", "first_status", "status", "announced_opening")
       values ${seen.map(() => '(?, ?, ?, ?, ?, cast(? as date))').join(', ')}
       on conflict ("place_id") do update set
         "last_seen_at" = excluded."last_seen_at",
         "opened_seen_at" = case
           when "place_sightings"."status" = 'announced' and excluded."status" = 'operational'
             then coalesce("place_sightings"."opened_seen_at", excluded."last_seen_at")
           else "place_sightings"."opened_seen_at" end,
         "announced_opening" = coalesce(excluded."announced_opening", "place_sightings"."announced_opening"),
         "status" = excluded."status"`,
      seen.flatMap((s) => [s.placeId, now, now, s.status, s.status, s.announcedOpening]),
    );
    if (now.getTime() - this.forgotAt >= FORGET_EVERY_MS) {
      this.forgotAt = now.getTime();
      await this.forgetGoogleContent(now);
    }
  }

  /** Google's content of places unseen for GOOGLE_CONTENT_DAYS; the place id and the product's own dates stay. */
  async forgetGoogleContent(now: Date): Promise<void> {
    const before = new Date(now.getTime() - GOOGLE_CONTENT_DAYS * 86_400_000);
    await rows(
      await this.db.em(),
      `update "place_sightings" set "status" = null, "announced_opening" = null
       where "last_seen_at" < ? and ("status" is not null or "announced_opening" is not null)`,
      [before],
    );
  }
}
