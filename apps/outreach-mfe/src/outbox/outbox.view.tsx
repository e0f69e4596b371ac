import { OUTREACH_EMAIL_STATUS_LABELS } from '@leadgen/contracts';
import { Alert, Button, Card, EmptyState, LoadingState } from '@leadgen/ui';
import { OutboxEmail } from './outbox-email.view.js';
import { OUTBOX_FILTERS, type OutboxFilter } from './outbox.logic.js';
import type { useOutbox } from './use-outbox.js';

export interface OutboxViewProps {
  outbox: ReturnType<typeof useOutbox>;
  /** Whether this shell's client can send a held follow-up ('Send anyway'). */
  canSendAnyway?: boolean;
}

/** The outbox: each email with its lead, recipient, step, status in words and when; its actions. */
export function OutboxView({ outbox, canSendAnyway = true }: OutboxViewProps) {
  const { emails, error, filter } = outbox;
  return (
    <Card
      title="Outbox"
      data-testid="outbox"
      actions={
        <div className="or-outbox-tools">
          <select
            className="lg-input or-filter"
            aria-label="Show emails"
            value={filter}
            onChange={(e) => outbox.setFilter(e.target.value as OutboxFilter)}
          >
            <option value="">All emails</option>
            {OUTBOX_FILTERS.filter((s) => s !== 'held' || canSendAnyway).map((s) => (
              <option key={s} value={s}>
                {OUTREACH_EMAIL_STATUS_LABELS[s] ?? s}
              </option>
            ))}
          </select>
          <Button variant="secondary" size="sm" onClick={() => void outbox.reload()}>
            Refresh
          </Button>
        </div>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {!emails && !error && <LoadingState message="Loading your outbox..." />}
      {emails && emails.length === 0 && (
        <EmptyState title={filter ? 'No emails at this status.' : 'No emails yet.'}>
          <p className="lg-muted">Open a saved lead in My Leads and press Email to write the first.</p>
        </EmptyState>
      )}
      {emails && outbox.total > emails.length && (
        <p className="lg-muted or-hint" data-testid="outbox-more">
          The newest {emails.length} of {outbox.total} emails. Filter by status to see the others.
        </p>
      )}
      {emails && emails.length > 0 && (
        <ul className="or-outbox">
          {emails.map((email) => (
            <OutboxEmail
              key={email.id}
              email={email}
              cancelling={outbox.cancelling}
              releasing={outbox.releasing}
              canSendAnyway={canSendAnyway}
              onCancel={outbox.cancel}
              onRelease={outbox.release}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
