import { apiErrorText, type Profile } from '@leadgen/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useAuth } from '../auth/auth.context.js';
import {
  ACCOUNT_MESSAGES,
  accountInfoError,
  accountInfoUpdate,
  formFromProfile,
  type AccountInfoForm,
} from './account-settings.logic.js';
import type { ShowStatus } from './use-account-status.js';

/** The stored profile as last saved, the form being edited, and the message when it could not be read. */
function useProfileLoad() {
  const { api, setProfile } = useAuth();
  const [saved, setSaved] = useState<AccountInfoForm | null>(null);
  const [form, setForm] = useState<AccountInfoForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  // A profile read or saved becomes both the form and the header's copy of it.
  const adopt = useCallback(
    (profile: Profile) => {
      const next = formFromProfile(profile);
      setSaved(next);
      setForm(next);
      setProfile(profile);
    },
    [setProfile],
  );

  useEffect(() => {
    let cancelled = false;
    api.call('profileGet').then(
      (res) => !cancelled && adopt(res.profile),
      (err: unknown) => {
        console.warn('Profile unavailable', err);
        if (!cancelled) setLoadError(apiErrorText(err, ACCOUNT_MESSAGES.profileFailed));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, adopt]);

  return { saved, form, setForm, loadError, adopt };
}

/** Account Info: edits the profile and saves only the fields that changed. */
export function useProfileForm(onStatus: ShowStatus) {
  const { api } = useAuth();
  const { saved, form, setForm, loadError, adopt } = useProfileLoad();
  const [busy, setBusy] = useState(false);

  const set = (field: keyof AccountInfoForm) => (value: string) => setForm((f) => (f ? { ...f, [field]: value } : f));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form || !saved || busy) return;
    const invalid = accountInfoError(form);
    if (invalid) {
      onStatus('error', invalid);
      return;
    }
    const update = accountInfoUpdate(saved, form);
    setBusy(true);
    try {
      if (Object.keys(update).length > 0) adopt((await api.call('profileUpdate', update)).profile);
      onStatus('success', ACCOUNT_MESSAGES.infoSaved);
    } catch (err) {
      onStatus('error', apiErrorText(err, ACCOUNT_MESSAGES.infoFailed));
    } finally {
      setBusy(false);
    }
  }

  return { saved, form, loadError, busy, set, submit };
}
