import { Alert, LoadingState } from '@leadgen/ui';
import { useState } from 'react';
import { TeamAloneView } from './team-alone.view.js';
import { joinedMessage } from './team.logic.js';
import { TeamView } from './team.view.js';
import { useTeam } from './use-team.js';
import './team.css';

/** The Team tab: a rep alone may start a team or join one; on a team, its seats and members. */
export function TeamPanel() {
  const { team, error, load, setTeam } = useTeam();
  // What the rep just did, said at the top of the team they now see.
  const [notice, setNotice] = useState<string | null>(null);

  if (!team) return error ? <Alert tone="error">{error}</Alert> : <LoadingState message="Loading your team..." />;
  return (
    <div className="team-tab" data-testid="team-tab">
      {error && <Alert tone="error">{error}</Alert>}
      {team.team ? (
        <TeamView answer={team} notice={notice} onChanged={setTeam} />
      ) : (
        <TeamAloneView
          onCreated={(answer) => {
            setTeam(answer);
            setNotice(`You created ${answer.team?.name ?? 'your team'}. Invite your reps below.`);
          }}
          onJoined={() => void load().then((answer) => setNotice(joinedMessage(answer?.team ?? null)))}
        />
      )}
    </div>
  );
}
