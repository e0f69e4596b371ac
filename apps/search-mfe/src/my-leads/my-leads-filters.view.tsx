import type { LeadList, MyLeadsFacetsResponse } from '@leadgen/contracts';
import { useId } from 'react';
import { FilterSearch } from './filter-search.view.js';
import { FilterSelect } from './filter-select.view.js';
import {
  cityOptions,
  cuisineOptions,
  DUE_OPTIONS,
  SORT_OPTIONS,
  type MyLeadsFilterForm,
  type MyLeadsSort,
} from './filter.logic.js';
import { STATUS_OPTIONS } from './status.logic.js';

/** The filter bar: search text, list, status, follow-up, cuisine and city, and the sort. */
export function MyLeadsFilters({
  filter,
  onFilter,
  sort,
  onSort,
  lists,
  facets,
}: {
  filter: MyLeadsFilterForm;
  onFilter: (patch: Partial<MyLeadsFilterForm>) => void;
  sort: MyLeadsSort;
  onSort: (s: MyLeadsSort) => void;
  lists: readonly LeadList[];
  facets: MyLeadsFacetsResponse;
}) {
  const id = useId();
  const listOptions = lists.map((l) => ({ value: l.id, label: `${l.name} (${l.lead_count})` }));
  return (
    <div className="sm-ml-filters" role="search" aria-label="Filter saved leads">
      <FilterSearch id={`${id}-q`} value={filter.q} onChange={(q) => onFilter({ q })} />
      <FilterSelect
        id={`${id}-list`}
        label="List"
        value={filter.list_id}
        anyLabel="All lists"
        options={listOptions}
        onChange={(list_id) => onFilter({ list_id })}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={filter.status}
        anyLabel="All statuses"
        options={STATUS_OPTIONS}
        onChange={(status) => onFilter({ status: status as MyLeadsFilterForm['status'] })}
      />
      <FilterSelect
        id={`${id}-due`}
        label="Follow-up"
        value={filter.due}
        anyLabel="Any follow-up"
        options={DUE_OPTIONS}
        onChange={(due) => onFilter({ due: due as MyLeadsFilterForm['due'] })}
      />
      <FilterSelect
        id={`${id}-cuisine`}
        label="Cuisine"
        value={filter.cuisine}
        anyLabel="All cuisines"
        options={cuisineOptions(facets.cuisines, filter.cuisine)}
        onChange={(cuisine) => onFilter({ cuisine })}
      />
      <FilterSelect
        id={`${id}-city`}
        label="City"
        value={filter.city}
        anyLabel="All cities"
        options={cityOptions(facets.cities, filter.city)}
        onChange={(city) => onFilter({ city })}
      />
      <FilterSelect
        id={`${id}-sort`}
        label="Sort by"
        value={sort}
        options={SORT_OPTIONS}
        onChange={(v) => onSort(v as MyLeadsSort)}
      />
    </div>
  );
}
