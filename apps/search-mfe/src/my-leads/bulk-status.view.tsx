import type { LeadStatus } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId } from 'react';
import { STATUS_OPTIONS } from './status.logic.js';

/** How many rows are selected, a status to give them all, and Clear selection. */
export function BulkStatus({
  count,
  onStatus,
  onClear,
}: {
  count: number;
  onStatus: (s: LeadStatus) => void;
  onClear: () => void;
}) {
  const id = useId();
  return (
    <div className="lg-row">
      <span data-testid="selected-count" className="lg-muted">
        {count ? `${count} selected` : 'Select rows for bulk changes'}
      </span>
      <label className="lg-visually-hidden" htmlFor={id}>
        Set status of selected leads
      </label>
      <select
        id={id}
        className="lg-input sm-status-select"
        disabled={!count}
        value=""
        onChange={(e) => e.target.value && onStatus(e.target.value as LeadStatus)}
      >
        <option value="">Set status...</option>
        {STATUS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {count > 0 && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      )}
    </div>
  );
}
