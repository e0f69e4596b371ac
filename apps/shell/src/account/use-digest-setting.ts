import { apiErrorText, type DigestSettings } from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth.context.js';
import { DIGEST_MESSAGES, digestSavedMessage } from './digest.logic.js';
import type { ShowStatus } from './use-account-status.js';

/**
 * The rep's weekly digest setting (GET/PUT /api/account/digest): read once, switched on or off at
 * once (the switch shows the new value while it is saved, and goes back when the save fails), the
 * outcome said on the Account Settings status line.
 */
export function useDigestSetting(onStatus: ShowStatus) {
  const { api } = useAuth();
  const [settings, setSettings] = useState<DigestSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    api.call('digestGet').then(
      (res) => live && setSettings(res),
      (err: unknown) => live && setLoadError(apiErrorText(err, DIGEST_MESSAGES.loadFailed)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  async function set(weekly: boolean) {
    if (saving !== null) return;
    setSaving(weekly);
    try {
      setSettings(await api.call('digestSet', { weekly }));
      onStatus('success', digestSavedMessage(weekly));
    } catch (err) {
      onStatus('error', apiErrorText(err, DIGEST_MESSAGES.saveFailed));
    } finally {
      setSaving(null);
    }
  }

  return { settings, loadError, weekly: saving ?? settings?.weekly ?? false, saving: saving !== null, set };
}
