import { readStored, removeStored, writeStored } from '../app/storage.logic.js';
import { EMPTY_WIZARD, WIZARD_STEPS, type WizardData, type WizardStep } from './wizard.logic.js';

/**
 * Where a sign-up stands, kept over a reload until it completes or the rep starts over: the step
 * and the answers, never the password or the code (the password is asked again when needed).
 */
export const SIGNUP_PROGRESS_KEY = 'signup_progress';

export interface SignupProgress {
  step: WizardStep;
  data: Omit<WizardData, 'password' | 'code'>;
}

/** Said on the password step when a reload brought the rep back past it. */
export const PASSWORD_AGAIN_NOTICE =
  'Welcome back. Enter your password again to continue: it is never kept on this device. Your other answers are kept.';

const PASSWORD_INDEX = WIZARD_STEPS.indexOf('password');

/** What is kept of the wizard now: nothing on its first step (the rep starts there, or started over). */
export function progressToKeep(step: WizardStep, data: WizardData): SignupProgress | null {
  if (step === 'email' || !data.email.trim()) return null;
  const { password: _password, code: _code, ...kept } = data;
  return { step, data: kept };
}

/** A kept progress read back, or null when there is none or it is not one (another version, edited by hand). */
export function parseProgress(raw: string | null): SignupProgress | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SignupProgress>;
    if (!value || !WIZARD_STEPS.includes(value.step as WizardStep) || typeof value.data !== 'object') return null;
    const data = Object.fromEntries(
      Object.keys(EMPTY_WIZARD)
        .filter((k) => k !== 'password' && k !== 'code')
        .map((k) => [
          k,
          typeof (value.data as Record<string, unknown>)[k] === 'string'
            ? (value.data as Record<string, string>)[k]
            : '',
        ]),
    ) as SignupProgress['data'];
    return data.email.trim() ? { step: value.step as WizardStep, data } : null;
  } catch {
    return null;
  }
}

/**
 * The step a resumed wizard opens on, and the step it goes on to after the password: a rep past
 * the password step has to type it again (it was never kept), then goes straight back to where
 * they were.
 */
export function resumePlan(progress: SignupProgress): { open: WizardStep; thenTo: WizardStep | null } {
  const index = WIZARD_STEPS.indexOf(progress.step);
  if (index > PASSWORD_INDEX) return { open: 'password', thenTo: progress.step };
  return { open: progress.step, thenTo: null };
}

export function readProgress(): SignupProgress | null {
  return parseProgress(readStored(SIGNUP_PROGRESS_KEY));
}

export function keepProgress(progress: SignupProgress | null): void {
  if (progress) writeStored(SIGNUP_PROGRESS_KEY, JSON.stringify(progress));
  else removeStored(SIGNUP_PROGRESS_KEY);
}
