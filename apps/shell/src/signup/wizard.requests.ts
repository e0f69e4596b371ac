import { STORAGE_KEYS, removeStored } from '../app/storage.logic.js';
import { publicApi } from '../auth/public.client.js';
import { keepProgress } from './signup.progress.js';
import {
  WIZARD_MESSAGES,
  codeSentNotice,
  completeSignupBody,
  type WizardData,
  type WizardStep,
} from './wizard.logic.js';

/** Where the wizard goes once the server has accepted a step, and what it tells the visitor there. */
export interface StepOutcome {
  next?: WizardStep;
  notice?: string;
}

/** A step the server must accept before the wizard moves on. */
export interface StepRequest {
  send: () => Promise<StepOutcome>;
  /** Shown when the call fails and the server gave no words of its own. */
  fallback: string;
}

/** The server call behind a step, or null for a step that moves on without one. */
export function stepRequest(
  step: WizardStep,
  data: WizardData,
  startSession: (response: unknown) => void,
): StepRequest | null {
  const email = data.email.trim();
  switch (step) {
    case 'email':
      return {
        fallback: WIZARD_MESSAGES.signupFailed,
        send: async () => {
          await publicApi.call('signup', { email });
          return { next: 'verify', notice: codeSentNotice(email) };
        },
      };
    case 'verify':
      return {
        fallback: WIZARD_MESSAGES.verificationFailed,
        send: async () => {
          await publicApi.call('verifyEmail', { email, code: data.code });
          return { next: 'password' };
        },
      };
    case 'website':
      return {
        fallback: WIZARD_MESSAGES.accountFailed,
        // Once the account exists the half-finished sign-up is forgotten and the app opens.
        send: async () => {
          const res = await publicApi.call('completeSignup', completeSignupBody(data));
          removeStored(STORAGE_KEYS.signupEmail);
          keepProgress(null);
          startSession(res);
          return {};
        },
      };
    default:
      return null;
  }
}
