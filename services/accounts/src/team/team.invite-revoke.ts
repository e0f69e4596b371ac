import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { TeamResponse } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { TeamInviteRow } from '../db/entities.js';
import { membershipOf, requireAdmin } from './team.membership.js';
import { teamView } from './team.view.js';

/**
 * An admin takes back an open invite (DELETE /api/team/invites/{id}): its code no longer joins, and
 * its seat is free again. An invite already used, or another team's, is not found.
 */
@Injectable()
export class TeamInviteRevoke {
  constructor(private readonly orm: MikroORM) {}

  async revoke(userId: string, inviteId: string): Promise<TeamResponse> {
    const em = this.orm.em.fork();
    const team = requireAdmin(await membershipOf(em, userId), 'take back invites');
    const gone = await em.nativeDelete(TeamInviteRow, { id: inviteId, teamId: team.id, acceptedAt: null });
    if (gone === 0) throw rpcError('NOT_FOUND', 'This invite is not open on your team.');
    return teamView(em.fork(), await membershipOf(em.fork(), userId));
  }
}
