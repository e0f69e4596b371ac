import type { HTMLAttributes } from 'react';

export type SystemStatus = 'operational' | 'degraded';

export interface StatusDotProps extends HTMLAttributes<HTMLSpanElement> {
  status: SystemStatus;
  label?: string;
}

/** Green when operational, red otherwise; the status is also exposed as data-status. */
export function StatusDot({ status, label, className, ...rest }: StatusDotProps) {
  const text = label ?? (status === 'operational' ? 'All systems operational' : 'Some systems are not working');
  return (
    <span
      className={['lg-status-dot', `lg-status-dot--${status}`, className].filter(Boolean).join(' ')}
      data-status={status}
      role="img"
      aria-label={text}
      title={text}
      {...rest}
    />
  );
}
