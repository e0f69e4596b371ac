import type { LeadStatus } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId } from 'react';
import { STATUS_OPTIONS } from './status.logic.js';
import { EXPORT_FORMATS } from './use-crm-export.js';
import type { MyLeads } from './use-my-leads.js';

/** Bulk status change of the selected rows, and the three export formats (selected rows, else every lead the filter shows). */
export function MyLeadsToolbar({
  leads,
  onBulkStatus,
  exporting,
  onExport,
}: {
  leads: MyLeads;
  onBulkStatus: (s: LeadStatus) => void;
  exporting: string | null;
  onExport: (format: (typeof EXPORT_FORMATS)[number]['value']) => void;
}) {
  const id = useId();
  const count = leads.selected.size;
  return (
    <div className="sm-ml-toolbar">
      <div className="lg-row">
        <span data-testid="selected-count" className="lg-muted">
          {count ? `${count} selected` : 'Select rows for bulk changes'}
        </span>
        <label className="lg-visually-hidden" htmlFor={`${id}-bulk`}>
          Set status of selected leads
        </label>
        <select
          id={`${id}-bulk`}
          className="lg-input sm-status-select"
          disabled={!count}
          value=""
          onChange={(e) => e.target.value && onBulkStatus(e.target.value as LeadStatus)}
        >
          <option value="">Set status...</option>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {count > 0 && (
          <Button size="sm" variant="ghost" onClick={leads.clearSelection}>
            Clear selection
          </Button>
        )}
      </div>
      <div
        className="lg-row"
        role="group"
        aria-label={count ? 'Export the selected leads' : 'Export the leads shown by the filters'}
      >
        <span className="lg-muted">{count ? 'Export selected:' : 'Export:'}</span>
        {EXPORT_FORMATS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant="secondary"
            loading={exporting === f.value}
            disabled={!!exporting || !leads.data?.total}
            onClick={() => onExport(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
