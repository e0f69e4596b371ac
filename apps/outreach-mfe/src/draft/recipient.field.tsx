import type { OutreachDraft } from '@leadgen/contracts';
import { useId } from 'react';
import { recipientNote, recipientOf } from './draft.logic.js';

export interface RecipientFieldProps {
  draft: OutreachDraft;
  to: string;
  error: string | null;
  onChange: (to: string) => void;
}

/**
 * Who the email goes to: one of the lead's contacts with an address, best first with its role (a
 * suppressed one is marked and cannot be picked; a job or press inbox is offered with a warning), or
 * an address the rep types.
 */
export function RecipientField({ draft, to, error, onChange }: RecipientFieldProps) {
  const name = useId();
  const typed = !recipientOf(draft, to);
  const errorId = `${name}-error`;
  return (
    <fieldset className="or-recipients" aria-describedby={error ? errorId : undefined}>
      <legend className="lg-label">To</legend>
      {draft.recipients.map((r) => (
        <label key={r.address} className={`or-recipient${r.suppressed ? ' or-recipient--suppressed' : ''}`}>
          <input
            type="radio"
            name={name}
            checked={!typed && recipientOf(draft, to) === r}
            disabled={r.suppressed}
            onChange={() => onChange(r.address)}
          />
          <span className="or-recipient__text">
            <span className="or-recipient__address">{r.address}</span>
            {recipientNote(r) && <span className="lg-muted"> {recipientNote(r)}</span>}
            {r.warning && !r.suppressed && (
              <span className="or-mark or-mark--warn" data-testid="recipient-warning">
                {r.warning}
              </span>
            )}
            {r.suppressed && (
              <span className="or-mark" data-testid="recipient-suppressed">
                On your suppression list: not mailed
              </span>
            )}
          </span>
        </label>
      ))}
      <label className="or-recipient">
        <input type="radio" name={name} checked={typed} onChange={() => onChange('')} />
        <span className="or-recipient__text">{draft.recipients.length ? 'Another address' : 'Email address'}</span>
      </label>
      {typed && (
        <input
          className="lg-input"
          type="email"
          aria-label="Recipient's email address"
          placeholder="name@restaurant.com"
          value={to}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <p className="or-field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
