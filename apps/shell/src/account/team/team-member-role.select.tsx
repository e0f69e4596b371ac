import type { TeamRole } from '@leadgen/contracts';
import { useId } from 'react';
import { ROLE_CHOICES, ROLE_LABELS } from './team.logic.js';

/** An admin's choice of a member's role, named for the member it belongs to. */
export function TeamMemberRole({
  label,
  role,
  busy,
  onChange,
}: {
  /** The member, told apart from a namesake (memberLabel). */
  label: string;
  role: TeamRole;
  busy: boolean;
  onChange: (role: TeamRole) => void;
}) {
  const id = useId();
  return (
    <span className="team-member__role">
      <label className="lg-visually-hidden" htmlFor={id}>
        Role of {label}
      </label>
      <select
        id={id}
        className="lg-input team-role-select"
        value={role}
        disabled={busy}
        onChange={(e) => onChange(e.target.value as TeamRole)}
      >
        {ROLE_CHOICES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
    </span>
  );
}
