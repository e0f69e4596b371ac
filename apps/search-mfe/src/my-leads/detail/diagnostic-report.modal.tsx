import type { StoredDiagnostic } from '@leadgen/contracts';
import { Modal } from '@leadgen/ui';
import { CHECK_WORDS, reportSections } from './diagnostic-report.logic.js';
import { formatWhen } from '../../shared/dates.logic.js';

/** A stored diagnostic in full: its checks with what each found, the listing, conversions, marketing and recommendations. */
export function DiagnosticReportModal({ diagnostic, onClose }: { diagnostic: StoredDiagnostic; onClose: () => void }) {
  const r = diagnostic.report;
  const checks = r.website_analysis.checks ?? [];
  return (
    <Modal title={`Diagnostic: ${r.restaurant_name}`} onClose={onClose} wide>
      <div className="lg-stack" data-testid="diagnostic-report">
        <p className="lg-muted" style={{ margin: 0 }}>
          Run <time dateTime={diagnostic.created_at}>{formatWhen(diagnostic.created_at)}</time>
          {r.location ? ` · ${r.location}` : ''}
        </p>
        {reportSections(r).map((s) => (
          <section key={s.title} className="sm-detail-section">
            <h3>{s.title}</h3>
            <dl className="sm-report-lines">
              {s.lines.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        {checks.length > 0 && (
          <section className="sm-detail-section">
            <h3>Website checks</h3>
            <ul className="sm-report-checks">
              {checks.map((c) => (
                <li key={c.id} data-status={c.status}>
                  <strong>{c.label}</strong>: {CHECK_WORDS[c.status] ?? c.status} ({c.points}/{c.max_points}) —{' '}
                  {c.detail}
                  {c.reason ? <span className="lg-muted"> {c.reason}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        )}
        {r.unique_features.length > 0 && (
          <section className="sm-detail-section">
            <h3>What stands out</h3>
            <ul>
              {r.unique_features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </section>
        )}
        <section className="sm-detail-section">
          <h3>Recommendations</h3>
          {r.recommendations.length ? (
            <ol>
              {r.recommendations.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ol>
          ) : (
            <p className="lg-muted">None.</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
