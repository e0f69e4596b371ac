import type { Lead } from '@leadgen/contracts';
import { LeadRow, type RowActions } from './lead-row.view.js';
import { leadKey } from './lead.format.js';

export interface LeadsTableProps extends RowActions {
  leads: readonly Lead[];
  /** Leads whose pitch is being written. */
  generating: ReadonlySet<string>;
  /** Leads whose custom pitch is being written. */
  customGenerating?: ReadonlySet<string>;
}

const COLUMNS = ['Restaurant', 'Fit Score', 'Rating', 'Locations', 'Phone', 'Hours', 'Actions'];

export function LeadsTable({ leads, generating, customGenerating, ...actions }: LeadsTableProps) {
  return (
    <div className="sm-table-wrap">
      <table className="sm-table" data-testid="leads-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
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
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
