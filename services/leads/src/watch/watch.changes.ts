import { Injectable } from '@nestjs/common';
import type { Lead, WatchChange, WatchChangeKind, WatchChangesResponse } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import { asOwner, type Rep } from '../core/lead-owner.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { SavedMarks } from '../saved-marks/saved-marks.js';

/** The most changes a read answers: a busy week of many watches still fits one page. */
export const CHANGES_SHOWN = 500;

interface ChangeRow {
  id: string;
  saved_search_id: string;
  saved_search_name: string;
  place_id: string;
  name: string;
  kind: WatchChangeKind;
  reason: string;
  detected_at: Date | string;
  event_date: string | null;
  lead: Lead | string | null;
}

/** The team's watches' changes of the last days, newest first, each marked saved (by the rep) or a teammate's. */
@Injectable()
export class WatchChanges {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly savedMarks: SavedMarks,
    private readonly clock: Clock,
  ) {}

  async read(who: Rep, days: number): Promise<WatchChangesResponse> {
    const em = await this.db.em();
    const { userId, teamId } = asOwner(who);
    const since = new Date((await this.clock.sync()).getTime() - days * 86_400_000);
    const [found, [watches]] = await Promise.all([
      rows<ChangeRow>(
        em,
        `select c."id", c."saved_search_id", s."name" as "saved_search_name", c."place_id", c."name", c."kind",
                c."reason", c."detected_at", c."event_date", c."lead"
         from "watch_changes" c join "saved_searches" s on s."id" = c."saved_search_id"
         where c."team_id" = ? and c."detected_at" >= ?
         order by c."detected_at" desc, c."name" asc limit ?`,
        [teamId, since, CHANGES_SHOWN],
      ),
      rows<{ n: number | string }>(
        em,
        `select count(*) as "n" from "saved_searches" where "team_id" = ? and "watch_frequency" is not null`,
        [teamId],
      ),
    ]);
    const placeIds = [...new Set(found.map((c) => c.place_id))];
    const [marks, teammates] = await Promise.all([
      this.savedMarks.of(userId, placeIds),
      this.savedMarks.teammates({ id: userId, team_id: teamId }, placeIds),
    ]);
    const changes: WatchChange[] = found.map((c) => ({
      id: c.id,
      saved_search_id: c.saved_search_id,
      saved_search_name: c.saved_search_name,
      place_id: c.place_id,
      name: c.name,
      kind: c.kind,
      reason: c.reason,
      detected_at: new Date(c.detected_at).toISOString(),
      event_date: c.event_date,
      lead: typeof c.lead === 'string' ? (JSON.parse(c.lead) as Lead) : c.lead,
      saved: marks.get(c.place_id) ?? null,
      teammate: marks.has(c.place_id) ? null : (teammates.get(c.place_id)?.owner_name ?? null),
    }));
    return { changes, since: since.toISOString(), watches: Number(watches?.n ?? 0) };
  }
}
