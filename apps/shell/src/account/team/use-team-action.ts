import { apiErrorText } from '@leadgen/contracts';
import { useRef, useState } from 'react';

/**
 * One team form's request: busy while it runs, and the server's refusal in its own words (else
 * `fallback`), kept for the form that asked so the rep reads it where they acted.
 */
export function useTeamAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  /** Runs `work` unless a request is already running; true when it succeeded. */
  async function run(fallback: string, work: () => Promise<void>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (err) {
      setError(apiErrorText(err, fallback));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
