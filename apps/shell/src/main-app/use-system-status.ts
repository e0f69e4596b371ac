import type { ApiClient, RemoteName } from '@leadgen/contracts';
import { useEffect, useMemo, useState } from 'react';
import { summarizeStats, type StatusSummary } from './system-status.logic.js';

export const STATUS_POLL_MS = 5000;

/**
 * Polls /api/stats; a failed poll keeps the last answer and is only logged. The summary waits for
 * the listed remotes too (`listed`, null while remotes.json is read): they say which areas count.
 */
export function useSystemStatus(api: ApiClient, listed: ReadonlySet<RemoteName> | null): StatusSummary | null {
  const [stats, setStats] = useState<{ answer: unknown } | null>(null);
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const answer = await api.call('stats');
        if (!stopped) setStats({ answer });
      } catch (err) {
        console.warn('System status unavailable', err);
      }
    };
    void poll();
    const timer = setInterval(poll, STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api]);
  return useMemo(() => (stats && listed ? summarizeStats(stats.answer, listed) : null), [stats, listed]);
}
