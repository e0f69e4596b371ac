import type { OutreachEmail } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { canCancel, canRelease, messageWords, statusWords, stepWords, whenWords } from './outbox.logic.js';

export interface OutboxEmailProps {
  email: OutreachEmail;
  /** The email whose call runs now ('Cancel' or 'Send anyway'), if any. */
  cancelling: string | null;
  releasing: string | null;
  /** Whether this shell's client can send a held follow-up (a newer route). */
  canSendAnyway: boolean;
  onCancel: (email: OutreachEmail) => void;
  onRelease: (email: OutreachEmail) => void;
}

/** One email of the outbox: its status and why, lead, step, subject, recipient and when, what it says; its actions. */
export function OutboxEmail({ email, cancelling, releasing, canSendAnyway, onCancel, onRelease }: OutboxEmailProps) {
  const { label, reason } = statusWords(email);
  const tone = label === 'Paused' ? 'paused' : email.status;
  const busy = cancelling !== null || releasing !== null;
  const release = canSendAnyway && canRelease(email);
  const message = messageWords(email.body);
  return (
    <li className="or-email" data-testid="outbox-email" data-status={email.status}>
      <div className="or-email__head">
        <span className={`or-status or-status--${tone}`}>{label}</span>
        <strong>{email.restaurant_name}</strong>
        <span className="lg-muted">{stepWords(email.step)}</span>
      </div>
      <div className="or-email__subject">{email.subject}</div>
      <div className="lg-muted or-email__meta">
        To {email.to_name ? `${email.to_name} <${email.to}>` : email.to}
        {email.cc ? `, Cc ${email.cc}` : ''} · {whenWords(email)}
      </div>
      <details className="or-email__message" data-testid="outbox-message">
        <summary>Message</summary>
        <p className="or-email__text">{message.own}</p>
        {message.quotes && <p className="lg-muted or-email__quotes">The first email is quoted below it.</p>}
      </details>
      {reason && (
        <div className="or-email__reason" data-testid="outbox-reason">
          {reason}
        </div>
      )}
      {(release || canCancel(email)) && (
        <div className="or-actions">
          {release && (
            <Button size="sm" loading={releasing === email.id} disabled={busy} onClick={() => onRelease(email)}>
              Send anyway
            </Button>
          )}
          {canCancel(email) && (
            <Button
              variant="secondary"
              size="sm"
              loading={cancelling === email.id}
              disabled={busy}
              onClick={() => onCancel(email)}
            >
              Cancel
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
