import { OUTREACH_EMAIL_STATUS_LABELS } from '@leadgen/contracts';
import { Alert, Button, Card, EmptyState, LoadingState } from '@leadgen/ui';
import { canCancel, OUTBOX_FILTERS, statusWords, stepWords, whenWords, type OutboxFilter } from './outbox.logic.js';
import type { useOutbox } from './use-outbox.js';

/** The outbox: each email with its lead, recipient, step, status in words and when; cancel on a scheduled one. */
export function OutboxView({ outbox }: { outbox: ReturnType<typeof useOutbox> }) {
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
            {OUTBOX_FILTERS.map((s) => (
              <option key={s} value={s}>
                {OUTREACH_EMAIL_STATUS_LABELS[s]}
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
          {emails.map((email) => {
            const { label, reason } = statusWords(email);
            return (
              <li key={email.id} className="or-email" data-testid="outbox-email" data-status={email.status}>
                <div className="or-email__head">
                  <span className={`or-status or-status--${email.status}`}>{label}</span>
                  <strong>{email.restaurant_name}</strong>
                  <span className="lg-muted">{stepWords(email.step)}</span>
                </div>
                <div className="or-email__subject">{email.subject}</div>
                <div className="lg-muted or-email__meta">
                  To {email.to_name ? `${email.to_name} <${email.to}>` : email.to} · {whenWords(email)}
                </div>
                {reason && <div className="or-email__reason">{reason}</div>}
                {canCancel(email) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={outbox.cancelling === email.id}
                    onClick={() => void outbox.cancel(email)}
                  >
                    Cancel
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
