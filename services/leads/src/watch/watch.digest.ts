import { Injectable } from '@nestjs/common';
import type { Lead, WatchChangeKind, WatchDigest, WatchDigestRequest } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';

/** Places a digest lists by name: the rest are counted. */
export const DIGEST_PLACES = 10;

interface Row {
  saved_search_id: string;
  watch_name: string;
  place_id: string;
  name: string;
  kind: WatchChangeKind;
  reason: string;
  lead: Lead | string | null;
}

/**
 * A rep's weekly digest, as accounts asks for it: what the team's watches found since the last
 * digest, counted per watch, and the first ten places a rep can act on (closed ones only counted).
 * Says how many watches are due to run, so the digest waits for them.
 */
@Injectable()
export class WatchDigestReader {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async read(ask: WatchDigestRequest): Promise<WatchDigest> {
    const em = await this.db.em();
    const now = await this.clock.sync();
    const [found, [due]] = await Promise.all([
      rows<Row>(
        em,
        `select c."saved_search_id", s."name" as "watch_name", c."place_id", c."name", c."kind", c."reason", c."lead"
         from "watch_changes" c join "saved_searches" s on s."id" = c."saved_search_id"
         where c."team_id" = ? and c."detected_at" > ? order by c."detected_at" desc, c."name" asc`,
        [ask.team_id, new Date(ask.since)],
      ),
      rows<{ n: number | string }>(
        em,
        `select count(*) as "n" from "saved_searches" where "team_id" = ? and "watch_frequency" is not null and "watch_next_run_at" <= ?`,
        [ask.team_id, now],
      ),
    ]);
    const watches = new Map<string, WatchDigest['watches'][number]>();
    for (const c of found) {
      const w = watches.get(c.saved_search_id) ?? {
        saved_search_id: c.saved_search_id,
        name: c.watch_name,
        counts: {},
        total: 0,
      };
      w.counts[c.kind] = (w.counts[c.kind] ?? 0) + 1;
      w.total++;
      watches.set(c.saved_search_id, w);
    }
    const places = found
      .filter((c) => c.kind !== 'closed')
      .slice(0, DIGEST_PLACES)
      .map((c) => {
        const lead = typeof c.lead === 'string' ? (JSON.parse(c.lead) as Lead) : c.lead;
        return {
          place_id: c.place_id,
          name: c.name,
          kind: c.kind,
          reason: c.reason,
          watch_name: c.watch_name,
          address: lead?.address ?? null,
        };
      });
    return { watches: [...watches.values()], places, total: found.length, due: Number(due?.n ?? 0) };
  }
}
