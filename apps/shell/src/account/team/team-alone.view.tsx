import type { TeamResponse } from '@leadgen/contracts';
import { TeamCreateForm } from './team-create.form.js';
import { TeamJoinForm } from './team-join.form.js';

/** A rep working alone (a team of one): what a team is, start one, or join one with an invite's code. */
export function TeamAloneView({
  onCreated,
  onJoined,
}: {
  onCreated: (answer: TeamResponse) => void;
  onJoined: () => void;
}) {
  return (
    <div className="team-alone">
      <section className="team-section" aria-labelledby="team-create-title">
        <h3 id="team-create-title">Work as a team</h3>
        <p className="lg-muted">
          Invite reps by email, share the territory, and choose who manages the team. Teams are on the Professional
          plan, for 2 to 10 reps; a Starter trial becomes a Professional trial.
        </p>
        <TeamCreateForm onCreated={onCreated} />
      </section>
      <section className="team-section" aria-labelledby="team-join-title">
        <h3 id="team-join-title">Join a team</h3>
        <p className="lg-muted">Invited by a colleague? Enter the code from the invite email.</p>
        <TeamJoinForm onJoined={onJoined} />
      </section>
    </div>
  );
}
