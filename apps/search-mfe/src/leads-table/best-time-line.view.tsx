import type { Lead } from '@leadgen/contracts';

/**
 * When to call, under the phone: 'Best time: Tue 2:00-4:00 pm' (the reasoning on hover). When it
 * is Unknown, the reason ('No quiet hours in its opening hours...') sits behind a 'Why?' one tap
 * away, so the row stays one line.
 */
export function BestTimeLine({ best }: { best: Lead['best_time'] }) {
  if (!best) return null;
  const unknown = best.state === 'unknown';
  return (
    <div
      className="sm-sub sm-best-time"
      data-testid="lead-best-time"
      data-state={best.state}
      title={unknown ? undefined : best.reasoning}
    >
      Best time: <strong className={best.state === 'call_now' ? 'sm-callnow' : undefined}>{best.label}</strong>
      {unknown && best.reasoning && (
        <details className="sm-best-time__why" data-testid="lead-best-time-why">
          <summary>Why?</summary>
          {best.reasoning}
        </details>
      )}
    </div>
  );
}
