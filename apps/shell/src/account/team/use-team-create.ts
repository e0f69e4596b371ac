import type { TeamResponse } from '@leadgen/contracts';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/auth.context.js';
import { TEAM_MESSAGES } from './team.logic.js';
import { useTeamAction } from './use-team-action.js';

/** A rep alone starts a team, named as typed or, left empty, after their company. */
export function useTeamCreate(onCreated: (answer: TeamResponse) => void) {
  const { api } = useAuth();
  const [name, setName] = useState('');
  const { busy, error, run } = useTeamAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const typed = name.trim();
    await run(TEAM_MESSAGES.createFailed, async () =>
      onCreated(await api.call('teamCreate', typed ? { name: typed } : {})),
    );
  }

  return { name, setName, busy, error, submit };
}
