import type { TeamInvite } from '@leadgen/contracts';
import { formatDate } from '../account-settings.logic.js';
import { ROLE_LABELS } from './team.logic.js';

/** The invites not used yet: who, as what, and the day the code stops working. */
export function TeamInvitesList({ invites }: { invites: readonly TeamInvite[] }) {
  return (
    <section className="team-section" aria-labelledby="team-invites-title">
      <h3 id="team-invites-title">Open invites ({invites.length})</h3>
      {invites.length === 0 ? (
        <p className="lg-muted">No open invites.</p>
      ) : (
        <ul className="team-list" data-testid="team-invites">
          {invites.map((invite) => (
            <li key={invite.id} className="team-list__item team-invite-row" data-testid="team-invite">
              <span className="team-member__name">{invite.email}</span>
              <span className="team-role">{ROLE_LABELS[invite.role]}</span>
              <span className="account-hint">Expires {formatDate(invite.expires_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
