import { apiErrorText, type SessionInfo } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth/auth.context.js';
import { ACCOUNT_MESSAGES } from './account-settings.logic.js';
import type { ShowStatus } from './use-account-status.js';

/**
 * The rep's signed-in devices, and ending them: one at a time, or every one but this device.
 * `version` reloads the list (e.g. after a password change signed the others out).
 */
export function useSessions(onStatus: ShowStatus, version = 0) {
  const { api } = useAuth();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The session being ended, or 'others' while signing out everywhere else. */
  const [ending, setEnding] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions((await api.call('sessionsList')).sessions);
      setError(null);
    } catch (err) {
      setError(apiErrorText(err, ACCOUNT_MESSAGES.sessionsFailed));
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load, version]);

  async function end(id: string) {
    if (ending) return;
    setEnding(id);
    try {
      await api.call('sessionEnd', undefined, { id });
      onStatus('success', 'Session ended. That device is signed out.');
    } catch (err) {
      onStatus('error', apiErrorText(err, ACCOUNT_MESSAGES.sessionEndFailed));
    } finally {
      setEnding(null);
      await load();
    }
  }

  async function endOthers() {
    if (ending) return;
    setEnding('others');
    try {
      onStatus('success', (await api.call('sessionsEndOthers')).message);
    } catch (err) {
      onStatus('error', apiErrorText(err, ACCOUNT_MESSAGES.sessionEndFailed));
    } finally {
      setEnding(null);
      await load();
    }
  }

  return { sessions, error, ending, end, endOthers };
}
