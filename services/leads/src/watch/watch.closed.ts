import type { EntityManager } from '@mikro-orm/core';
import { SavedLeadRow } from '../db/entities.js';
import { recordActivity } from '../my-leads/lead-activity.js';
import { changeStatus } from '../my-leads/change-pipeline.js';

export const CLOSED_LOST_REASON = 'Closed for good (Google)';

/**
 * The team's saved leads of places that closed for good leave the reps' follow-ups: Lost, with the
 * reason, and no follow-up date. Won leads stay as they are. Returns the leads changed, so their
 * owners' outreach stops their emails once the run is kept.
 */
export async function closeSavedLeads(
  tx: EntityManager,
  teamId: string,
  placeIds: readonly string[],
  now: Date,
): Promise<SavedLeadRow[]> {
  if (!placeIds.length) return [];
  const leads = await tx.find(SavedLeadRow, {
    teamId,
    placeId: { $in: [...placeIds] },
    status: { $nin: ['won', 'lost'] },
  });
  for (const lead of leads) {
    changeStatus(tx, lead, { status: 'lost', lost_reason: CLOSED_LOST_REASON }, now);
    if (lead.followUpAt) {
      recordActivity(tx, lead, 'follow_up', 'Follow-up cleared: the restaurant closed', {
        from: lead.followUpAt.toISOString(),
        to: null,
        at: now,
      });
      lead.followUpAt = null;
    }
    lead.version += 1;
    lead.updatedAt = now;
  }
  return leads;
}
