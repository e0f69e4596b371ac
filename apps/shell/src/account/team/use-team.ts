import { apiErrorText, type TeamResponse } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../auth/auth.context.js';
import { TEAM_MESSAGES } from './team.logic.js';

/**
 * The rep's team as the server answers it (null until loaded): read when the tab opens, read again
 * on demand (after joining), and replaced by the answer of each change (create, invite, role, remove).
 */
export function useTeam() {
  const { api } = useAuth();
  const [team, setTeam] = useState<TeamResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Reads the team again; its answer, or null when it could not be read (the error says why). */
  const load = useCallback(async (): Promise<TeamResponse | null> => {
    try {
      const answer = await api.call('teamGet');
      setTeam(answer);
      setError(null);
      return answer;
    } catch (err) {
      setError(apiErrorText(err, TEAM_MESSAGES.loadFailed));
      return null;
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  return { team, error, load, setTeam };
}
