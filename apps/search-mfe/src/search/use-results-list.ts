import type { Lead, SearchResponse, SiteContacts } from '@leadgen/contracts';
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
 * A new search starts again on page 1 and keeps the rep's sort and filter; a change of filter or
 * sort goes back to page 1.
 */
export function useResultsList(
  leads: readonly Lead[],
  pageSize: number,
  found: ReadonlyMap<string, SiteContacts> | undefined,
  /** The search's answer: a new one starts on page 1 (a lead marked saved or pitched keeps the page). */
  answer: unknown,
) {
  const [sort, setSort] = useState<ResultSort>(DEFAULT_SORT);
  const [filter, setFilter] = useState<ResultFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [pagedAnswer, setPagedAnswer] = useState(answer);
  if (pagedAnswer !== answer) {
    setPagedAnswer(answer);
    setPage(1);
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

/** Leads a page shows when the answer had none to measure by. */
const DEFAULT_PAGE_SIZE = 25;

/**
 * The search's matches as the rep pages them: a page holds as many leads as the search's Max
 * Results answered, so the first page is what a search always showed.
 */
export function useSearchResultsList(
  search: { leads: readonly Lead[]; results: SearchResponse | null },
  found?: ReadonlyMap<string, SiteContacts>,
) {
  return useResultsList(search.leads, search.results?.leads.length || DEFAULT_PAGE_SIZE, found, search.results);
}
