import type { TeamInvite, TeamResponse } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { formatDate } from '../account-settings.logic.js';
import { ROLE_LABELS } from './team.logic.js';
import { useInviteRevoke } from './use-invite-revoke.js';

/** One open invite: who, as what, the day its code stops working, and Take back. */
export function TeamInviteRow({
  invite,
  onChanged,
}: {
  invite: TeamInvite;
  onChanged: (answer: TeamResponse, note?: string) => void;
}) {
  const { busy, error, revoke } = useInviteRevoke(invite, onChanged);
  return (
    <li className="team-list__item team-invite-row" data-testid="team-invite">
      <span className="team-member__name">{invite.email}</span>
      <span className="team-role">{ROLE_LABELS[invite.role]}</span>
      <span className="account-hint" data-testid="team-invite-expires">
        Expires {formatDate(invite.expires_at)}
      </span>
      <Button
        size="sm"
        variant="ghost"
        loading={busy}
        aria-label={`Take back the invite to ${invite.email}`}
        onClick={() => void revoke()}
      >
        Take back
      </Button>
      {error && (
        <span className="account-field-error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}
