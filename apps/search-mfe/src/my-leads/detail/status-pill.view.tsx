import type { LeadStatus } from '@leadgen/contracts';
import { statusView } from '../shared/status.logic.js';

/** The pipeline step as a coloured pill. */
export function StatusPill({ status }: { status: LeadStatus }) {
  const view = statusView(status);
  return (
    <span className={`sm-status sm-status--${view.tone}`} data-testid="status-pill" data-status={status}>
      {view.label}
    </span>
  );
}
