import { apiErrorText, type Usage } from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth.context.js';
import { ACCOUNT_MESSAGES } from './account-settings.logic.js';

/** This period's usage and limits, or the message shown when they could not be read. */
export function useUsage() {
  const { api } = useAuth();
  const [usage, setUsage] = useState<Usage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.call('usage').then(
      (res) => !cancelled && setUsage(res.usage),
      (err: unknown) => {
        console.warn('Usage unavailable', err);
        if (!cancelled) setError(apiErrorText(err, ACCOUNT_MESSAGES.usageFailed));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  return { usage, error };
}
