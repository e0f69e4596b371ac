import { useLayoutEffect, useRef } from 'react';
import { toastKind } from './toast.logic.js';

export interface ToastProps {
  message: string;
  type?: string;
  onClose: () => void;
}

/** Room a toast takes at the bottom of the screen, read by theme.css (page padding, dialogs' bottom edge). */
const TOAST_SPACE = '--lg-toast-space';

/**
 * While the toast shows, the page keeps its height free at the bottom: a dialog ends above it and
 * the page can scroll its last controls clear of it, so the toast never sits on a button.
 */
function useReservedSpace() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el) return;
    const reserve = () => {
      const box = el.getBoundingClientRect();
      root.style.setProperty(TOAST_SPACE, `${Math.ceil(window.innerHeight - box.top)}px`);
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(el);
    window.addEventListener('resize', reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty(TOAST_SPACE);
    };
  }, []);
  return ref;
}

/** The one message at a time, at the bottom of the screen: away from the app's header and a dialog's title and close button. */
export function Toast({ message, type, onClose }: ToastProps) {
  const kind = toastKind(type);
  const ref = useReservedSpace();
  return (
    <div
      ref={ref}
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
