import type { LeadStatus } from '@leadgen/contracts';
import { BulkContactsControl } from '../contacts/bulk-contacts.view.js';
import type { BulkContacts } from '../contacts/use-bulk-contacts.js';
import { BulkStatus } from './bulk-status.view.js';
import { CrmExportButtons } from './crm-export-buttons.view.js';
import type { CrmFormat } from './use-crm-export.js';
import type { MyLeads } from './use-my-leads.js';

/** Bulk status change and 'Find contacts' of the selected rows, and the three export formats (selected rows, else every lead the filter shows). */
export function MyLeadsToolbar({
  leads,
  onBulkStatus,
  exporting,
  onExport,
  contacts,
  onFindContacts,
}: {
  leads: MyLeads;
  onBulkStatus: (s: LeadStatus) => void;
  exporting: string | null;
  onExport: (format: CrmFormat) => void;
  contacts: BulkContacts;
  onFindContacts: () => void;
}) {
  const count = leads.selected.size;
  return (
    <div className="sm-ml-toolbar">
      <BulkStatus count={count} onStatus={onBulkStatus} onClear={leads.clearSelection} />
      <BulkContactsControl bulk={contacts} count={count} onStart={onFindContacts} />
      <CrmExportButtons selected={count} total={leads.data?.total ?? 0} exporting={exporting} onExport={onExport} />
    </div>
  );
}
