import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** Extra width for content-heavy dialogs. */
  wide?: boolean;
}

/** A dialog that closes on Escape, on the close button and on a click outside it. */
export function Modal({ title, onClose, children, footer, wide = false }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div
      className="lg-modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="lg-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={wide ? { width: 'min(880px, 100%)' } : undefined}
      >
        <div className="lg-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="lg-icon-btn" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="lg-modal__body">{children}</div>
        {footer && <div className="lg-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
