import { Alert, Button } from '@leadgen/ui';
import { progressText } from './bulk-find.logic.js';
import type { BulkContacts } from './use-bulk-contacts.js';

/** 'Find contacts' for the selected saved leads, its progress with Cancel, then how it went. */
export function BulkContactsControl({
  bulk,
  count,
  onStart,
}: {
  bulk: BulkContacts;
  count: number;
  onStart: () => void;
}) {
  const { progress } = bulk;
  return (
    <div className="sm-bulk-contacts" data-testid="bulk-contacts">
      {!progress && (
        <Button
          size="sm"
          variant="secondary"
          disabled={!count}
          onClick={onStart}
          title={
            count
              ? "Read the selected leads' websites for contacts, one lead at a time"
              : 'Select leads to find their contacts'
          }
        >
          Find contacts{count ? ` (${count})` : ''}
        </Button>
      )}
      {progress && (
        <>
          <span role="status" aria-live="polite" data-testid="bulk-contacts-progress">
            {progressText(progress.current, progress.total)}
          </span>
          <Button size="sm" variant="ghost" onClick={bulk.cancel} disabled={bulk.cancelling}>
            {bulk.cancelling ? 'Stopping after this lead...' : 'Cancel'}
          </Button>
        </>
      )}
      {bulk.end && (
        <Alert
          tone={bulk.end.tone}
          onClose={bulk.dismiss}
          closeLabel="Dismiss message"
          data-testid="bulk-contacts-summary"
        >
          {bulk.end.text}
        </Alert>
      )}
    </div>
  );
}
