import type { Lead } from '@leadgen/contracts';
import { LeadRow } from './lead-row.view.js';
import type { RowActions, RowSelection } from './lead-row.types.js';
import { leadKey } from './lead.format.js';
import { TableHead, type SortableColumns } from './table-head.view.js';
import './lead-cards.css';

export interface LeadsTableProps extends RowActions {
  leads: readonly Lead[];
  /**
   * Each lead's key in the search's whole list, when the table shows a page of it (sorted or
   * filtered); else the keys follow the rows' order.
   */
  keys?: readonly string[];
  /** Leads whose pitch is being written. */
  generating: ReadonlySet<string>;
  /** Leads whose custom pitch is being written. */
  customGenerating?: ReadonlySet<string>;
  /** Row checkboxes (for 'Save selected'), by lead key; no checkbox column without it. */
  selection?: RowSelection;
  /** Headers that sort the rows. */
  sortable?: SortableColumns;
}

const COLUMNS = ['Restaurant', 'Fit Score', 'Rating', 'Locations', 'Phone', 'Hours', 'Actions'];

/** The search's leads: a table on a wide screen, one card per lead below 640 px (lead-cards.css). */
export function LeadsTable({
  leads,
  keys: given,
  generating,
  customGenerating,
  selection,
  sortable,
  ...actions
}: LeadsTableProps) {
  const keys = given ?? leads.map((l, i) => leadKey(l, i));
  const all = keys.length > 0 && keys.every((k) => selection?.selected.has(k));
  return (
    <div className="sm-table-wrap sm-table-wrap--cards">
      <table className="sm-table sm-table--cards" data-testid="leads-table">
        <TableHead
          columns={COLUMNS}
          sortable={sortable}
          selectAll={
            selection && { checked: all, onToggle: () => selection.onToggleAll(keys), label: 'Select all leads' }
          }
        />
        <tbody>
          {leads.map((lead, i) => (
            <LeadRow
              key={keys[i]}
              lead={lead}
              rowKey={keys[i]!}
              busy={generating.has(keys[i]!)}
              customBusy={customGenerating?.has(keys[i]!) ?? false}
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
