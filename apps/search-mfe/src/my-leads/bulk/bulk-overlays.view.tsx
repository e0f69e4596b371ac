import { BulkConfirmModal } from './bulk-confirm.modal.js';
import { UndoToast } from './undo-toast.view.js';
import type { BulkChange } from './use-bulk-change.js';

/** What a bulk change shows over the tab: its confirmation while asked, then its Undo toast. */
export function BulkOverlays({ bulk }: { bulk: BulkChange }) {
  return (
    <>
      {bulk.asking && (
        <BulkConfirmModal
          ask={bulk.asking}
          count={bulk.count}
          onCancel={bulk.cancel}
          onConfirm={(reason) => void bulk.confirm(reason)}
        />
      )}
      {bulk.offered && (
        <UndoToast
          message={bulk.offered.message}
          undoing={bulk.undoing}
          onUndo={() => void bulk.undo()}
          onClose={bulk.dismiss}
        />
      )}
    </>
  );
}
