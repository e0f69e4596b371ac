import type { TeamMember, TeamResponse, TeamRole } from '@leadgen/contracts';
import { useAuth } from '../../auth/auth.context.js';
import { memberName, TEAM_MESSAGES } from './team.logic.js';
import { useTeamAction } from './use-team-action.js';

/** What an admin does to one member: change their role, or remove them (their sessions end at once). */
export function useTeamMember(member: TeamMember, onChanged: (answer: TeamResponse, note?: string) => void) {
  const { api } = useAuth();
  const { busy, error, run } = useTeamAction();
  const id = { id: member.user_id };

  const changeRole = (role: TeamRole) =>
    run(TEAM_MESSAGES.roleFailed, async () => onChanged(await api.call('teamMemberUpdate', { role }, id)));

  const remove = () =>
    run(TEAM_MESSAGES.removeFailed, async () =>
      onChanged(
        await api.call('teamMemberRemove', undefined, id),
        `${memberName(member)} was removed from the team and signed out.`,
      ),
    );

  return { busy, error, changeRole, remove };
}
