/** The select-all box of a table whose rows can be ticked. */
export interface SelectAll {
  checked: boolean;
  onToggle: () => void;
  label: string;
}

/** A leads table's header row: the select-all box when rows can be ticked, then the columns. */
export function TableHead({ columns, selectAll }: { columns: readonly string[]; selectAll?: SelectAll }) {
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
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
