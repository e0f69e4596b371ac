import type { SavedLeadDetail } from '@leadgen/contracts';
import { formatWhen } from './dates.logic.js';

/** The website diagnostics run on the lead, newest first. */
export function LeadDiagnostics({ detail }: { detail: SavedLeadDetail }) {
  return (
    <section className="sm-detail-section" data-testid="detail-diagnostics">
      <h3>Diagnostic reports ({detail.diagnostics.length})</h3>
      {detail.diagnostics.length === 0 ? (
        <p className="lg-muted">
          No diagnostic yet. Run Diagnose on this lead in Search Leads and the report is kept here.
        </p>
      ) : (
        <ul className="sm-timeline">
          {detail.diagnostics.map((d) => (
            <li key={d.id}>
              <time dateTime={d.created_at}>{formatWhen(d.created_at)}</time>
              <p>
                {d.report.restaurant_name}
                {d.report.website_url ? ` · ${d.report.website_url}` : ''}
                {typeof d.report.google_data?.rating === 'number'
                  ? ` · Google rating ${d.report.google_data.rating}`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
