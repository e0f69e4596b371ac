import { Button } from '@leadgen/ui';
import { useState } from 'react';
import { dateInputValue } from './follow-up.logic.js';

/**
 * The next follow-up: saved as soon as a day is chosen (no separate save click), or cleared. A date
 * typed in part is not a day yet: the input holds no value until it is whole.
 */
export function FollowUpField({
  id,
  followUpAt,
  saving,
  onFollowUp,
}: {
  id: string;
  followUpAt: string | null;
  saving: boolean;
  /** The day as the date input holds it; '' clears the follow-up. */
  onFollowUp: (day: string) => void;
}) {
  const [day, setDay] = useState(dateInputValue(followUpAt));
  const stored = dateInputValue(followUpAt);
  return (
    <div className="lg-field">
      <label className="lg-label" htmlFor={id}>
        Next follow-up
      </label>
      <div className="lg-row">
        <input
          id={id}
          type="date"
          className="lg-input"
          value={day}
          aria-describedby={`${id}-state`}
          onChange={(e) => {
            setDay(e.target.value);
            if (e.target.value && e.target.value !== stored) onFollowUp(e.target.value);
          }}
        />
        {followUpAt && (
          <Button
            size="sm"
            variant="ghost"
            disabled={saving}
            onClick={() => {
              setDay('');
              onFollowUp('');
            }}
          >
            Clear
          </Button>
        )}
      </div>
      <p id={`${id}-state`} className="sm-sub" role="status" data-testid="follow-up-state">
        {saving ? 'Saving...' : followUpAt && day === stored ? 'Saved' : ''}
      </p>
    </div>
  );
}
