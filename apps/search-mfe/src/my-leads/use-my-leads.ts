import {
  apiErrorText,
  type ApiClient,
  type MyLeadsListResponse,
  type RemoteProps,
  type SavedLead,
} from '@leadgen/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EMPTY_FILTER, toFilter, type MyLeadsFilterForm, type MyLeadsSort } from './filters/filter.logic.js';
import { MY_LEADS_LOAD_FAILED } from './shared/my-leads.messages.js';
import { MY_LEADS_KEY } from './shared/query-keys.js';
import { keepSelected, toggleAll, toggleOne } from '../shared/selection.logic.js';
import { useSettled } from './use-settled.js';
import { useStatusChanges } from './use-status-changes.js';

/** My Leads in the remote's query cache (pages, filter counts, what the watches found): a change anywhere reloads it all. */
export { MY_LEADS_KEY };
const MY_LEADS_PAGES = [...MY_LEADS_KEY, 'page'] as const;

/**
 * The My Leads table: the filter, sort and page it shows, the page of saved leads (server state
 * through TanStack Query: the page of the latest filter is the one shown, the last one stays while
 * the next loads), which rows are selected, and the per-row status changes.
 */
export function useMyLeads(api: ApiClient, toast: RemoteProps['toast']) {
  const [filter, setFilter] = useState<MyLeadsFilterForm>(EMPTY_FILTER);
  const [sort, setSort] = useState<MyLeadsSort>('updated');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const client = useQueryClient();
  // Typing in the search box asks once the rep pauses, not once per key.
  const q = useSettled(filter.q, 300);
  const { list_id, status, due, cuisine, city, fit, has_contact, owner } = filter;
  const applied = useMemo(
    () => toFilter({ list_id, status, due, q, cuisine, city, fit, has_contact, owner }),
    [list_id, status, due, q, cuisine, city, fit, has_contact, owner],
  );
  const query = useMemo(() => ({ ...applied, sort, page, page_size: pageSize }), [applied, sort, page, pageSize]);
  const key = useMemo(() => [...MY_LEADS_PAGES, query] as const, [query]);
  const result = useQuery({
    queryKey: key,
    queryFn: () => api.call('myLeadsList', undefined, undefined, query),
    placeholderData: keepPreviousData,
    // Saved leads change from other tabs and devices: a page shown again is asked again.
    staleTime: 0,
  });
  const data: MyLeadsListResponse | null = result.data ?? null;

  // Rows that left the page are no longer selected.
  useEffect(() => {
    if (result.data)
      setSelected((s) =>
        keepSelected(
          s,
          result.data.items.map((i) => i.id),
        ),
      );
  }, [result.data]);

  const reload = useCallback(() => client.invalidateQueries({ queryKey: MY_LEADS_KEY }), [client]);

  const onFilter = useCallback((patch: Partial<MyLeadsFilterForm>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  }, []);

  /** Puts a changed lead in its row (it stays until the next load, even when it no longer fits the filter). */
  const replace = useCallback(
    (item: SavedLead) =>
      client.setQueryData<MyLeadsListResponse>(key, (d) =>
        d ? { ...d, items: d.items.map((i) => (i.id === item.id ? item : i)) } : d,
      ),
    [client, key],
  );
  const items = data?.items ?? [];
  const changes = useStatusChanges(api, toast, { replace, reload: () => void reload() });

  return {
    filter,
    onFilter,
    sort,
    setSort: (s: MyLeadsSort) => {
      setSort(s);
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (n: number) => {
      setPageSize(n);
      setPage(1);
    },
    /** The filter as last sent to the server (the search text once the rep paused): the facets count under it. */
    applied,
    data,
    loading: result.isFetching,
    error: result.error ? apiErrorText(result.error, MY_LEADS_LOAD_FAILED) : null,
    reload,
    replace,
    selected,
    toggle: (id: string) => setSelected((s) => toggleOne(s, id)),
    toggleAll: () =>
      setSelected((s) =>
        toggleAll(
          s,
          items.map((i) => i.id),
        ),
      ),
    clearSelection: () => setSelected(new Set()),
    ...changes,
  };
}

export type MyLeads = ReturnType<typeof useMyLeads>;
