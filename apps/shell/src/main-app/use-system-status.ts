import type { ApiClient } from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { summarizeStats, type StatusSummary } from './system-status.logic.js';

export const STATUS_POLL_MS = 5000;

/** Polls /api/stats; a failed poll keeps the last answer and is only logged. */
export function useSystemStatus(api: ApiClient): StatusSummary | null {
  const [summary, setSummary] = useState<StatusSummary | null>(null);
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const stats = await api.call('stats');
        if (!stopped) setSummary(summarizeStats(stats));
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
  return summary;
}
