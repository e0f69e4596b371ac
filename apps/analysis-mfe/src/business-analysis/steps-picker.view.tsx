import { Button } from '@leadgen/ui';
import { useState } from 'react';
import { ALL_STEPS, NO_STEP_MESSAGE, NO_STEPS, selectedCount, STEPS, type SelectedSteps } from './steps.logic.js';

interface StepsPickerProps {
  steps: SelectedSteps;
  onChange: (steps: SelectedSteps) => void;
  disabled: boolean;
}

/** 'Customize Steps': which of the four analysis steps to run, folded away until asked for; at least one is needed. */
export function StepsPicker({ steps, onChange, disabled }: StepsPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="am-steps">
      <button
        type="button"
        className="am-steps__toggle"
        aria-expanded={open}
        aria-controls="am-steps-panel"
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true" className="am-steps__caret">
          {open ? '▾' : '▸'}
        </span>
        Customize Steps
      </button>
      {open && (
        <fieldset id="am-steps-panel" className="am-steps__panel" disabled={disabled}>
          <legend className="lg-visually-hidden">Analysis steps</legend>
          <div className="am-steps__shortcuts">
            <span className="lg-muted">Select:</span>
            <Button variant="ghost" size="sm" onClick={() => onChange(ALL_STEPS)}>
              All
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onChange(NO_STEPS)}>
              None
            </Button>
          </div>
          {STEPS.map((s) => (
            <label key={s.key} className="lg-check am-steps__check">
              <input
                type="checkbox"
                checked={steps[s.key]}
                onChange={(e) => onChange({ ...steps, [s.key]: e.target.checked })}
              />
              {s.label}
            </label>
          ))}
        </fieldset>
      )}
      {selectedCount(steps) === 0 && (
        <p className="am-field-error" role="alert" data-testid="no-step-error">
          {NO_STEP_MESSAGE}
        </p>
      )}
    </div>
  );
}
