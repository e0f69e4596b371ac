import type { Team, TeamRole } from '@leadgen/contracts';
import { seatsText } from './team.logic.js';

/** The team's name, the viewer's role in it, and the seats its members and open invites hold. */
export function TeamSummary({ team, role }: { team: Team; role: TeamRole }) {
  return (
    <div className="team-summary">
      <div>
        <h3 className="team-summary__name" data-testid="team-name">
          {team.name}
        </h3>
        <p className="lg-muted">
          {role === 'admin'
            ? 'You are an admin: you invite reps, change roles and remove members.'
            : "You are a rep on this team. Its admins invite reps and manage the team's members."}
        </p>
      </div>
      <p className="team-summary__seats">
        <strong data-testid="team-seats">{seatsText(team)}</strong>
        <span className="account-hint">Members and open invites hold seats.</span>
      </p>
    </div>
  );
}
