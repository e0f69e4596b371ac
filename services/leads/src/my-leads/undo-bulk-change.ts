import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import {
  MY_LEADS_UNDO_SECONDS,
  UNDO_CONFLICT_MESSAGE,
  UNDO_EXPIRED_MESSAGE,
  type LeadStatus,
  type MyLeadsUndoResponse,
} from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import { LeadStatusChangedPublisher } from '../outreach/lead-status-changed.publisher.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { forgetUndo, putBackRemoved, takeUndo, type PipelineBefore } from './bulk-undo.store.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { ID_SEPARATOR } from './my-leads.filter.js';

/** How long the answer to a bulk change says Undo is offered. */
export const UNDO_OFFERED_MS = MY_LEADS_UNDO_SECONDS * 1000;

/**
 * Puts the leads of one bulk change back as they were, in one transaction: status, lost reason,
 * list, version and history (the lines the change wrote are taken out); a removal's leads come
 * back with their notes, history, pitches, reports and contacts. A lead changed since (or saved
 * again, for a removal) refuses the whole undo and changes nothing. Outreach hears of each status
 * put back.
 */
@Injectable()
export class UndoBulkChange {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly marks: SavedMarksCache,
    private readonly clock: Clock,
    private readonly statusChanged: LeadStatusChangedPublisher,
  ) {}

  async undo(userId: string, token: string): Promise<MyLeadsUndoResponse> {
    const em = await this.db.em();
    const now = this.clock.now();
    const restored = await em.transactional(async (tx) => {
      const undo = await takeUndo(tx, token, userId, now);
      if (!undo || undo.expired) throw rpcError('NOT_FOUND', UNDO_EXPIRED_MESSAGE);
      const back =
        undo.action === 'remove'
          ? await putBackRemovedLeads(tx, userId, undo.snapshot as Record<string, Array<Record<string, unknown>>>)
          : await putBackPipeline(tx, userId, undo.snapshot as PipelineBefore[]);
      await forgetUndo(tx, token);
      return { action: undo.action, back };
    });
    this.marks.forget(userId);
    if (restored.action !== 'move') for (const l of restored.back) this.statusChanged.tell(userId, l.id, l.status);
    return { success: true, restored: restored.back.length };
  }
}

type Restored = Array<{ id: string; status: LeadStatus }>;

/** Status, reason, list, version and dates as before; the change's history lines removed. */
async function putBackPipeline(tx: EntityManager, userId: string, before: PipelineBefore[]): Promise<Restored> {
  const ids = before.map((b) => b.id);
  const now = await rows<{ id: string; version: number }>(
    tx,
    `select s."id", s."version" from "saved_leads" s
     where s."user_id" = ? and s."id" = any(string_to_array(?, chr(31))::uuid[]) for update`,
    [userId, ids.join(ID_SEPARATOR)],
  );
  const versions = new Map(now.map((r) => [r.id, r.version]));
  // Each lead must stand exactly where the change left it (one version on).
  if (before.some((b) => versions.get(b.id) !== b.version + 1)) throw rpcError('CONFLICT', UNDO_CONFLICT_MESSAGE);
  const lists = new Set(before.map((b) => b.list_id));
  const [{ n }] = await rows<{ n: number }>(
    tx,
    `select count(*)::int as "n" from "lead_lists" where "id" = any(string_to_array(?, chr(31))::uuid[])`,
    [[...lists].join(ID_SEPARATOR)],
  );
  if (Number(n) !== lists.size) throw rpcError('CONFLICT', UNDO_CONFLICT_MESSAGE);
  await rows(
    tx,
    `update "saved_leads" s set "status" = b."status", "lost_reason" = b."lost_reason",
       "status_changed_at" = b."status_changed_at", "list_id" = b."list_id", "version" = b."version", "updated_at" = b."updated_at"
     from jsonb_to_recordset(?::jsonb) as b("id" uuid, "status" varchar, "lost_reason" varchar, "status_changed_at" timestamptz,
       "list_id" uuid, "version" int, "updated_at" timestamptz)
     where s."id" = b."id" and s."user_id" = ?`,
    [JSON.stringify(before), userId],
  );
  const activities = before.flatMap((b) => b.activity_ids);
  if (activities.length)
    await rows(
      tx,
      `delete from "lead_activities" where "user_id" = ? and "id" = any(string_to_array(?, chr(31))::uuid[])`,
      [userId, activities.join(ID_SEPARATOR)],
    );
  return before.map((b) => ({ id: b.id, status: b.status }));
}

/** The removed leads and all that was theirs, unless one of them was saved again or its list is gone. */
async function putBackRemovedLeads(
  tx: EntityManager,
  userId: string,
  snapshot: Record<string, Array<Record<string, unknown>>>,
): Promise<Restored> {
  const leads = snapshot.saved_leads ?? [];
  const places = leads.map((l) => String(l.place_id));
  const lists = new Set(leads.map((l) => String(l.list_id)));
  const [{ again, kept }] = await rows<{ again: number; kept: number }>(
    tx,
    `select (select count(*)::int from "saved_leads" where "user_id" = ? and "place_id" = any(string_to_array(?, chr(31)))) as "again",
            (select count(*)::int from "lead_lists" where "user_id" = ? and "id" = any(string_to_array(?, chr(31))::uuid[])) as "kept"`,
    [userId, places.join(ID_SEPARATOR), userId, [...lists].join(ID_SEPARATOR)],
  );
  if (Number(again) > 0 || Number(kept) !== lists.size) throw rpcError('CONFLICT', UNDO_CONFLICT_MESSAGE);
  await putBackRemoved(tx, snapshot);
  return leads.map((l) => ({ id: String(l.id), status: l.status as LeadStatus }));
}
