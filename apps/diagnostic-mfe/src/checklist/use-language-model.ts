import type { ApiClient } from '@leadgen/contracts';
import { useEffect, useState } from 'react';

/** Why 'Enhanced GPT' is off, in one line. */
export const NO_LANGUAGE_MODEL_REASON =
  'No language model is configured on this server, so the checklist uses its own rules.';

/**
 * Whether the server has a language model (GET /api/config's language_model): false disables
 * 'Enhanced GPT' with its reason; null (not read yet, or a server that does not say) leaves it
 * as it was.
 */
export function useLanguageModel(api: ApiClient): boolean | null {
  const [model, setModel] = useState<boolean | null>(null);
  useEffect(() => {
    let cancelled = false;
    api.call('config').then(
      (config) => {
        if (!cancelled) setModel(typeof config.language_model === 'boolean' ? config.language_model : null);
      },
      (err: unknown) => console.warn('Runtime config unavailable', err),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);
  return model;
}
