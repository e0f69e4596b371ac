import { apiErrorText } from '@leadgen/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { recall, remember } from './last-result.store.js';
import { urlFieldState } from './url.logic.js';

/** Thrown by a URL form's `produce` when the service answered without a result; its message is shown as it is. */
export class NoResultError extends Error {
  override name = 'NoResultError';
}

interface Run<T> {
  produce: (websiteUrl: string) => Promise<T>;
  websiteUrl: string;
}

/**
 * A website-URL form whose last result is kept per user (both views of this remote): the field's
 * state, loading, the error shown, and a submit that runs `produce` for the trimmed URL. A failed
 * call shows the server's message, else `failed`. The call is a TanStack mutation (it costs
 * usage: never retried); only the latest submission's answer is shown.
 */
export function useUrlRun<T>(view: string, userId: string, failed: string, extraReady = true) {
  const [raw, setRaw] = useState('');
  const [result, setResult] = useState<T | null>(() => recall<T>(view, userId));
  const run = useMutation({ mutationFn: ({ produce, websiteUrl }: Run<T>) => produce(websiteUrl) });
  const loading = run.isPending;
  const field = urlFieldState(raw);
  const canSubmit = !field.empty && !field.invalid && extraReady && !loading;
  const error = run.error
    ? run.error instanceof NoResultError
      ? run.error.message.trim() || failed
      : apiErrorText(run.error, failed)
    : null;

  function submit(produce: (websiteUrl: string) => Promise<T>, done: (result: T) => void) {
    return (e: FormEvent) => {
      e.preventDefault();
      if (!canSubmit) return;
      const websiteUrl = field.value;
      setRaw(websiteUrl);
      setResult(null);
      // The answer is taken only while this is still the form's run (not after a reopened analysis replaced it).
      run.mutate(
        { produce, websiteUrl },
        {
          onSuccess: (next) => {
            remember(view, userId, next);
            setResult(next);
            done(next);
          },
        },
      );
    };
  }

  /** Shows a result that was not just produced (an analysis reopened from the rep's history), kept as the last one. */
  function show(next: T) {
    remember(view, userId, next);
    run.reset();
    setResult(next);
  }

  return { raw, setRaw, field, loading, error, clearError: () => run.reset(), result, canSubmit, submit, show };
}
