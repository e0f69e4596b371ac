import type { SavedLeadDetail } from '@leadgen/contracts';
import { bestTimeView } from './best-time.logic.js';

/** When to call the lead, and why: read from its opening hours in its own time zone. */
export function LeadBestTime({ detail }: { detail: SavedLeadDetail }) {
  const best = bestTimeView(detail.best_time);
  return (
    <section className="sm-detail-section" data-testid="detail-best-time">
      <h3>Best time to call</h3>
      <p style={{ margin: 0 }}>
        <strong className={best.now ? 'sm-callnow' : undefined}>{best.label}</strong>
        {detail.best_time.time_zone && <span className="lg-muted"> · {detail.best_time.time_zone}</span>}
      </p>
      <p className="lg-muted" style={{ margin: '0.25rem 0 0' }}>
        {best.reasoning}
      </p>
    </section>
  );
}
