import type { LeadStatus } from '@leadgen/contracts';
import { BulkStatus } from './bulk-status.view.js';
import { CrmExportButtons } from './crm-export-buttons.view.js';
import type { CrmFormat } from './use-crm-export.js';
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
  onExport: (format: CrmFormat) => void;
}) {
  const count = leads.selected.size;
  return (
    <div className="sm-ml-toolbar">
      <BulkStatus count={count} onStatus={onBulkStatus} onClear={leads.clearSelection} />
      <CrmExportButtons selected={count} total={leads.data?.total ?? 0} exporting={exporting} onExport={onExport} />
    </div>
  );
}
