import { toastKind } from './toast.logic.js';

export interface ToastProps {
  message: string;
  type?: string;
  onClose: () => void;
}

export function Toast({ message, type, onClose }: ToastProps) {
  const kind = toastKind(type);
  return (
    <div
      className={`lg-toast lg-toast--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-type={kind}
    >
      <span className="lg-toast__message">{message}</span>
      <button type="button" className="lg-icon-btn" aria-label="Dismiss message" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
