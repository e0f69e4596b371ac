import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PLAN_NAMES, type TeamResponse } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Profile, TeamMemberRow, TeamRow } from '../db/entities.js';
import { membershipOf, teamPlan } from './team.membership.js';
import { teamView } from './team.view.js';

/** The caller's team (GET /api/team) and a rep alone making theirs (POST /api/team). */
@Injectable()
export class TeamService {
  constructor(private readonly orm: MikroORM) {}

  async get(userId: string): Promise<TeamResponse> {
    const em = this.orm.em.fork();
    return teamView(em, await membershipOf(em, userId));
  }

  /**
   * A rep alone starts a team, named after their company unless they name it, as its founder and
   * admin. Teams are on the Professional plan: a running Starter trial becomes a Professional trial
   * ending the same day; a Free plan is refused with the plan's words.
   */
  async create(userId: string, name: string | undefined): Promise<TeamResponse> {
    const em = this.orm.em.fork();
    const now = new Date();
    await em.transactional(async (tx) => {
      const m = await membershipOf(tx, userId);
      if (m.team) throw rpcError('CONFLICT', `You are already on the team ${m.team.name}.`);
      const plan = await teamPlan(tx, userId, now);
      const profile = await tx.findOneOrFail(Profile, { id: userId });
      if (plan.tier !== 'pro') {
        if (!plan.trial_ends)
          throw rpcError(
            'FORBIDDEN',
            `Teams are on the ${PLAN_NAMES.pro} plan (2 to 10 reps). Your plan is ${plan.name}.`,
          );
        profile.subscriptionTier = 'pro';
      }
      const teamName = name?.trim() || profile.companyName?.trim() || `${profile.firstName || profile.email}'s team`;
      tx.create(TeamRow, { id: userId, name: teamName.slice(0, 200), createdAt: now });
      await tx.flush();
      tx.create(TeamMemberRow, { userId, teamId: userId, role: 'admin', joinedAt: now });
    });
    return this.get(userId);
  }
}
