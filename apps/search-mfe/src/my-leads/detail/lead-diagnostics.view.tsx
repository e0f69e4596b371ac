import type { SavedLeadDetail, StoredDiagnostic } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { formatWhen } from '../../shared/dates.logic.js';

/** The website diagnostics run on the lead, newest first, each opened in full by its button. */
export function LeadDiagnostics({
  detail,
  onOpen,
}: {
  detail: SavedLeadDetail;
  onOpen?: (diagnostic: StoredDiagnostic) => void;
}) {
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
              {onOpen && (
                <Button size="sm" variant="secondary" onClick={() => onOpen(d)}>
                  Open report
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
