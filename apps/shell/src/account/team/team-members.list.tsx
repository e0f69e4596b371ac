import type { TeamMember, TeamResponse, TeamRole } from '@leadgen/contracts';
import { Alert } from '@leadgen/ui';
import { useState } from 'react';
import { TeamMemberRow } from './team-member.row.js';
import { sortedMembers } from './team.logic.js';

/** The team's members, the founder first; what an admin just did to one is said above the list. */
export function TeamMembersList({
  members,
  viewer,
  onChanged,
}: {
  members: readonly TeamMember[];
  viewer: { id: string; role: TeamRole };
  onChanged: (answer: TeamResponse) => void;
}) {
  const [note, setNote] = useState<string | null>(null);
  const changed = (answer: TeamResponse, text?: string) => {
    onChanged(answer);
    setNote(text ?? null);
  };
  return (
    <section className="team-section" aria-labelledby="team-members-title">
      <h3 id="team-members-title">Members ({members.length})</h3>
      {note && <Alert tone="success">{note}</Alert>}
      <ul className="team-list" data-testid="team-members">
        {sortedMembers(members).map((m) => (
          <TeamMemberRow key={m.user_id} member={m} viewer={viewer} onChanged={changed} />
        ))}
      </ul>
    </section>
  );
}
