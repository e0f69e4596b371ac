import { useCallback, useEffect, useState } from 'react';
import { STATUS_MESSAGE_MS } from './account-settings.logic.js';

export type StatusType = 'success' | 'error';

export interface AccountStatus {
  id: number;
  type: StatusType;
  text: string;
}

/** Shows a status line under the Account Settings tabs. */
export type ShowStatus = (type: StatusType, text: string) => void;

/** The Account Settings status line, which clears itself after 5 seconds. */
export function useAccountStatus() {
  const [status, setStatus] = useState<AccountStatus | null>(null);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus((s) => (s?.id === status.id ? null : s)), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const show = useCallback<ShowStatus>((type, text) => setStatus({ id: Date.now(), type, text }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, show, clear };
}
