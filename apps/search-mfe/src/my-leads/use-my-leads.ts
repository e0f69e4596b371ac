import {
  apiErrorText,
  type ApiClient,
  type MyLeadsListResponse,
  type RemoteProps,
  type SavedLead,
} from '@leadgen/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_FILTER, toFilter, type MyLeadsFilterForm, type MyLeadsSort } from './filter.logic.js';
import { MY_LEADS_LOAD_FAILED } from './my-leads.messages.js';
import { keepSelected, toggleAll, toggleOne } from './selection.logic.js';
import { useSettled } from './use-settled.js';
import { useStatusChanges } from './use-status-changes.js';

/**
 * The My Leads table: the filter, sort and page it shows, the page of saved leads, which rows are
 * selected, and the per-row and bulk status changes. A page that arrives after a newer request is
 * dropped.
 */
export function useMyLeads(api: ApiClient, toast: RemoteProps['toast']) {
  const [filter, setFilter] = useState<MyLeadsFilterForm>(EMPTY_FILTER);
  const [sort, setSort] = useState<MyLeadsSort>('updated');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [data, setData] = useState<MyLeadsListResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const request = useRef(0);
  // Typing in the search box asks once the rep pauses, not once per key.
  const q = useSettled(filter.q, 300);
  const { list_id, status, due, cuisine, city } = filter;

  const load = useCallback(async () => {
    const run = ++request.current;
    setLoading(true);
    try {
      const query = { ...toFilter({ list_id, status, due, q, cuisine, city }), sort, page, page_size: pageSize };
      const res = await api.call('myLeadsList', undefined, undefined, query);
      if (run !== request.current) return;
      setData(res);
      setError(null);
      setSelected((s) =>
        keepSelected(
          s,
          res.items.map((i) => i.id),
        ),
      );
    } catch (err) {
      if (run !== request.current) return;
      setError(apiErrorText(err, MY_LEADS_LOAD_FAILED));
    } finally {
      if (run === request.current) setLoading(false);
    }
  }, [api, list_id, status, due, q, cuisine, city, sort, page, pageSize]);

  useEffect(() => void load(), [load]);

  const onFilter = useCallback((patch: Partial<MyLeadsFilterForm>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  }, []);

  /** Puts a changed lead in its row (it stays until the next load, even when it no longer fits the filter). */
  const replace = useCallback(
    (item: SavedLead) => setData((d) => (d ? { ...d, items: d.items.map((i) => (i.id === item.id ? item : i)) } : d)),
    [],
  );
  const items = data?.items ?? [];
  const changes = useStatusChanges(api, toast, { items, selected, replace, reload: () => void load() });

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
    data,
    loading,
    error,
    reload: load,
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
