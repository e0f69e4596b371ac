import type { TeamInvite, TeamResponse } from '@leadgen/contracts';
import { useAuth } from '../../auth/auth.context.js';
import { TEAM_MESSAGES } from './team.logic.js';
import { useTeamAction } from './use-team-action.js';

/** An admin takes back an open invite: its code stops working and its seat is free again. */
export function useInviteRevoke(invite: TeamInvite, onChanged: (answer: TeamResponse, note?: string) => void) {
  const { api } = useAuth();
  const { busy, error, run } = useTeamAction();
  const revoke = () =>
    run(TEAM_MESSAGES.revokeFailed, async () =>
      onChanged(
        await api.call('teamInviteRevoke', undefined, { id: invite.id }),
        `The invite to ${invite.email} was taken back: its code no longer works.`,
      ),
    );
  return { busy, error, revoke };
}
