import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth.context.js';
import { codeFromAddress, codeProblem, TEAM_MESSAGES } from './team.logic.js';
import { useTeamAction } from './use-team-action.js';

/**
 * Joining with an invite's code, prefilled from the invite link (?code=). The answer is a new
 * session for the team, started as sign-in starts one; the old session has ended on the server.
 */
export function useTeamJoin(onJoined: () => void) {
  const { switchSession } = useAuth();
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState(() => codeFromAddress(params.get('code')));
  const { busy, error, setError, run } = useTeamAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    const joined = await run(TEAM_MESSAGES.joinFailed, () =>
      switchSession((api) => api.call('teamJoin', { code: code.trim() })),
    );
    if (!joined) return;
    // The link's code has done its work: the address keeps only the tab.
    setParams({ tab: 'team' }, { replace: true });
    onJoined();
  }

  return { code, setCode, busy, error, submit };
}
