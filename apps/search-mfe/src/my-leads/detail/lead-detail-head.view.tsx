import type { SavedLeadDetail } from '@leadgen/contracts';
import { fitBadge, formatCuisine } from '../../leads-table/lead.format.js';
import { formatWhen } from '../../shared/dates.logic.js';
import { StatusPill } from './status-pill.view.js';

/** The panel's head: fit, status, list, cuisine, address, phone and when it was saved. */
export function LeadDetailHead({ detail }: { detail: SavedLeadDetail }) {
  const { lead } = detail;
  const badge = fitBadge(lead.fit_decision);
  return (
    <div className="sm-detail-head">
      <div className="sm-name">
        <span className={`sm-badge sm-badge--${badge.tone}`}>{badge.text}</span>
        <StatusPill status={detail.status} />
        <span className="lg-muted">in {detail.list.name}</span>
      </div>
      <div className="sm-sub">
        {[formatCuisine(lead.cuisine_type), lead.address, lead.phone].filter(Boolean).join(' · ')}
      </div>
      <div className="sm-sub">Saved {formatWhen(detail.saved_at)}</div>
    </div>
  );
}
