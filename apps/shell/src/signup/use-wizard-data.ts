import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readStored } from '../app/storage.logic.js';
import { takeHandedOffPassword } from './password.handoff.js';
import { EMPTY_WIZARD, type WizardData } from './wizard.logic.js';

/** The wizard's answers; the email starts from a sign-up begun earlier on this browser. */
export function useWizardData() {
  const [data, setData] = useState<WizardData>(() => ({
    ...EMPTY_WIZARD,
    email: readStored(STORAGE_KEYS.signupEmail) ?? '',
  }));

  // The /signup page's password, when the visitor came from there, fills the password step.
  useEffect(() => {
    const handed = takeHandedOffPassword();
    if (handed) setData((d) => ({ ...d, password: handed }));
  }, []);

  const set = (field: keyof WizardData) => (value: string) => setData((d) => ({ ...d, [field]: value }));
  return { data, set };
}
