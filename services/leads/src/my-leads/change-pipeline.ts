import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import {
  LEAD_STATUS_LABELS,
  LOST_REASON_REQUIRED_MESSAGE,
  STALE_VERSION_MESSAGE,
  type SavedLead,
  type SavedLeadUpdateRequest,
} from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import { asOwner, type Rep } from '../core/lead-owner.js';
import { LeadListsService } from '../lists/lead-lists.service.js';
import { LeadStatusChangedPublisher } from '../outreach/lead-status-changed.publisher.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { LeadListRow, type SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from './lead-activity.js';
import { savedLeadOfRow } from './saved-lead.dto.js';
import { listNameOf, ownSavedLead } from './saved-leads.reads.js';

export const LOST_REASON_WITHOUT_LOST_MESSAGE = 'A lost reason goes only with the status Lost.';

/**
 * Changes a saved lead's status, follow-up or list, made from the version the rep saw: a stale
 * version changes nothing and answers 409. Each change is kept in the lead's history.
 */
@Injectable()
export class ChangePipeline {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly lists: LeadListsService,
    private readonly marks: SavedMarksCache,
    private readonly clock: Clock,
    private readonly statusChanged: LeadStatusChangedPublisher,
  ) {}

  async update(who: Rep, id: string, change: SavedLeadUpdateRequest): Promise<SavedLead> {
    const rep = asOwner(who);
    const { userId } = rep;
    const em = await this.db.em();
    const now = this.clock.now();
    let statusChanged = false;
    const row = await em.transactional(async (tx) => {
      const lead = await ownSavedLead(tx, userId, id, { lock: true });
      if (lead.version !== change.version) throw rpcError('CONFLICT', STALE_VERSION_MESSAGE);
      const was = lead.status;
      changeStatus(tx, lead, change, now);
      statusChanged = lead.status !== was;
      changeFollowUp(tx, lead, change, now);
      if (change.list_id !== undefined && change.list_id !== lead.listId) {
        const [from, to] = await Promise.all([
          tx.findOne(LeadListRow, { id: lead.listId }),
          this.lists.listFor(tx, rep, change.list_id),
        ]);
        const detail = `List ${from?.name ?? '?'} -> ${to.name}`;
        recordActivity(tx, lead, 'list', detail, { from: from?.name ?? null, to: to.name, at: now });
        lead.listId = to.id;
      }
      lead.version += 1;
      lead.updatedAt = now;
      await tx.flush();
      return lead;
    });
    this.marks.forget(userId);
    if (statusChanged) this.statusChanged.tell(userId, row.id, row.status);
    return savedLeadOfRow(row, await listNameOf(em, row.listId), now);
  }
}

/** A new status (Lost with its reason), or a new reason for a lead already Lost; the history line's id, if any. */
export function changeStatus(
  tx: EntityManager,
  lead: SavedLeadRow,
  change: Pick<SavedLeadUpdateRequest, 'status' | 'lost_reason'>,
  now: Date,
): string | null {
  if (change.status !== undefined && change.status !== lead.status) {
    const reason = change.status === 'lost' ? ` (${change.lost_reason})` : '';
    const detail = `Status ${LEAD_STATUS_LABELS[lead.status]} -> ${LEAD_STATUS_LABELS[change.status]}${reason}`;
    const activity = recordActivity(tx, lead, 'status', detail, { from: lead.status, to: change.status, at: now });
    lead.status = change.status;
    lead.statusChangedAt = now;
    lead.lostReason = change.status === 'lost' ? (change.lost_reason ?? null) : null;
    return activity;
  } else if (change.lost_reason !== undefined) {
    if (lead.status !== 'lost')
      throw rpcError('VALIDATION_FAILED', LOST_REASON_WITHOUT_LOST_MESSAGE, {
        lost_reason: [LOST_REASON_REQUIRED_MESSAGE],
      });
    const detail = `Lost reason: ${change.lost_reason}`;
    const activity = recordActivity(tx, lead, 'status', detail, {
      from: lead.lostReason ?? null,
      to: change.lost_reason,
      at: now,
    });
    lead.lostReason = change.lost_reason;
    return activity;
  }
  return null;
}

/** A follow-up set, moved or cleared (null). */
function changeFollowUp(tx: EntityManager, lead: SavedLeadRow, change: SavedLeadUpdateRequest, now: Date): void {
  if (change.follow_up_at === undefined) return;
  const next = change.follow_up_at === null ? null : new Date(change.follow_up_at);
  const detail = next ? `Follow-up set to ${next.toISOString()}` : 'Follow-up cleared';
  const before = lead.followUpAt?.toISOString() ?? null;
  recordActivity(tx, lead, 'follow_up', detail, { from: before, to: next?.toISOString() ?? null, at: now });
  lead.followUpAt = next;
}
