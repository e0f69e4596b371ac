import type { TeamInvite, TeamResponse } from '@leadgen/contracts';
import { TeamInviteRow } from './team-invite.row.js';

/** The invites not used yet: who, as what, the day the code stops working; each can be taken back. */
export function TeamInvitesList({
  invites,
  onChanged,
}: {
  invites: readonly TeamInvite[];
  onChanged: (answer: TeamResponse, note?: string) => void;
}) {
  return (
    <section className="team-section" aria-labelledby="team-invites-title">
      <h3 id="team-invites-title">Open invites ({invites.length})</h3>
      {invites.length === 0 ? (
        <p className="lg-muted">No open invites.</p>
      ) : (
        <ul className="team-list" data-testid="team-invites">
          {invites.map((invite) => (
            <TeamInviteRow key={invite.id} invite={invite} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}
