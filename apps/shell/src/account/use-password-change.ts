import { apiErrorText } from '@leadgen/contracts';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../auth/auth.context.js';
import {
  ACCOUNT_MESSAGES,
  passwordChangeError,
  passwordSavedMessage,
  type PasswordChangeForm,
} from './account-settings.logic.js';
import type { ShowStatus } from './use-account-status.js';

const EMPTY_PASSWORDS: PasswordChangeForm = { current: '', next: '', confirm: '' };

/** Security: changes the password once the current one is given and the new one is typed twice. */
export function usePasswordChange(onStatus: ShowStatus, onChanged?: () => void) {
  // A wrong current password answers 401; that must not sign the user out.
  const { api } = useAuth();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY_PASSWORDS);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof PasswordChangeForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const invalid = passwordChangeError(form);
    if (invalid) {
      onStatus('error', invalid);
      return;
    }
    setBusy(true);
    try {
      const res = await api.call('passwordChange', { current_password: form.current, new_password: form.next });
      setForm(EMPTY_PASSWORDS);
      onStatus('success', passwordSavedMessage(res));
      onChanged?.();
    } catch (err) {
      onStatus('error', apiErrorText(err, ACCOUNT_MESSAGES.passwordFailed));
    } finally {
      setBusy(false);
    }
  }

  return { form, busy, set, submit };
}
