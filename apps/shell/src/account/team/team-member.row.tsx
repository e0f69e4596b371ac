import type { TeamMember, TeamResponse, TeamRole } from '@leadgen/contracts';
import { formatDate } from '../account-settings.logic.js';
import { TeamMemberRemove } from './team-member-remove.control.js';
import { TeamMemberRole } from './team-member-role.select.js';
import { canManage, memberLabel, memberName, ROLE_LABELS } from './team.logic.js';
import { useTeamMember } from './use-team-member.js';

/** One member: name, Founder and You marks, email, role and the day they joined; an admin's controls. */
export function TeamMemberRow({
  member,
  viewer,
  onChanged,
}: {
  member: TeamMember;
  viewer: { id: string; role: TeamRole };
  onChanged: (answer: TeamResponse, note?: string) => void;
}) {
  const { busy, error, changeRole, remove } = useTeamMember(member, onChanged);
  const name = memberName(member);
  const manage = canManage(viewer, member);
  return (
    <li className="team-list__item team-member" data-testid="team-member">
      <div className="team-member__who">
        <span className="team-member__name">
          {name}
          {member.founder && <span className="team-badge">Founder</span>}
          {member.user_id === viewer.id && <span className="team-badge team-badge--you">You</span>}
        </span>
        {name !== member.email && <span className="team-member__email">{member.email}</span>}
        <span className="account-hint">Joined {formatDate(member.joined_at)}</span>
      </div>
      <div className="team-member__controls">
        {manage ? (
          <TeamMemberRole
            label={memberLabel(member)}
            role={member.role}
            busy={busy}
            onChange={(r) => void changeRole(r)}
          />
        ) : (
          <span className="team-role" data-testid="member-role">
            {ROLE_LABELS[member.role]}
          </span>
        )}
        {manage && <TeamMemberRemove name={name} label={memberLabel(member)} busy={busy} onRemove={remove} />}
      </div>
      {error && (
        <p className="account-field-error team-member__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
