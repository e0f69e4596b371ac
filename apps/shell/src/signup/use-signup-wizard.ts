import { ApiError, apiErrorText } from '@leadgen/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../auth/auth.context.js';
import { SignInError } from '../auth/signin.logic.js';
import { clearSignupHandOff, pendingSignup } from './signup.handoff.js';
import { PASSWORD_AGAIN_NOTICE, keepProgress, progressToKeep, readProgress, resumePlan } from './signup.progress.js';
import { useResendCode } from './use-resend-code.js';
import { useWizardData } from './use-wizard-data.js';
import { useWizardNav } from './use-wizard-nav.js';
import { codeSentNotice, isCompleteCode, localStepError, nextStep, previousStep } from './wizard.logic.js';
import { stepRequest, type StepRequest } from './wizard.requests.js';

/**
 * The sign-up wizard: its answers, the step shown, and moving on, back or resending the code. Coming
 * from /signup, the code is already on its way: the wizard opens on the verify step.
 */
export function useSignupWizard() {
  const { startSession } = useAuth();
  const [handOff] = useState(pendingSignup);
  useEffect(() => clearSignupHandOff(), []);
  // A sign-up begun before a reload opens where it was (the password asked again, never kept).
  const [resumed] = useState(() => (handOff ? null : readProgress()));
  const plan = resumed ? resumePlan(resumed) : null;
  const afterPassword = useRef(plan?.thenTo ?? null);
  const { data, set } = useWizardData(handOff, resumed?.data);
  const nav = useWizardNav(
    handOff ? 'verify' : (plan?.open ?? 'email'),
    handOff ? codeSentNotice(handOff.email) : plan?.thenTo ? PASSWORD_AGAIN_NOTICE : null,
  );
  const { resending, resend } = useResendCode(data.email, nav);
  const [busy, setBusy] = useState(false);
  const { step } = nav;
  useEffect(() => keepProgress(progressToKeep(step, data)), [step, data]);

  async function send(request: StepRequest) {
    setBusy(true);
    nav.setError(null);
    try {
      const { next, notice } = await request.send();
      if (next) nav.goTo(next);
      if (notice) nav.setNotice(notice);
    } catch (err) {
      nav.setError(err instanceof SignInError ? err.message : apiErrorText(err, request.fallback));
      if (!(err instanceof ApiError) && !(err instanceof SignInError)) console.error('Sign-up step failed', err);
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !nav.guardEmail(data.email)) return;
    const localError = localStepError(step, data);
    if (localError) {
      nav.setError(localError);
      return;
    }
    if (step === 'verify' && !isCompleteCode(data.code)) return;
    const request = stepRequest(step, data, startSession);
    if (request) await send(request);
    else if (step === 'password' && afterPassword.current) {
      nav.goTo(afterPassword.current);
      afterPassword.current = null;
    } else nav.goTo(nextStep(step));
  }

  return {
    step,
    data,
    set,
    error: nav.error,
    notice: nav.notice,
    busy,
    nextDisabled: busy || (step === 'email' && !data.email.trim()) || (step === 'verify' && !isCompleteCode(data.code)),
    resending,
    resend,
    submit,
    back: () => nav.goTo(previousStep(step)),
  };
}
