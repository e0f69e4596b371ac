import { apiErrorText } from '@leadgen/contracts';
import { useState, type FormEvent } from 'react';
import { recall, remember } from './last-result.store.js';
import { urlFieldState } from './url.logic.js';

/** Thrown by a URL form's `produce` when the service answered without a result; its message is shown as it is. */
export class NoResultError extends Error {
  override name = 'NoResultError';
}

/**
 * A website-URL form whose last result is kept per user (both views of this remote): the field's
 * state, loading, the error shown, and a submit that runs `produce` for the trimmed URL. A failed
 * call shows the server's message, else `failed`.
 */
export function useUrlRun<T>(view: string, userId: string, failed: string, extraReady = true) {
  const [raw, setRaw] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<T | null>(() => recall<T>(view, userId));
  const field = urlFieldState(raw);
  const canSubmit = !field.empty && !field.invalid && extraReady && !loading;

  function submit(produce: (websiteUrl: string) => Promise<T>, done: (result: T) => void) {
    return async (e: FormEvent) => {
      e.preventDefault();
      if (!canSubmit) return;
      const websiteUrl = field.value;
      setRaw(websiteUrl);
      setLoading(true);
      setError(null);
      setResult(null);
      try {
        const next = await produce(websiteUrl);
        remember(view, userId, next);
        setResult(next);
        done(next);
      } catch (err) {
        setError(err instanceof NoResultError ? err.message.trim() || failed : apiErrorText(err, failed));
      } finally {
        setLoading(false);
      }
    };
  }

  /** Shows a result that was not just produced (an analysis reopened from the rep's history), kept as the last one. */
  function show(next: T) {
    remember(view, userId, next);
    setError(null);
    setResult(next);
  }

  return { raw, setRaw, field, loading, error, clearError: () => setError(null), result, canSubmit, submit, show };
}
