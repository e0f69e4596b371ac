import type { TeamMember, TeamReportRow } from '@leadgen/contracts';
import { Alert, LoadingState, formatCount } from '@leadgen/ui';
import { useId } from 'react';
import { formatDate } from '../account-settings.logic.js';
import {
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  reportLines,
  reportPeriodText,
  replyRateText,
} from './team-report.logic.js';
import { useTeamReport } from './use-team-report.js';

/** The funnel's columns, from saved to won, as the table heads and (on a phone) each cell name them. */
const COLUMNS: { label: string; value: (r: TeamReportRow) => string }[] = [
  { label: 'Saved', value: (r) => formatCount(r.saved) },
  { label: 'Contacted', value: (r) => formatCount(r.contacted) },
  { label: 'Emails sent', value: (r) => formatCount(r.emails_sent) },
  { label: 'Replied', value: (r) => formatCount(r.replied) },
  { label: 'Reply rate', value: (r) => replyRateText(r.reply_rate) },
  { label: 'Meetings', value: (r) => formatCount(r.meetings) },
  { label: 'Won', value: (r) => formatCount(r.won) },
];

function Counts({ row }: { row: TeamReportRow }) {
  return COLUMNS.map((c) => (
    <td key={c.label} data-label={c.label}>
      {c.value(row)}
    </td>
  ));
}

/** An admin's view of each rep's leads over a chosen period, from saved to won, and the team's total. */
export function TeamReportView({ members }: { members: readonly TeamMember[] }) {
  const { days, setDays, report, error, loading } = useTeamReport();
  const periodId = useId();
  return (
    <section className="team-section team-report" aria-labelledby="team-report-title" data-testid="team-report">
      <div className="team-report__head">
        <h3 id="team-report-title">Team report</h3>
        <span className="team-report__period">
          <label htmlFor={periodId}>Period</label>
          <select
            id={periodId}
            className="lg-input team-role-select"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {REPORT_PERIODS.map((d) => (
              <option key={d} value={d}>
                {REPORT_PERIOD_LABELS[d]}
              </option>
            ))}
          </select>
        </span>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!report && !error && <LoadingState message="Loading the team's report..." />}
      {report && (
        <>
          <p className="account-hint" data-testid="team-report-period">
            {reportPeriodText(report, formatDate)}. Each rep&apos;s leads, counted by who owns them now.
          </p>
          <table className="team-report__table" aria-busy={loading || undefined}>
            <caption className="lg-visually-hidden">
              Each rep&apos;s leads, {REPORT_PERIOD_LABELS[report.days]?.toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col">Rep</th>
                {COLUMNS.map((c) => (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {reportLines(report, members).map((line) => (
                <tr key={line.user_id} data-testid="team-report-row">
                  <th scope="row" data-testid="team-report-rep">
                    {line.name}
                    {line.former && <span className="account-hint team-report__former">No longer on the team</span>}
                  </th>
                  <Counts row={line} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="team-report-total">
                <th scope="row">Team total</th>
                <Counts row={report.team} />
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}
