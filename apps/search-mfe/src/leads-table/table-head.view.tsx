/** The select-all box of a table whose rows can be ticked. */
export interface SelectAll {
  checked: boolean;
  onToggle: () => void;
  label: string;
}

/** Columns whose header sorts the rows: the sort key of each such column (by its label), the current sort and the click. */
export interface SortableColumns {
  keys: Readonly<Record<string, string>>;
  current: { key: string; dir: 'asc' | 'desc' };
  onSort: (key: string) => void;
}

/**
 * A leads table's header row: the select-all box when rows can be ticked, then the columns. A
 * sortable column's header is a button and says its order to assistive tech (aria-sort); the arrow
 * is drawn by CSS, so the header's text stays the column's name.
 */
export function TableHead({
  columns,
  selectAll,
  sortable,
}: {
  columns: readonly string[];
  selectAll?: SelectAll;
  sortable?: SortableColumns;
}) {
  return (
    <thead>
      <tr>
        {selectAll && (
          <th scope="col" className="sm-check-cell">
            <input
              type="checkbox"
              checked={selectAll.checked}
              onChange={selectAll.onToggle}
              aria-label={selectAll.label}
            />
          </th>
        )}
        {columns.map((c) => {
          const key = sortable?.keys[c];
          if (!sortable || !key)
            return (
              <th key={c} scope="col">
                {c}
              </th>
            );
          const on = sortable.current.key === key;
          return (
            <th
              key={c}
              scope="col"
              aria-sort={on ? (sortable.current.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <button type="button" className="sm-sort" onClick={() => sortable.onSort(key)} data-sort-key={key}>
                {c}
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
