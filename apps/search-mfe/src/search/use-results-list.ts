import type { Lead, SiteContacts } from '@leadgen/contracts';
import { useMemo, useState } from 'react';
import {
  DEFAULT_SORT,
  NO_FILTER,
  filterRows,
  nextSort,
  pageOf,
  rowsOf,
  sortRows,
  type ResultFilter,
  type ResultSort,
  type SortKey,
} from './results-list.logic.js';

/**
 * The rep's view of a search's matches: the filter within results, the column sorted, and the page.
 * A new search (new leads list) starts again on page 1 and keeps the rep's sort and filter; a
 * change of filter or sort goes back to page 1.
 */
export function useResultsList(leads: readonly Lead[], pageSize: number, found?: ReadonlyMap<string, SiteContacts>) {
  const [sort, setSort] = useState<ResultSort>(DEFAULT_SORT);
  const [filter, setFilter] = useState<ResultFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [pagedList, setPagedList] = useState(leads);
  // A new list of matches (a new search) starts on page 1; a lead marked saved or pitched keeps the page.
  if (pagedList !== leads) {
    setPagedList(leads);
    if (pagedList.length !== leads.length || pagedList[0]?.place_id !== leads[0]?.place_id) setPage(1);
  }

  const rows = useMemo(() => rowsOf(leads), [leads]);
  const shown = useMemo(() => sortRows(filterRows(rows, filter, found), sort), [rows, filter, found, sort]);
  const current = pageOf(shown, page, pageSize);

  return {
    sort,
    filter,
    /** Every row the filter keeps, sorted (what Export CSV writes). */
    shown,
    page: current,
    onSort: (key: SortKey) => {
      setSort((s) => nextSort(s, key));
      setPage(1);
    },
    onFilter: (patch: Partial<ResultFilter>) => {
      setFilter((f) => ({ ...f, ...patch }));
      setPage(1);
    },
    clearFilter: () => {
      setFilter(NO_FILTER);
      setPage(1);
    },
    goTo: (n: number) => setPage(n),
  };
}

export type ResultsList = ReturnType<typeof useResultsList>;
