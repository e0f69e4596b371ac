import type { StoredPitch } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { formatWhen } from '../../shared/dates.logic.js';

/** The pitches kept for the lead (from a search, or custom for a vendor), each opened with View. */
export function LeadPitches({
  pitches,
  onView,
  emailWrites = false,
}: {
  pitches: readonly StoredPitch[];
  onView: (p: StoredPitch) => void;
  /** 'Email' is offered here, and writes a pitch for a lead with none. */
  emailWrites?: boolean;
}) {
  return (
    <section className="sm-detail-section" data-testid="detail-pitches">
      <h3>Pitches ({pitches.length})</h3>
      {pitches.length === 0 ? (
        <p className="lg-muted">
          {emailWrites
            ? "No pitch yet. 'Email' writes one for its draft; pitches generated in Search Leads are kept here too."
            : 'No pitch yet. Pitches generated for this lead in Search Leads are kept here.'}
        </p>
      ) : (
        <ul className="sm-timeline">
          {pitches.map((p) => (
            <li key={p.id} className="lg-row" style={{ justifyContent: 'space-between' }}>
              <span>
                <strong>
                  {p.kind === 'custom'
                    ? `Custom pitch${p.vendor ? ` (${p.vendor.company_name})` : ''}`
                    : 'Generated pitch'}
                </strong>{' '}
                <time className="lg-muted" dateTime={p.created_at}>
                  {formatWhen(p.created_at)}
                </time>
              </span>
              <Button size="sm" variant="secondary" onClick={() => onView(p)}>
                View
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
