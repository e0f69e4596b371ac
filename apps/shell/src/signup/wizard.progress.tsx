import { WIZARD_STEPS, type WizardStep } from './wizard.logic.js';

/** "Step n of 8" and a bar that fills as the wizard goes on. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const index = WIZARD_STEPS.indexOf(step);
  return (
    <div className="wizard-progress">
      <span className="wizard-progress__text">
        Step {index + 1} of {WIZARD_STEPS.length}
      </span>
      <div
        className="wizard-progress__track"
        role="progressbar"
        aria-label="Sign-up progress"
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={index + 1}
      >
        <div className="wizard-progress__bar" style={{ width: `${((index + 1) / WIZARD_STEPS.length) * 100}%` }} />
      </div>
    </div>
  );
}
