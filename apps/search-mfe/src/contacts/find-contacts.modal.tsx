import type { Lead } from '@leadgen/contracts';
import { Alert, Button, LoadingState, Modal } from '@leadgen/ui';
import { FoundContacts } from './found-contacts.view.js';
import type { RowContactsState } from './use-row-contacts.js';

/** The contacts read from a search row's website, or why they could not be. */
export function FindContactsModal({
  lead,
  state,
  onRetry,
  onClose,
}: {
  lead: Lead;
  state: RowContactsState | undefined;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title={`Contacts: ${lead.name}`}
      wide
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="sm-contacts-dialog" data-testid="find-contacts">
        {state?.loading && <LoadingState message={`Reading ${lead.name}'s website for contacts...`} />}
        {!state?.loading && state?.error && (
          <Alert tone="error" data-testid="find-contacts-error">
            {state.error}{' '}
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </Alert>
        )}
        {!state?.loading && state?.found && <FoundContacts found={state.found} />}
      </div>
    </Modal>
  );
}
