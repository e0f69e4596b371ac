export interface SpinnerProps {
  size?: 'sm' | 'lg';
  /** For use on dark (primary) backgrounds. */
  light?: boolean;
  /** Announced to screen readers; omit when the surrounding text already says it. */
  label?: string;
}

export function Spinner({ size = 'sm', light = false, label }: SpinnerProps) {
  const classes = ['lg-spinner', size === 'lg' && 'lg-spinner--lg', light && 'lg-spinner--light']
    .filter(Boolean)
    .join(' ');
  return label ? (
    <span className={classes} role="status" aria-label={label} />
  ) : (
    <span className={classes} aria-hidden="true" />
  );
}

/** A centred spinner with a line of text, for a region that is still loading. */
export function LoadingState({ message }: { message: string }) {
  return (
    <div className="lg-loading" role="status" aria-live="polite">
      <Spinner size="lg" />
      <span>{message}</span>
    </div>
  );
}
