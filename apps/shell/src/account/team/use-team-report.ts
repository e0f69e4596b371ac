import { apiErrorText, type TeamReportResponse } from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/auth.context.js';
import { DEFAULT_REPORT_DAYS } from './team-report.logic.js';
import { TEAM_MESSAGES } from './team.logic.js';

/**
 * The team's report for the chosen period (an admin's): read when the tab opens and again when the
 * period changes. The last answer stays shown while the next is read; an answer for a period no
 * longer chosen is dropped.
 */
export function useTeamReport() {
  const { api } = useAuth();
  const [days, setDays] = useState(DEFAULT_REPORT_DAYS);
  const [report, setReport] = useState<TeamReportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    api.call('teamReport', undefined, undefined, { days }).then(
      (answer) => {
        if (cancelled) return;
        setReport(answer);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (cancelled) return;
        setError(apiErrorText(err, TEAM_MESSAGES.reportFailed));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, days]);

  return { days, setDays, report, error, loading };
}
