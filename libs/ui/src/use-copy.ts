import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard.js';

/** How long a Copy button reads 'Copied!' after a successful copy. */
export const COPIED_MS = 2000;

/** One Copy button's state: 'Copied!' for 2 seconds after a successful copy; failures are only logged. */
export function useCopy(ms = COPIED_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await copyText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), ms);
      } catch (err) {
        console.error('Copy to clipboard failed', err);
      }
    },
    [ms],
  );
  return { copied, copy };
}
