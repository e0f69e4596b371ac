import type { LeadList, MyLeadsFacetsResponse } from '@leadgen/contracts';
import { useId } from 'react';
import { FilterSearch } from './filter-search.view.js';
import { FilterSelect } from './filter-select.view.js';
import {
  cityOptions,
  CONTACT_OPTIONS,
  countedOptions,
  cuisineOptions,
  DUE_OPTIONS,
  FIT_OPTIONS,
  OWNER_OPTIONS,
  SORT_OPTIONS,
  type MyLeadsFilterForm,
  type MyLeadsSort,
} from './filter.logic.js';
import { STATUS_OPTIONS } from '../shared/status.logic.js';

/**
 * The filter bar: search text, list, status, follow-up, cuisine, city, fit and contact, and the
 * sort; each choice says how many leads it would show under the other filters.
 */
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
  const listOptions = facets.lists
    ? countedOptions(
        lists.map((l) => ({ value: l.id, label: l.name })),
        facets.lists,
      )
    : lists.map((l) => ({ value: l.id, label: `${l.name} (${l.lead_count})` }));
  return (
    <div className="sm-ml-filters" role="search" aria-label="Filter saved leads">
      <FilterSearch id={`${id}-q`} value={filter.q} onChange={(q) => onFilter({ q })} />
      <OwnerFilter id={id} filter={filter} onFilter={onFilter} />
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
        options={countedOptions(STATUS_OPTIONS, facets.statuses)}
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
      <FitAndContactFilters id={id} filter={filter} onFilter={onFilter} />
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

/** Fit decision and whether a contact is kept: the filters within a rep's own judgement of the leads. */
function FitAndContactFilters({
  id,
  filter,
  onFilter,
}: {
  id: string;
  filter: MyLeadsFilterForm;
  onFilter: (patch: Partial<MyLeadsFilterForm>) => void;
}) {
  return (
    <>
      <FilterSelect
        id={`${id}-fit`}
        label="Fit"
        value={filter.fit}
        anyLabel="Any fit"
        options={FIT_OPTIONS}
        onChange={(fit) => onFilter({ fit: fit as MyLeadsFilterForm['fit'] })}
      />
      <FilterSelect
        id={`${id}-contact`}
        label="Contact"
        value={filter.has_contact}
        anyLabel="With or without a contact"
        options={CONTACT_OPTIONS}
        onChange={(has_contact) => onFilter({ has_contact: has_contact as MyLeadsFilterForm['has_contact'] })}
      />
    </>
  );
}

/** Whose leads: the rep's own (the default) or the whole team's, each with its owner. */
function OwnerFilter({
  id,
  filter,
  onFilter,
}: {
  id: string;
  filter: MyLeadsFilterForm;
  onFilter: (patch: Partial<MyLeadsFilterForm>) => void;
}) {
  return (
    <FilterSelect
      id={`${id}-owner`}
      label="Whose leads"
      value={filter.owner}
      anyLabel="Mine"
      options={OWNER_OPTIONS}
      onChange={(owner) => onFilter({ owner: owner as MyLeadsFilterForm['owner'] })}
    />
  );
}
