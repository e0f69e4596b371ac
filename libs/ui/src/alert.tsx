import type { HTMLAttributes, ReactNode } from 'react';

export type AlertTone = 'error' | 'info' | 'success';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  tone?: AlertTone;
  /** When given, the alert shows a close button that calls it. */
  onClose?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children?: ReactNode;
}

/** Errors interrupt (role alert); notes and confirmations are announced politely. */
const ROLE: Record<AlertTone, 'alert' | 'status' | 'note'> = { error: 'alert', success: 'status', info: 'note' };

/** A message box in the product's colours: an error, a note or a confirmation, closable on request. */
export function Alert({ tone = 'error', onClose, closeLabel = 'Dismiss', className, children, ...rest }: AlertProps) {
  const classes = ['lg-alert', `lg-alert--${tone}`, onClose && 'lg-alert--closable', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} role={ROLE[tone]} {...rest}>
      {onClose ? <span>{children}</span> : children}
      {onClose && (
        <button type="button" className="lg-icon-btn lg-alert__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
