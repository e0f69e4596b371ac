export type ToastKind = 'success' | 'error';

/** Anything other than 'success' is shown as an error, so an unexpected type never hides a failure. */
export function toastKind(type: unknown): ToastKind {
  return type === 'success' ? 'success' : 'error';
}
