import { Injectable } from '@nestjs/common';
import type { MyLeadsListQuery } from '@leadgen/contracts';
import {
  CompressedJson,
  compressJson,
  COMPRESS_MIN_BYTES,
  EncodedJson,
  type ReplyEncoding,
} from '@leadgen/service-kit';
import { LRUCache } from 'lru-cache';
import { Clock } from '../core/clock.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { asOwner, type LeadOwner } from '../core/lead-owner.js';
import { MyLeadsPage } from './my-leads.page.js';

/** A page as it was sent: its JSON, and that JSON compressed for each encoding asked so far. */
interface KeptPage {
  json: Uint8Array;
  compressed: Map<ReplyEncoding, Uint8Array>;
}

/**
 * The pages of My Leads kept in memory, each under its rep's change counter (moved on by the
 * database at every write to the rep's saved leads or lists, see the my_leads_changes migration)
 * and the minute it was built in (a lead's best time and a due filter are judged by the clock): a
 * rep paging and filtering a large list is answered from memory until something of theirs changes.
 * Asking the counter is one look-up by key, so a page is never staler than the last write, on any
 * instance.
 */
@Injectable()
export class MyLeadsPageCache {
  private readonly kept = new LRUCache<string, KeptPage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (p) => p.json.byteLength + [...p.compressed.values()].reduce((n, c) => n + c.byteLength, 0) + 1,
    ttl: 5 * 60_000,
  });

  private readonly lookups = new Map<string, Lookups>();

  constructor(
    private readonly db: LeadsDatabase,
    private readonly pages: MyLeadsPage,
    private readonly clock: Clock,
  ) {}

  /**
   * The page's reply, compressed when the caller takes an encoding and it is large enough to gain.
   * A page of the team's leads is kept under the team's counter (moved by any teammate's change to
   * a saved lead), a rep's own under theirs.
   */
  async reply(
    owner: LeadOwner | string,
    query: MyLeadsListQuery,
    encoding: ReplyEncoding | null,
  ): Promise<EncodedJson | CompressedJson> {
    const page = await this.page(asOwner(owner), query);
    if (!encoding || page.json.byteLength < COMPRESS_MIN_BYTES) return new EncodedJson(page.json);
    let bytes = page.compressed.get(encoding);
    if (!bytes) {
      bytes = compressJson([page.json], encoding);
      page.compressed.set(encoding, bytes);
    }
    return new CompressedJson(encoding, bytes);
  }

  private async page(owner: LeadOwner, query: MyLeadsListQuery): Promise<KeptPage> {
    const team = query.owner !== undefined && query.owner !== 'mine';
    const counter = team ? teamCounter(owner.teamId) : owner.userId;
    const generation = await this.generation(counter);
    const minute = Math.floor(this.clock.now().getTime() / 60_000);
    // A team's page is the same for every rep of it; a rep's own is theirs alone.
    const key = `${team ? counter : owner.userId}\u001f${generation}\u001f${minute}\u001f${JSON.stringify(query)}`;
    const found = this.kept.get(key);
    if (found) return found;
    const scope = team ? { userId: owner.userId, teamId: owner.teamId } : owner.userId;
    const page = { json: Buffer.concat(await this.pages.json(scope, query)), compressed: new Map() };
    this.kept.set(key, page);
    return page;
  }

  /**
   * The rep's change counter as read after the request arrived: requests that arrive while a read
   * is on its way share the next read (started when that one ends), so a burst of a rep's pages
   * costs the database one look-up per round trip, and no answer predates a write committed before
   * its request came.
   */
  private generation(userId: string): Promise<string> {
    let s = this.lookups.get(userId);
    if (!s) {
      s = { running: null, next: null };
      this.lookups.set(userId, s);
    }
    const running = s.running;
    if (!running) return this.lookUp(userId, s);
    let next = s.next;
    if (!next) {
      const state = s;
      next = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          state.next = null;
          return this.lookUp(userId, state);
        });
      state.next = next;
    }
    return next;
  }

  private lookUp(userId: string, s: Lookups): Promise<string> {
    const read = (async () => {
      const [row] = await rows<{ generation: string | number }>(
        await this.db.em(),
        `select "generation" from "my_leads_changes" where "user_id" = ?`,
        [userId],
      );
      return String(row?.generation ?? 0);
    })().finally(() => {
      if (s.running === read) s.running = null;
      if (!s.running && !s.next) this.lookups.delete(userId);
    });
    s.running = read;
    return read;
  }
}

/** The key of a team's change counter in my_leads_changes (moved by the database, see the team_pages migration). */
export const teamCounter = (teamId: string): string => `team:${teamId}`;

/** A rep's counter read on its way, and the one that will start when it ends. */
interface Lookups {
  running: Promise<string> | null;
  next: Promise<string> | null;
}
