import { Alert } from '@leadgen/ui';
import type { useOfferForm } from './use-offer-form.js';

type OfferHook = ReturnType<typeof useOfferForm>;

/**
 * Whose offer this is: a rep reading their team's is told they send it as themselves; a team's
 * admin chooses whether Save and Clear act on the team's offer or their own.
 */
export function OfferTeamChoice({ hook }: { hook: OfferHook }) {
  const { source, scope } = hook;
  return (
    <>
      {source === 'team' && !scope.teamAdmin && (
        <Alert tone="info" data-testid="offer-team-note">
          This is your team&apos;s offer: you send it as yourself. Saving changes makes it your own.
        </Alert>
      )}
      {scope.teamAdmin && (
        <label className="account-offer__team" data-testid="offer-for-team">
          <input type="checkbox" checked={scope.forTeam} onChange={(e) => scope.setForTeam(e.target.checked)} />
          <span>The team&apos;s offer: every rep without an offer of their own pitches it, as themselves.</span>
        </label>
      )}
    </>
  );
}
