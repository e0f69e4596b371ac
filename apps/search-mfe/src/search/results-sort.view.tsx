import { useId } from 'react';
import { SORT_KEYS, type SortKey } from './results-list.logic.js';
import type { ResultsList } from './use-results-list.js';

const SORT_NAMES: Record<SortKey, string> = {
  rank: 'Best match',
  fit: 'Fit score',
  rating: 'Rating',
  reviews: 'Reviews',
  name: 'Name',
  locations: 'Locations',
};

/** The table's headers that sort, by column name. */
export const SORTABLE_COLUMNS: Readonly<Record<string, SortKey>> = {
  Restaurant: 'name',
  'Fit Score': 'fit',
  Rating: 'rating',
  Locations: 'locations',
};

/** Sort by any column, and which way: the only way to sort on a phone, where the rows are cards without headers. */
export function ResultsSort({ list }: { list: ResultsList }) {
  const id = useId();
  return (
    <div className="sm-results-sort lg-row">
      <label htmlFor={`${id}-sort`} className="lg-muted">
        Sort by
      </label>
      <select
        id={`${id}-sort`}
        className="lg-input sm-status-select"
        value={list.sort.key}
        onChange={(e) => list.onSort(e.target.value as SortKey)}
        data-testid="results-sort"
      >
        {SORT_KEYS.map((k) => (
          <option key={k} value={k}>
            {SORT_NAMES[k]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="lg-btn lg-btn--ghost lg-btn--sm"
        onClick={() => list.onSort(list.sort.key)}
        aria-label={list.sort.dir === 'asc' ? 'Ascending: sort descending' : 'Descending: sort ascending'}
        data-testid="results-sort-dir"
        data-dir={list.sort.dir}
      >
        {list.sort.dir === 'asc' ? '↑' : '↓'}
      </button>
    </div>
  );
}
