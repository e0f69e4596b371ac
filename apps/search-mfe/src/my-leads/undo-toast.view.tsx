import { Button } from '@leadgen/ui';

/**
 * The one toast after a bulk change: what was done and an Undo button, for the seconds the server
 * keeps the undo. Drawn by the tab itself (the shell's toasts take no button), at the foot of the
 * screen, away from the header and a modal's title.
 */
export function UndoToast({
  message,
  undoing,
  onUndo,
  onClose,
}: {
  message: string;
  undoing: boolean;
  onUndo: () => void;
  onClose: () => void;
}) {
  return (
    <div className="sm-undo-toast" role="status" data-testid="undo-toast">
      <span className="sm-undo-toast__message">{message}</span>
      <Button size="sm" variant="secondary" loading={undoing} onClick={onUndo}>
        Undo
      </Button>
      <button type="button" className="lg-icon-btn" aria-label="Dismiss message" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
