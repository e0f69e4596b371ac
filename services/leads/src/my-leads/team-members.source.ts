import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, TeamMemberOfResponseSchema, type TeamMemberOfResponse } from '@leadgen/contracts';
import { EVENTS_CLIENT, rpcError } from '@leadgen/service-kit';
import { firstValueFrom, timeout } from 'rxjs';

const ASK_MS = 5_000;

/** Who is on a team, as accounts knows it: asked before an admin gives a lead to a rep. */
@Injectable()
export class TeamMembersSource {
  constructor(@Inject(EVENTS_CLIENT) private readonly client: ClientProxy) {}

  /** The rep on the team with their name, or null; accounts out of reach answers 503 and changes nothing. */
  async member(teamId: string, userId: string): Promise<TeamMemberOfResponse['member']> {
    try {
      const reply = await firstValueFrom(
        this.client
          .send(SUBJECTS.accounts.teamMemberOf, {
            request_id: '',
            caller: null,
            ip: '',
            body: { team_id: teamId, user_id: userId },
          })
          .pipe(timeout(ASK_MS)),
      );
      return TeamMemberOfResponseSchema.parse(reply).member;
    } catch {
      throw rpcError('SERVICE_UNAVAILABLE', 'We could not check who is on your team just now. Please try again.');
    }
  }
}
