import type { DraftForm } from './draft.logic.js';

export interface FollowUpsFieldProps {
  form: DraftForm;
  error: string | null;
  onChange: (change: Partial<DraftForm>) => void;
}

/** 'Follow up automatically': two more emails in the same thread, after the business days the rep sets. */
export function FollowUpsField({ form, error, onChange }: FollowUpsFieldProps) {
  const day = (index: 0 | 1, value: string) =>
    onChange({ days: (index === 0 ? [value, form.days[1]] : [form.days[0], value]) as [string, string] });
  return (
    <div className="or-follow-ups">
      <label className="lg-check">
        <input type="checkbox" checked={form.followUp} onChange={(e) => onChange({ followUp: e.target.checked })} />
        Follow up automatically
      </label>
      {form.followUp && (
        <div className="or-follow-ups__days">
          <label>
            First follow-up after{' '}
            <input
              className="lg-input or-days"
              inputMode="numeric"
              value={form.days[0]}
              aria-label="First follow-up after business days"
              onChange={(e) => day(0, e.target.value)}
            />{' '}
            business days
          </label>
          <label>
            Second after{' '}
            <input
              className="lg-input or-days"
              inputMode="numeric"
              value={form.days[1]}
              aria-label="Second follow-up after business days"
              onChange={(e) => day(1, e.target.value)}
            />{' '}
            business days
          </label>
          <p className="lg-muted or-hint">
            The first asks again, lightly; the second says it is your last note. Sent in the same thread, in their
            business hours. They stop when the lead answers (Connected, Meeting booked, Won or Lost) or the address
            unsubscribes.
          </p>
        </div>
      )}
      {error && <p className="or-field-error">{error}</p>}
    </div>
  );
}
