import { ApiError, apiErrorText } from '@leadgen/contracts';
import { useState } from 'react';
import { publicApi } from '../auth/public.client.js';
import type { WizardNav } from './use-wizard-nav.js';
import { WIZARD_MESSAGES } from './wizard.logic.js';

/** The verify step's 'Resend code': a new code to the same email. */
export function useResendCode(email: string, nav: WizardNav) {
  const [resending, setResending] = useState(false);

  async function resend() {
    if (!nav.guardEmail(email)) return;
    setResending(true);
    nav.setError(null);
    nav.setNotice(null);
    try {
      await publicApi.call('resendCode', { email: email.trim() });
      nav.setNotice(`A new code is on its way to ${email.trim()}.`);
    } catch (err) {
      // A rate limit says when to try again; any other failure reads 'Failed to resend code'.
      nav.setError(
        err instanceof ApiError && err.status === 429
          ? apiErrorText(err, WIZARD_MESSAGES.resendFailed)
          : WIZARD_MESSAGES.resendFailed,
      );
    } finally {
      setResending(false);
    }
  }

  return { resending, resend };
}
