import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PLAN_NAMES, TEAM_INVITE_DAYS, type TeamResponse, type TeamRole } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Profile, TeamInviteRow, TeamMemberRow, User } from '../db/entities.js';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { MailerService } from '../mail/mailer.service.js';
import { inviteCodeHash, newInviteCode } from './team.code.js';
import { membershipOf, requireAdmin, seatsOf } from './team.membership.js';
import { teamView } from './team.view.js';

/**
 * An admin invites a rep by email (POST /api/team/invites): a code and a link that arrive in the
 * mailbox and expire in 7 days. Inviting the same address again replaces its open invite.
 */
@Injectable()
export class TeamInvites {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: MailerService,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
  ) {}

  async invite(userId: string, email: string, role: TeamRole): Promise<TeamResponse> {
    const em = this.orm.em.fork();
    const now = new Date();
    const code = newInviteCode();
    const { team, inviter } = await em.transactional(async (tx) => {
      const m = await membershipOf(tx, userId);
      const team = requireAdmin(m, 'invite reps');
      const invitee = await tx.findOne(User, { email });
      if (invitee && (await tx.count(TeamMemberRow, { userId: invitee.id, teamId: team.id })) > 0)
        throw rpcError('CONFLICT', `${email} is already on your team.`);
      await tx.nativeDelete(TeamInviteRow, { teamId: team.id, email, acceptedAt: null });
      const seats = await seatsOf(tx, team.id, now);
      if (seats.used >= seats.seats)
        throw rpcError(
          'CONFLICT',
          seats.plan.tier === 'pro'
            ? `Your ${seats.plan.name}${seats.plan.trial_ends ? '' : ' plan'} has ${seats.seats} seats, and members and open invites hold them all. Remove a rep or an invite first.`
            : `Teams are on the ${PLAN_NAMES.pro} plan (2 to 10 reps). Your plan is ${seats.plan.name}.`,
        );
      tx.create(TeamInviteRow, {
        id: randomUUID(),
        teamId: team.id,
        email,
        role,
        codeHash: inviteCodeHash(this.env.JWT_SECRET, code),
        invitedBy: userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TEAM_INVITE_DAYS * 24 * 3600_000),
        acceptedAt: null,
      });
      return { team, inviter: await tx.findOneOrFail(Profile, { id: userId }) };
    });
    const link = `${this.env.APP_PUBLIC_URL}/app/account?tab=team&code=${code}`;
    const from = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email;
    try {
      await this.mailer.sendTeamInvite(email, { team: team.name, from, code, link, days: TEAM_INVITE_DAYS });
    } catch (err) {
      // An invite whose email never left is no invite: nothing stays behind.
      await em.fork().nativeDelete(TeamInviteRow, { codeHash: inviteCodeHash(this.env.JWT_SECRET, code) });
      throw err;
    }
    return teamView(em.fork(), await membershipOf(em.fork(), userId), now);
  }
}
