import type { ApiClient, EventBus } from '@leadgen/contracts';
import { Alert, Button, Card, LoadingState, formatCount } from '@leadgen/ui';
import { useId } from 'react';
import { Bars, Panel, Stat } from './analytics.parts.js';
import { funnelRows, PERIOD_LABELS, PERIODS, repliesLabel } from './my-leads-numbers.logic.js';
import { useMyLeadsNumbers } from './use-my-leads-numbers.js';

/** 'Your pipeline': the rep's own saved leads and outreach over a chosen period, from saved to won. */
export function MyLeadsNumbersView({ api, events }: { api: ApiClient; events: EventBus }) {
  const { days, setDays, numbers, error, retry } = useMyLeadsNumbers(api, events);
  const periodId = useId();
  return (
    <Card
      title="Your pipeline"
      titleAs="h2"
      actions={
        <div className="lg-row">
          <label htmlFor={periodId} className="lg-muted">
            Period
          </label>
          <select
            id={periodId}
            className="lg-input sm-status-select"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            data-testid="numbers-period"
          >
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                {PERIOD_LABELS[d]}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {error ? (
        <Alert tone="error">
          {error}{' '}
          <Button size="sm" variant="secondary" onClick={retry}>
            Try again
          </Button>
        </Alert>
      ) : !numbers ? (
        <LoadingState message="Loading your numbers..." />
      ) : (
        <div data-testid="my-leads-numbers">
          <p className="lg-muted">Your saved leads and outreach in the {PERIOD_LABELS[numbers.days]?.toLowerCase()}.</p>
          <div className="sm-cards">
            <Stat label="Leads saved" value={formatCount(numbers.saved)} tone="blue" testId="numbers-saved" />
            <Stat label="Contacted" value={formatCount(numbers.contacted)} tone="violet" testId="numbers-contacted" />
            <Stat label="Emails sent" value={formatCount(numbers.emails_sent)} tone="blue" testId="numbers-emails" />
            <Stat
              label={repliesLabel(numbers)}
              value={formatCount(numbers.replied)}
              tone="amber"
              testId="numbers-replied"
            />
            <Stat
              label="Meetings booked"
              value={formatCount(numbers.meetings)}
              tone="green"
              testId="numbers-meetings"
            />
            <Stat label="Won" value={formatCount(numbers.won)} tone="green" testId="numbers-won" />
          </div>
          <div className="sm-breakdowns">
            <Panel title="From saved to won" testId="numbers-funnel" wide>
              <Bars rows={funnelRows(numbers)} empty="No data available" />
            </Panel>
          </div>
        </div>
      )}
    </Card>
  );
}
