import type { TeamResponse, TeamRole } from '@leadgen/contracts';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/auth.context.js';
import { invitedMessage, inviteProblem, TEAM_MESSAGES } from './team.logic.js';
import { useTeamAction } from './use-team-action.js';

/** An admin invites a rep by email, as an admin or a rep; the invite holds a seat until used. */
export function useTeamInvite(onInvited: (answer: TeamResponse) => void) {
  const { api } = useAuth();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('rep');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, setError, run } = useTeamAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSent(null);
    const problem = inviteProblem(email);
    if (problem) return setError(problem);
    const to = email.trim();
    await run(TEAM_MESSAGES.inviteFailed, async () => {
      const answer = await api.call('teamInvite', { email: to, role });
      onInvited(answer);
      setEmail('');
      setSent(invitedMessage(to, answer.invites));
    });
  }

  return { email, setEmail, role, setRole, sent, busy, error, submit };
}
