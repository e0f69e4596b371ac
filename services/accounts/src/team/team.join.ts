import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { rpcError } from '@leadgen/service-kit';
import { AuthService, type SessionResult } from '../auth/auth.service.js';
import { Profile, TeamInviteRow, TeamMemberRow, TeamRow } from '../db/entities.js';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { SessionsService, type SignInDevice } from '../sessions/sessions.service.js';
import { ThrottleService } from '../throttle/throttle.service.js';
import { inviteCodeHash } from './team.code.js';
import { membershipOf, seatsOf } from './team.membership.js';

/** Codes a rep may try per minute: enough for typos, far too few to guess one. */
const JOIN_TRIES_PER_MINUTE = 10;

/**
 * A rep joins with the code from their invite (POST /api/team/join). The invite must be theirs
 * (sent to their address), open and unexpired, and the rep on no other team. The answer is a new
 * session token, since the old one named the rep's former team; the old session ends.
 */
@Injectable()
export class TeamJoin {
  constructor(
    private readonly orm: MikroORM,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly throttle: ThrottleService,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
  ) {}

  async join(
    userId: string,
    code: string,
    sessionId: string | undefined,
    device: SignInDevice,
  ): Promise<SessionResult> {
    await this.throttle.hit(`team-join:user:${userId}`, JOIN_TRIES_PER_MINUTE, 60_000);
    const now = new Date();
    const profile = await this.orm.em.fork().transactional(async (tx) => {
      const invite = await tx.findOne(TeamInviteRow, { codeHash: inviteCodeHash(this.env.JWT_SECRET, code) });
      if (!invite || invite.acceptedAt)
        throw rpcError('NOT_FOUND', 'This invite code is not valid. Check the code in your email.');
      if (invite.expiresAt <= now)
        throw rpcError('BAD_REQUEST', "This invite has expired. Ask your team's admin for a new one.");
      const me = await tx.findOneOrFail(Profile, { id: userId });
      if (me.email !== invite.email)
        throw rpcError('FORBIDDEN', `This invite was sent to ${invite.email}. Sign in as that address to join.`);
      const m = await membershipOf(tx, userId);
      if (m.team?.id === invite.teamId) throw rpcError('CONFLICT', `You are already on the team ${m.team.name}.`);
      if (m.team && (await tx.count(TeamMemberRow, { teamId: m.team.id, userId: { $ne: userId } })) > 0)
        throw rpcError('CONFLICT', `You are on the team ${m.team.name}. Ask its admin to remove you first.`);
      // A team the rep started and no one joined goes: its id was theirs alone.
      if (m.team) await tx.nativeDelete(TeamRow, { id: m.team.id });
      await tx.nativeDelete(TeamMemberRow, { userId });
      const seats = await seatsOf(tx, invite.teamId, now);
      // The invite itself holds a seat until it is used.
      if (seats.used > seats.seats)
        throw rpcError('CONFLICT', `The team is full: its ${seats.plan.name} plan has ${seats.seats} seats.`);
      tx.create(TeamMemberRow, { userId, teamId: invite.teamId, role: invite.role, joinedAt: now });
      invite.acceptedAt = now;
      return me;
    });
    const result = await this.auth.session(profile, device);
    if (sessionId) await this.sessions.signout(userId, sessionId);
    return result;
  }
}
