import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth.context.js';

/**
 * Whether the offer being edited is saved as the team's: only an admin of a team (not a rep alone)
 * is offered the choice. `teamsNow`: the offer shown is already the team's.
 */
export function useOfferScope(teamsNow: boolean) {
  const { api } = useAuth();
  const [teamAdmin, setTeamAdmin] = useState(false);
  const [forTeam, setForTeam] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api.call('teamGet').then(
      (res) => {
        if (!cancelled) setTeamAdmin(res.team !== null && res.role === 'admin');
      },
      // Without the team's answer the offer is saved as the rep's own, as before teams.
      (err: unknown) => console.warn('Team unavailable for What I sell', err),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  useEffect(() => setForTeam(teamsNow), [teamsNow]);

  return { teamAdmin, forTeam: teamAdmin && forTeam, setForTeam };
}
