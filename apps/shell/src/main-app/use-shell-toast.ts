import type { ToastType } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';

export interface ToastState {
  id: number;
  message: string;
  type: ToastType | string | undefined;
}

/** A success toast closes itself after this long; any other stays until closed. */
const SUCCESS_TOAST_MS = 6000;

/** The one toast the shell shows for itself and for the remotes. */
export function useShellToast() {
  const [toast, setToast] = useState<ToastState | null>(null);

  const showToast = useCallback((message: string, type?: ToastType) => {
    setToast({ id: Date.now(), message, type });
  }, []);
  const closeToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast || toast.type !== 'success') return;
    const timer = setTimeout(() => setToast((t) => (t?.id === toast.id ? null : t)), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return { toast, showToast, closeToast };
}
