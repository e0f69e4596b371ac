import { useState } from 'react';
import { STORAGE_KEYS, readStored } from '../app/storage.logic.js';
import type { SignupHandOff } from './signup.handoff.js';
import { EMPTY_WIZARD, type WizardData } from './wizard.logic.js';

/**
 * The wizard's answers. The email and password come from the /signup page when the visitor came
 * from there; otherwise the answers (never the password) come from a sign-up begun earlier on
 * this browser.
 */
export function useWizardData(handOff: SignupHandOff | null, resumed?: Partial<WizardData>) {
  const [data, setData] = useState<WizardData>(() => ({
    ...EMPTY_WIZARD,
    ...resumed,
    email: handOff?.email ?? resumed?.email ?? readStored(STORAGE_KEYS.signupEmail) ?? '',
    password: handOff?.password ?? '',
  }));

  const set = (field: keyof WizardData) => (value: string) => setData((d) => ({ ...d, [field]: value }));
  return { data, set };
}
