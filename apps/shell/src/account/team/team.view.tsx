import type { TeamResponse } from '@leadgen/contracts';
import { Alert } from '@leadgen/ui';
import { useAuth } from '../../auth/auth.context.js';
import { TeamInviteForm } from './team-invite.form.js';
import { TeamInvitesList } from './team-invites.list.js';
import { TeamMembersList } from './team-members.list.js';
import { TeamReportView } from './team-report.view.js';
import { TeamSummary } from './team-summary.view.js';

/**
 * A team: its name and seats and members; an admin also invites, sees open invites, manages members
 * and reads the team's report.
 */
export function TeamView({
  answer,
  notice,
  onChanged,
}: {
  answer: TeamResponse;
  notice: string | null;
  onChanged: (answer: TeamResponse) => void;
}) {
  const { session } = useAuth();
  const admin = answer.role === 'admin';
  const viewer = { id: session?.user.id ?? '', role: answer.role };
  return (
    <div className="team-view">
      {notice && (
        <Alert tone="success" data-testid="team-notice">
          {notice}
        </Alert>
      )}
      {answer.team && <TeamSummary team={answer.team} role={answer.role} />}
      <TeamMembersList members={answer.members} viewer={viewer} onChanged={onChanged} />
      {admin && <TeamInviteForm onInvited={onChanged} />}
      {admin && <TeamInvitesList invites={answer.invites} onChanged={onChanged} />}
      {admin && <TeamReportView members={answer.members} />}
    </div>
  );
}
