import { Button } from '@leadgen/ui';
import { useState } from 'react';
import { dateInputValue } from './follow-up.logic.js';

/** The next follow-up: a day picked and saved, or cleared. */
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
  return (
    <div className="lg-field">
      <label className="lg-label" htmlFor={id}>
        Next follow-up
      </label>
      <div className="lg-row">
        <input id={id} type="date" className="lg-input" value={day} onChange={(e) => setDay(e.target.value)} />
        <Button
          size="sm"
          variant="secondary"
          disabled={saving || day === dateInputValue(followUpAt)}
          onClick={() => onFollowUp(day)}
        >
          Save date
        </Button>
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
    </div>
  );
}
