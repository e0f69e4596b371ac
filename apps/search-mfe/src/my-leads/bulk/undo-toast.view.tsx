import { Button } from '@leadgen/ui';
import { useLayoutEffect, useRef } from 'react';

/** The room the bar takes at the foot of the screen, kept free by the shell's theme (dialogs and a phone's scroll end above it). */
const ROOM = '--lg-remote-toast-space';

/**
 * The one toast after a bulk change: what was done and an Undo button, for the seconds the server
 * keeps the undo. Drawn by the tab itself (the shell's toasts take no button), at the foot of the
 * screen, away from the header and a modal's title, above the shell's toast while one shows.
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
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const box = bar.current?.getBoundingClientRect();
    if (box) root.style.setProperty(ROOM, `${Math.ceil(box.height + 8)}px`);
    return () => {
      root.style.removeProperty(ROOM);
    };
  }, [message]);
  return (
    <div ref={bar} className="sm-undo-toast" role="status" data-testid="undo-toast">
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
