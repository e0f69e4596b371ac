import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { MyLeadsBulkRequest, MyLeadsBulkResponse, SavedLead } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import { LeadListsService } from '../lists/lead-lists.service.js';
import { LeadStatusChangedPublisher } from '../outreach/lead-status-changed.publisher.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { keepPipelineUndo, keepRemovalUndo, type PipelineBefore } from './bulk-undo.store.js';
import { changeStatus } from './change-pipeline.js';
import { SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { recordActivity } from './lead-activity.js';
import { idsFilter } from './my-leads.filter.js';
import { asOwner, type LeadOwner, type Rep } from '../core/lead-owner.js';
import { savedLeadOfRow } from './saved-lead.dto.js';
import { listNames } from './saved-leads.reads.js';
import { UNDO_OFFERED_MS } from './undo-bulk-change.js';

/**
 * One change to the leads a rep selected (status, list, removal), in one transaction, each lead as
 * the rep saw it (another version is left alone and counted as skipped). What it replaced is kept
 * for an undo, whose token the answer carries.
 */
@Injectable()
export class BulkChange {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly lists: LeadListsService,
    private readonly marks: SavedMarksCache,
    private readonly clock: Clock,
    private readonly statusChanged: LeadStatusChangedPublisher,
  ) {}

  async apply(who: Rep, req: MyLeadsBulkRequest): Promise<MyLeadsBulkResponse> {
    const rep = asOwner(who);
    const { userId } = rep;
    const em = await this.db.em();
    const now = this.clock.now();
    const token = randomUUID();
    const outcome = await em.transactional(async (tx) => {
      const found = await tx.find(
        SavedLeadRow,
        { userId, id: { $in: req.leads.map((l) => l.id) } },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const seen = new Map(req.leads.map((l) => [l.id, l.version]));
      const fresh = found.filter((r) => seen.get(r.id) === r.version);
      const skipped = req.leads.length - fresh.length;
      if (req.action === 'remove') {
        const ids = fresh.map((r) => r.id);
        if (ids.length) {
          await keepRemovalUndo(tx, token, userId, ids, now);
          const gone = idsFilter(userId, ids);
          await rows(tx, `delete from "saved_leads" s where ${gone.sql}`, gone.params);
        }
        return { changed: fresh, skipped };
      }
      const changed =
        req.action === 'status' ? changeStatuses(tx, fresh, req, now) : await this.move(tx, rep, fresh, req, now);
      for (const c of changed) {
        const lead = c.row;
        lead.version += 1;
        lead.updatedAt = now;
      }
      if (changed.length)
        await keepPipelineUndo(
          tx,
          token,
          userId,
          req.action,
          changed.map((c) => c.before),
          now,
        );
      await tx.flush();
      return { changed: changed.map((c) => c.row), skipped };
    });
    const changed = outcome.changed;
    if (changed.length) this.marks.forget(userId);
    for (const row of changed)
      if (req.action !== 'move') this.statusChanged.tell(userId, row.id, req.action === 'remove' ? null : row.status);
    let items: SavedLead[] = [];
    if (req.action !== 'remove') {
      const names = await listNames(em, rep.teamId);
      items = changed.map((row) => savedLeadOfRow(row, names.get(row.listId) ?? '', now));
    }
    return {
      success: true,
      changed: changed.length,
      skipped: outcome.skipped,
      items,
      undo_token: changed.length ? token : null,
      undo_until: changed.length ? new Date(now.getTime() + UNDO_OFFERED_MS).toISOString() : null,
    };
  }

  /** The leads not yet in the list moved there, each move in its history. */
  private async move(
    tx: EntityManager,
    rep: LeadOwner,
    fresh: SavedLeadRow[],
    req: Extract<MyLeadsBulkRequest, { action: 'move' }>,
    now: Date,
  ): Promise<Changed[]> {
    const [to, names] = await Promise.all([this.lists.listFor(tx, rep, req.list_id), listNames(tx, rep.teamId)]);
    return fresh
      .filter((r) => r.listId !== to.id)
      .map((row) => {
        const from = names.get(row.listId) ?? '?';
        const before = beforeOf(row);
        before.activity_ids.push(
          recordActivity(tx, row, 'list', `List ${from} -> ${to.name}`, { from, to: to.name, at: now }),
        );
        row.listId = to.id;
        return { row, before };
      });
  }
}

interface Changed {
  row: SavedLeadRow;
  before: PipelineBefore;
}

/** The leads not yet at the status given it (Lost with its reason), each change in its history. */
function changeStatuses(
  tx: EntityManager,
  fresh: SavedLeadRow[],
  req: Extract<MyLeadsBulkRequest, { action: 'status' }>,
  now: Date,
): Changed[] {
  return fresh
    .filter((r) => r.status !== req.status)
    .map((row) => {
      const before = beforeOf(row);
      const activity = changeStatus(tx, row, { status: req.status, lost_reason: req.lost_reason }, now);
      if (activity) before.activity_ids.push(activity);
      return { row, before };
    });
}

function beforeOf(row: SavedLeadRow): PipelineBefore {
  return {
    id: row.id,
    status: row.status,
    lost_reason: row.lostReason ?? null,
    status_changed_at: row.statusChangedAt.toISOString(),
    list_id: row.listId,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    activity_ids: [],
  };
}
