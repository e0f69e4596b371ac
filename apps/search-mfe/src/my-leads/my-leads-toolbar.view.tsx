import type { LeadList } from '@leadgen/contracts';
import { BulkContactsControl } from '../contacts/bulk-contacts.view.js';
import type { BulkContacts } from '../contacts/use-bulk-contacts.js';
import { BulkStatus } from './bulk/bulk-status.view.js';
import { CrmExportButtons } from './export/crm-export-buttons.view.js';
import type { BulkChange } from './bulk/use-bulk-change.js';
import type { CrmFormat } from './export/use-crm-export.js';
import type { MyLeads } from './use-my-leads.js';

/** Bulk status change, list move and removal (each confirmed, then undoable) and 'Find contacts' of the selected rows, and the three export formats (selected rows, else every lead the filter shows). */
export function MyLeadsToolbar({
  leads,
  lists,
  bulk,
  exporting,
  onExport,
  contacts,
  onFindContacts,
}: {
  leads: MyLeads;
  lists: readonly LeadList[];
  bulk: BulkChange;
  exporting: string | null;
  onExport: (format: CrmFormat) => void;
  contacts: BulkContacts;
  onFindContacts: () => void;
}) {
  const count = leads.selected.size;
  return (
    <div className="sm-ml-toolbar">
      <BulkStatus
        count={count}
        lists={lists}
        busy={bulk.working}
        onStatus={(status) => bulk.ask({ action: 'status', status })}
        onMove={(list) => bulk.ask({ action: 'move', listId: list.id, listName: list.name })}
        onRemove={() => bulk.ask({ action: 'remove' })}
        onClear={leads.clearSelection}
      />
      <BulkContactsControl bulk={contacts} count={count} onStart={onFindContacts} />
      <CrmExportButtons selected={count} total={leads.data?.total ?? 0} exporting={exporting} onExport={onExport} />
    </div>
  );
}
