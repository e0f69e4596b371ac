import { Button } from '@leadgen/ui';
import type { WizardStep } from './wizard.logic.js';

export interface WizardActionsProps {
  step: WizardStep;
  busy: boolean;
  nextDisabled: boolean;
  onBack: () => void;
}

/** Back (on every step but the first) and Next, which reads 'Create account' on the last step. */
export function WizardActions({ step, busy, nextDisabled, onBack }: WizardActionsProps) {
  const nextLabel =
    step === 'website' ? (busy ? 'Creating account...' : 'Create account') : busy ? 'Please wait...' : 'Next';
  return (
    <div className="wizard-actions">
      {step !== 'email' && (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
      )}
      <Button type="submit" loading={busy} disabled={nextDisabled} className="wizard-actions__next">
        {nextLabel}
      </Button>
    </div>
  );
}
