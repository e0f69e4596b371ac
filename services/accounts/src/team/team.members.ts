import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import type { TeamMemberOfResponse, TeamResponse, TeamRole } from '@leadgen/contracts';
import { z } from 'zod';
import { rpcError } from '@leadgen/service-kit';
import { Profile, TeamMemberRow } from '../db/entities.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { membershipOf, requireAdmin } from './team.membership.js';
import { teamView } from './team.view.js';

const NOT_ON_TEAM = 'This rep is not on your team.';

/**
 * An admin changes a member's role (PATCH /api/team/members/{id}) or removes them (DELETE). A
 * removed rep's sessions end at once, on every gateway; a demoted admin's too, so no token keeps
 * a role it lost. The founder, whose id the team carries, stays an admin and stays on.
 */
@Injectable()
export class TeamMembers {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionsService,
  ) {}

  async updateRole(userId: string, memberId: string, role: TeamRole): Promise<TeamResponse> {
    const em = this.orm.em.fork();
    const ended = await em.transactional(async (tx) => {
      const member = await this.memberOf(tx, userId, memberId, "change a rep's role");
      if (member.role === role) return [];
      if (member.userId === member.teamId) throw rpcError('CONFLICT', "The team's founder stays an admin.");
      member.role = role;
      return role === 'rep' ? this.sessions.endOthers(memberId, undefined, tx) : [];
    });
    await this.sessions.announce(memberId, ended);
    return teamView(em.fork(), await membershipOf(em.fork(), userId));
  }

  async remove(userId: string, memberId: string): Promise<TeamResponse> {
    const em = this.orm.em.fork();
    const ended = await em.transactional(async (tx) => {
      const member = await this.memberOf(tx, userId, memberId, 'remove reps');
      if (member.userId === member.teamId) throw rpcError('CONFLICT', "The team's founder cannot be removed.");
      await tx.nativeDelete(TeamMemberRow, { userId: memberId });
      return this.sessions.endOthers(memberId, undefined, tx);
    });
    await this.sessions.announce(memberId, ended);
    return teamView(em.fork(), await membershipOf(em.fork(), userId));
  }

  /** Whether the rep is on the team (a rep alone: their own team of one), and their name. */
  async onTeam(teamId: string, userId: string): Promise<TeamMemberOfResponse> {
    if (!z.uuid().safeParse(userId).success || !z.uuid().safeParse(teamId).success) return { member: null };
    const em = this.orm.em.fork();
    const m = await membershipOf(em, userId);
    if (m.teamId !== teamId) return { member: null };
    const profile = await em.findOne(Profile, { id: userId });
    if (!profile) return { member: null };
    const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email;
    return { member: { user_id: userId, name } };
  }

  /** The member of the caller's team, the caller being its admin; anyone else's id is not found. */
  private async memberOf(tx: EntityManager, userId: string, memberId: string, action: string): Promise<TeamMemberRow> {
    const team = requireAdmin(await membershipOf(tx, userId), action);
    const member = await tx.findOne(TeamMemberRow, { userId: memberId, teamId: team.id });
    if (!member) throw rpcError('NOT_FOUND', NOT_ON_TEAM);
    return member;
  }
}
