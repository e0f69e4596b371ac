// Types only, as team.logic.ts: the browser's contracts carry no team schema or constant.
import type { TeamMember, TeamReportResponse, TeamReportRow } from '@leadgen/contracts';
import { memberName } from './team.logic.js';

/** Each period the admin can pick, as the picker says it (the route takes 7, 30, 90 or 365 days). */
export const REPORT_PERIOD_LABELS: Record<number, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 365 days',
};

/** The periods in the picker's order. */
export const REPORT_PERIODS = Object.keys(REPORT_PERIOD_LABELS).map(Number);

/** The period the report opens on, as the server's own default. */
export const DEFAULT_REPORT_DAYS = 30;

/** Replied of contacted as a whole percent ('50%'); a dash when no lead was contacted. */
export function replyRateText(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '—';
  return `${Math.round(Math.min(1, Math.max(0, rate)) * 100)}%`;
}

/** One line of the report as the table shows it: who, and their funnel over the period. */
export interface ReportLine extends TeamReportRow {
  user_id: string;
  name: string;
  /** Owns leads of the team but is not among its members now. */
  former: boolean;
}

const ZERO: TeamReportRow = {
  saved: 0,
  contacted: 0,
  emails_sent: 0,
  replied: 0,
  reply_rate: null,
  meetings: 0,
  won: 0,
  lost: 0,
};

/**
 * The report's lines: every rep the server counted (it lists those who own a lead of the team, the
 * most saved first), named as the team knows them now, then every member who owns no lead yet, at
 * zero, so a quiet rep shows as quiet rather than missing.
 */
export function reportLines(report: TeamReportResponse, members: readonly TeamMember[]): ReportLine[] {
  const byId = new Map(members.map((m) => [m.user_id, m]));
  const counted = report.reps.map((r) => {
    const member = byId.get(r.user_id);
    return { ...r, name: member ? memberName(member) : r.name || 'A rep', former: !member };
  });
  const seen = new Set(counted.map((r) => r.user_id));
  const quiet = members
    .filter((m) => !seen.has(m.user_id))
    .map((m) => ({ ...ZERO, user_id: m.user_id, name: memberName(m), former: false }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...counted, ...quiet];
}

/** What the report covers, said above it: 'Last 30 days: November 1, 2026 to December 1, 2026'. */
export function reportPeriodText(
  report: Pick<TeamReportResponse, 'days' | 'from' | 'to'>,
  format: (v: string) => string,
) {
  const label = REPORT_PERIOD_LABELS[report.days] ?? `Last ${report.days} days`;
  return `${label}: ${format(report.from)} to ${format(report.to)}`;
}
