import type { InboxMessage } from '@leadgen/contracts';
import { Alert, Button, Card, EmptyState, LoadingState } from '@leadgen/ui';
import { InboxMessageView } from './inbox-message.view.js';
import { emptyWords } from './inbox-words.logic.js';
import { INBOX_FILTERS, leadsBookedByInvite, unreadBadge } from './inbox.logic.js';
import type { Inbox } from './use-inbox.js';

/** The filter: All / Unread / Replies, as toggle buttons. */
function InboxFilters({ inbox }: { inbox: Inbox }) {
  return (
    <div className="or-segments" role="group" aria-label="Show answers">
      {INBOX_FILTERS.map((f) => (
        <button
          key={f.value}
          type="button"
          className="or-segment"
          aria-pressed={inbox.filter === f.value}
          onClick={() => inbox.setFilter(f.value)}
        >
          {f.label}
          {f.value === 'unread' && unreadBadge(inbox.unread) && ` (${unreadBadge(inbox.unread)})`}
        </button>
      ))}
    </div>
  );
}

/** The inbox: the rep's answers, newest first, each with what it is and what the product did about it. */
export function InboxView({ inbox, onWriteBack }: { inbox: Inbox; onWriteBack?: (message: InboxMessage) => void }) {
  const { messages, error } = inbox;
  const booked = leadsBookedByInvite(messages ?? []);
  return (
    <Card
      title="Inbox"
      data-testid="inbox"
      actions={
        <div className="or-outbox-tools">
          <InboxFilters inbox={inbox} />
          <Button variant="secondary" size="sm" onClick={inbox.reload}>
            Refresh
          </Button>
        </div>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {!messages && !error && <LoadingState message="Loading your inbox..." />}
      {messages && messages.length === 0 && <EmptyState title={emptyWords(inbox.filter)} />}
      {messages && inbox.total > inbox.loaded && (
        <p className="lg-muted or-hint" data-testid="inbox-more">
          The newest {inbox.loaded} of {inbox.total} answers.
        </p>
      )}
      {messages && messages.length > 0 && (
        <ul className="or-answers" aria-label="Answers">
          {messages.map((message) => (
            <InboxMessageView
              key={message.id}
              message={message}
              actions={inbox}
              onWriteBack={onWriteBack}
              bookedByInvite={booked.has(message.lead_id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
