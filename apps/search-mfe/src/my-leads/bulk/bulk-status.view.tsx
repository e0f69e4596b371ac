import type { LeadList, LeadStatus } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId } from 'react';
import { STATUS_OPTIONS } from '../shared/status.logic.js';

/** How many rows are selected; a status or a list to give them all, Remove, and Clear selection. */
export function BulkStatus({
  count,
  lists,
  busy = false,
  onStatus,
  onMove,
  onRemove,
  onClear,
}: {
  count: number;
  lists: readonly LeadList[];
  busy?: boolean;
  onStatus: (s: LeadStatus) => void;
  onMove: (list: LeadList) => void;
  onRemove: () => void;
  onClear: () => void;
}) {
  const id = useId();
  const off = !count || busy;
  return (
    <div className="lg-row sm-bulk">
      <span data-testid="selected-count" className="lg-muted">
        {count ? `${count} selected` : 'Select rows for bulk changes'}
      </span>
      <label className="lg-visually-hidden" htmlFor={`${id}-status`}>
        Set status of selected leads
      </label>
      <select
        id={`${id}-status`}
        className="lg-input sm-status-select"
        disabled={off}
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
      <label className="lg-visually-hidden" htmlFor={`${id}-list`}>
        Move selected leads to a list
      </label>
      <select
        id={`${id}-list`}
        className="lg-input sm-status-select"
        disabled={off || lists.length < 2}
        value=""
        onChange={(e) => {
          const list = lists.find((l) => l.id === e.target.value);
          if (list) onMove(list);
        }}
      >
        <option value="">Move to list...</option>
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
      <Button size="sm" variant="secondary" disabled={off} onClick={onRemove}>
        Remove
      </Button>
      {count > 0 && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      )}
    </div>
  );
}
