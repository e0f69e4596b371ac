import { LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { STALE_VERSION_MESSAGE, type Caller, type SavedLead } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import type { LeadOwner } from '../core/lead-owner.js';
import { SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { LeadListsService } from '../lists/lead-lists.service.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { recordActivity } from './lead-activity.js';
import { savedLeadOfRow } from './saved-lead.dto.js';
import { listNameOf, teamSavedLead } from './saved-leads.reads.js';
import { TeamMembersSource } from './team-members.source.js';

/**
 * A team admin gives a saved lead to another rep of the team (PATCH /api/my-leads/{id} with
 * `owner_id`): the lead, its history, pitches and contacts go to them, into their default list,
 * and the history says who gave it. A rep is told why not (403); another team's lead, or a rep not
 * on the team, is not found (404); a rep who already has the restaurant is refused (409).
 */
@Injectable()
export class ReassignLead {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly lists: LeadListsService,
    private readonly members: TeamMembersSource,
    private readonly marks: SavedMarksCache,
    private readonly clock: Clock,
  ) {}

  async give(
    admin: LeadOwner,
    role: Caller['team_role'],
    id: string,
    ownerId: string,
    version: number,
  ): Promise<SavedLead> {
    if ((role ?? 'admin') !== 'admin') throw rpcError('FORBIDDEN', 'Only a team admin can give a lead to another rep.');
    const em = await this.db.em();
    const now = this.clock.now();
    const lead = await teamSavedLead(em, admin, id);
    if (lead.teamId !== admin.teamId) throw rpcError('NOT_FOUND', 'This lead is not one of your team’s.');
    const to = lead.userId === ownerId ? null : await this.members.member(admin.teamId, ownerId);
    if (lead.userId !== ownerId && !to) throw rpcError('NOT_FOUND', 'This rep is not on your team.');
    const row = await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(SavedLeadRow, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (locked.version !== version) throw rpcError('CONFLICT', STALE_VERSION_MESSAGE);
      if (!to) return locked;
      if ((await tx.count(SavedLeadRow, { userId: ownerId, placeId: locked.placeId })) > 0)
        throw rpcError('CONFLICT', `${to.name} already has ${locked.name} in their My Leads.`);
      const list = await this.lists.defaultList(tx, { userId: ownerId, teamId: admin.teamId });
      const from = locked.ownerName || 'a teammate';
      Object.assign(locked, { userId: ownerId, ownerName: to.name.slice(0, 200), listId: list.id });
      // The admin gave it: theirs is the name on the line.
      const by = { id: locked.id, userId: locked.userId, ownerName: admin.name };
      recordActivity(tx, by, 'owner', `Given by ${admin.name} from ${from} to ${to.name}`, {
        from,
        to: to.name,
        at: now,
      });
      locked.version += 1;
      locked.updatedAt = now;
      await tx.flush();
      return locked;
    });
    this.marks.forget(lead.userId);
    this.marks.forget(ownerId);
    return savedLeadOfRow(row, await listNameOf(em, row.listId), now);
  }
}
