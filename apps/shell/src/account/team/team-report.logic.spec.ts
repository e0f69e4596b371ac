import type { TeamMember, TeamReportResponse } from '@leadgen/contracts';
import { formatDate } from '../account-settings.logic.js';
import {
  DEFAULT_REPORT_DAYS,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  reportLines,
  reportPeriodText,
  replyRateText,
} from './team-report.logic.js';

const counts = { saved: 0, contacted: 0, emails_sent: 0, replied: 0, reply_rate: null, meetings: 0, won: 0, lost: 0 };

const member = (user_id: string, name: string, email = `${user_id}@example.com`): TeamMember => ({
  user_id,
  email,
  name,
  role: 'rep',
  joined_at: '2026-11-30T10:00:00.000Z',
  founder: false,
});

const report = (reps: TeamReportResponse['reps']): TeamReportResponse => ({
  days: 30,
  from: '2026-11-01T12:00:00.000Z',
  to: '2026-12-01T12:00:00.000Z',
  reps,
  team: counts,
});

describe('the reply rate', () => {
  it('is a whole percent of the leads contacted', () => {
    expect(replyRateText(0.5)).toBe('50%');
    expect(replyRateText(1 / 3)).toBe('33%');
    expect(replyRateText(0)).toBe('0%');
    expect(replyRateText(1)).toBe('100%');
  });

  it('is a dash when no lead was contacted', () => {
    expect(replyRateText(null)).toBe('—');
  });
});

describe('the report’s periods', () => {
  it('offers 7, 30, 90 and 365 days, opening on 30', () => {
    expect(REPORT_PERIODS).toEqual([7, 30, 90, 365]);
    expect(REPORT_PERIODS.map((d) => REPORT_PERIOD_LABELS[d])).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 365 days',
    ]);
    expect(DEFAULT_REPORT_DAYS).toBe(30);
  });

  it('says the period and its days', () => {
    expect(reportPeriodText(report([]), formatDate)).toBe('Last 30 days: November 1, 2026 to December 1, 2026');
  });
});

describe('the report’s lines', () => {
  const members = [member('u-ana', 'Ana Admin'), member('u-ben', 'Ben Rep'), member('u-cruz', '', 'cruz@example.com')];

  it('keeps the server’s order, then adds members who own no lead at zero, by name', () => {
    const lines = reportLines(report([{ ...counts, saved: 2, user_id: 'u-ben', name: 'Ben Rep' }]), members);
    expect(lines.map((l) => [l.name, l.saved, l.former])).toEqual([
      ['Ben Rep', 2, false],
      ['Ana Admin', 0, false],
      ['cruz@example.com', 0, false],
    ]);
    expect(lines[1]!.reply_rate).toBeNull();
  });

  it('names a member as the team does now, and marks an owner who is no longer on the team', () => {
    const lines = reportLines(
      report([
        { ...counts, user_id: 'u-ben', name: 'Benjamin' },
        { ...counts, user_id: 'u-gone', name: 'Dee Former' },
        { ...counts, user_id: 'u-nameless', name: '' },
      ]),
      [member('u-ben', 'Ben Rep')],
    );
    expect(lines.map((l) => [l.name, l.former])).toEqual([
      ['Ben Rep', false],
      ['Dee Former', true],
      ['A rep', true],
    ]);
  });
});
