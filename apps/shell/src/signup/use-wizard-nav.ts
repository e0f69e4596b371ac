import { useState } from 'react';
import { missingEmail, type WizardStep } from './wizard.logic.js';

/** Which step the wizard shows, and the error or notice under its form. */
export function useWizardNav(firstStep: WizardStep = 'email', firstNotice: string | null = null) {
  const [step, setStep] = useState<WizardStep>(firstStep);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(firstNotice);

  /** Opens another step; the last step's messages do not follow it there. */
  function goTo(next: WizardStep) {
    setError(null);
    setNotice(null);
    setStep(next);
  }

  /** Back to the first step, saying the email is missing, when a later step has none; true when it may go on. */
  function guardEmail(email: string): boolean {
    const missing = missingEmail(step, email);
    if (!missing) return true;
    setStep('email');
    setNotice(null);
    setError(missing);
    return false;
  }

  return { step, error, notice, setError, setNotice, goTo, guardEmail };
}

export type WizardNav = ReturnType<typeof useWizardNav>;
