import type { Lead } from '@leadgen/contracts';
import { LeadRow, type RowActions } from './lead-row.view.js';
import { leadKey } from './lead.format.js';
import { TableHead } from './table-head.view.js';

export interface LeadsTableProps extends RowActions {
  leads: readonly Lead[];
  /** Leads whose pitch is being written. */
  generating: ReadonlySet<string>;
  /** Leads whose custom pitch is being written. */
  customGenerating?: ReadonlySet<string>;
  /** Row checkboxes (for 'Save selected'), by lead key; no checkbox column without it. */
  selection?: RowSelection;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: () => void;
}

const COLUMNS = ['Restaurant', 'Fit Score', 'Rating', 'Locations', 'Phone', 'Hours', 'Actions'];

export function LeadsTable({ leads, generating, customGenerating, selection, ...actions }: LeadsTableProps) {
  const keys = leads.map((l, i) => leadKey(l, i));
  const all = keys.length > 0 && keys.every((k) => selection?.selected.has(k));
  return (
    <div className="sm-table-wrap">
      <table className="sm-table" data-testid="leads-table">
        <TableHead
          columns={COLUMNS}
          selectAll={selection && { checked: all, onToggle: selection.onToggleAll, label: 'Select all leads' }}
        />
        <tbody>
          {leads.map((lead, i) => (
            <LeadRow
              key={leadKey(lead, i)}
              lead={lead}
              index={i}
              busy={generating.has(leadKey(lead, i))}
              customBusy={customGenerating?.has(leadKey(lead, i)) ?? false}
              // The breakdown of the last rows opens upwards, inside the scrolling table.
              last={i >= 3 && i >= leads.length - 3}
              selection={selection}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
