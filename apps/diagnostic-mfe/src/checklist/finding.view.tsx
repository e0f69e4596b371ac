import type { DiagnosticResponse, Finding, QualityCheck } from '@leadgen/contracts';
import { findingFor, yesNo } from './checklist.logic.js';
import { Evidence } from './evidence.view.js';

/** A yes/no finding: Yes, No or Inconclusive, its detail when found, and the evidence it rests on. */
export function Flag({
  result,
  id,
  label,
  value,
}: {
  result: DiagnosticResponse;
  id: string;
  label: string;
  value: boolean | null;
}) {
  const f = findingFor(result, id);
  const tone = value === null ? 'open' : value ? 'yes' : 'no';
  return (
    <li className="dg-flag" data-testid={`flag-${id}`}>
      <span className="dg-flag__label">{label}</span>
      <span className={`dg-pill dg-pill--${tone}`}>{yesNo(value)}</span>
      {f?.detail && value && <span className="lg-muted"> {f.detail}</span>}
      {f && <Evidence items={f.evidence} reason={f.reason} label={label} />}
    </li>
  );
}

/** A finding whose value is a name or a link; without one it says why (inconclusive, not available, none found). */
export function TextFinding({ finding, label, value }: { finding?: Finding; label: string; value: string | null }) {
  return (
    <li className="dg-flag">
      <span className="dg-flag__label">{label}</span>
      <span>
        {value ??
          (finding?.status === 'inconclusive'
            ? 'Inconclusive'
            : finding?.status === 'unavailable'
              ? 'Not available'
              : 'None found')}
      </span>
      {finding && <Evidence items={finding.evidence} reason={finding.reason} label={label} />}
    </li>
  );
}

/** The grade pill beside a Google figure: green for Strong, Excellent or Good, amber otherwise. */
export function Grade({ label }: { label: string | null }) {
  if (!label) return null;
  const good = label === 'Strong' || label === 'Excellent' || label === 'Good';
  return <span className={`dg-pill dg-pill--${good ? 'yes' : 'warn'}`}>{label}</span>;
}

/**
 * One website-quality check with its points. An inconclusive check whose reason is the site note
 * shown above the result points there instead of repeating it.
 */
export function CheckRow({ c, siteReason }: { c: QualityCheck; siteReason: string | null }) {
  return (
    <li className={`dg-check dg-check--${c.status}`} data-testid={`check-${c.id}`}>
      <span className="dg-check__mark" aria-hidden="true">
        {c.status === 'pass' ? '✓' : c.status === 'fail' ? '✗' : '?'}
      </span>
      <span className="dg-check__label">{c.label}</span>
      <span className="dg-check__points">
        {c.points}/{c.max_points}
      </span>
      <span className="dg-check__detail">
        {c.status === 'inconclusive'
          ? c.reason && c.reason === siteReason
            ? 'Inconclusive: see the note above.'
            : `Inconclusive: ${c.reason ?? c.detail}`
          : c.detail}
      </span>
      <Evidence items={c.evidence} label={c.label} />
    </li>
  );
}
