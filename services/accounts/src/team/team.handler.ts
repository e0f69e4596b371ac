import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  TeamMemberOfRequestSchema,
  type RpcRequest,
  type TeamMemberOfResponse,
  type TeamResponse,
} from '@leadgen/contracts';
import { requireCaller, Route, rpcPayload, type RouteRequest } from '@leadgen/service-kit';
import type { z } from 'zod';
import type { SessionResult } from '../auth/auth.service.js';
import { TeamInviteRevoke } from './team.invite-revoke.js';
import { TeamInvites } from './team.invites.js';
import { TeamJoin } from './team.join.js';
import { TeamMembers } from './team.members.js';
import { TeamService } from './team.service.js';

/** The team routes: every check reads the caller's membership from the database, never the token's role. */
@Controller()
export class TeamHandler {
  constructor(
    private readonly teams: TeamService,
    private readonly invites: TeamInvites,
    private readonly revoking: TeamInviteRevoke,
    private readonly joining: TeamJoin,
    private readonly members: TeamMembers,
  ) {}

  @Route('teamGet')
  get(req: RouteRequest<'teamGet'>): Promise<TeamResponse> {
    return this.teams.get(requireCaller(req.caller));
  }

  @Route('teamCreate')
  create(req: RouteRequest<'teamCreate'>): Promise<TeamResponse> {
    return this.teams.create(requireCaller(req.caller), req.body.name);
  }

  @Route('teamInvite')
  invite(req: RouteRequest<'teamInvite'>): Promise<TeamResponse> {
    return this.invites.invite(requireCaller(req.caller), req.body.email, req.body.role);
  }

  @Route('teamInviteRevoke')
  revokeInvite(req: RouteRequest<'teamInviteRevoke'>): Promise<TeamResponse> {
    return this.revoking.revoke(requireCaller(req.caller), req.params!.id);
  }

  @Route('teamJoin')
  join(req: RouteRequest<'teamJoin'>): Promise<SessionResult> {
    const device = { ip: req.ip, userAgent: req.user_agent ?? '' };
    return this.joining.join(requireCaller(req.caller), req.body.code, req.caller?.session_id, device);
  }

  @Route('teamMemberUpdate')
  updateRole(req: RouteRequest<'teamMemberUpdate'>): Promise<TeamResponse> {
    return this.members.updateRole(requireCaller(req.caller), req.params!.id, req.body.role);
  }

  @Route('teamMemberRemove')
  remove(req: RouteRequest<'teamMemberRemove'>): Promise<TeamResponse> {
    return this.members.remove(requireCaller(req.caller), req.params!.id);
  }

  /**
   * Internal, over NATS only (no route): `{ body: { team_id, user_id } }` → `{ member | null }`,
   * asked by leads before an admin gives a lead to a rep.
   */
  @MessagePattern(SUBJECTS.accounts.teamMemberOf)
  memberOf(
    @Payload(rpcPayload(TeamMemberOfRequestSchema)) req: RpcRequest<z.infer<typeof TeamMemberOfRequestSchema>>,
  ): Promise<TeamMemberOfResponse> {
    return this.members.onTeam(req.body.team_id, req.body.user_id);
  }
}
