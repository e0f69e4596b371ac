import { Button } from '@leadgen/ui';
import { useState } from 'react';

/** Remove, asked once more before the member goes (they are signed out at once). */
export function TeamMemberRemove({
  name,
  label,
  busy,
  onRemove,
}: {
  name: string;
  /** The member, told apart from a namesake (memberLabel), for the controls' accessible names. */
  label: string;
  busy: boolean;
  onRemove: () => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        aria-label={`Remove ${label}`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </Button>
    );
  return (
    <span className="team-confirm" role="group" aria-label={`Remove ${label}?`}>
      <span>Remove {name}? They are signed out at once.</span>
      <span className="team-confirm__actions">
        <Button
          size="sm"
          variant="danger"
          loading={busy}
          onClick={() => void onRemove().finally(() => setConfirming(false))}
        >
          Remove
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
          Keep
        </Button>
      </span>
    </span>
  );
}
