import {
  apiErrorText,
  ApiError,
  STALE_VERSION_MESSAGE,
  type ApiClient,
  type LeadList,
  type LeadStatus,
  type MyLeadsFacetsResponse,
  type MyLeadsListResponse,
  type SavedLead,
} from '@leadgen/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  EMPTY_FILTER,
  keepSelected,
  statusChange,
  toFilter,
  toggleAll,
  toggleOne,
  type MyLeadsFilterForm,
  type MyLeadsSort,
} from './my-leads.logic.js';
import { MY_LEADS_LOAD_FAILED, STATUS_CHANGE_FAILED, bulkStatusMessage } from './my-leads.messages.js';

/** The value once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The rep's lists, for the filter, the save menu and moving a lead. */
export function useLeadLists(api: ApiClient) {
  const [lists, setLists] = useState<LeadList[]>([]);
  const reload = useCallback(async () => {
    try {
      const res = await api.call('listsList');
      setLists(res.lists);
    } catch (err) {
      console.error('Failed to load lead lists', err);
    }
  }, [api]);
  useEffect(() => void reload(), [reload]);
  return { lists, reload };
}

const NO_FACETS: MyLeadsFacetsResponse = { cuisines: [], cities: [] };

/** The cuisines and cities among the rep's saved leads: the choices of the Cuisine and City filters. */
export function useMyLeadsFacets(api: ApiClient) {
  const [facets, setFacets] = useState<MyLeadsFacetsResponse>(NO_FACETS);
  const reload = useCallback(async () => {
    try {
      setFacets(await api.call('myLeadsFacets'));
    } catch (err) {
      console.error('Failed to load the cuisines and cities of saved leads', err);
    }
  }, [api]);
  useEffect(() => void reload(), [reload]);
  return { facets, reload };
}

/** A status change asked of one lead: applied at once, or told why not. */
export type StatusResult = { ok: true; item: SavedLead } | { ok: false; message: string; stale?: boolean };

/** Sends one lead's status change from the version the rep saw; a stale version says so in the product's words. */
export async function changeStatus(
  api: ApiClient,
  lead: Pick<SavedLead, 'id' | 'version'>,
  status: LeadStatus,
  lostReason?: string,
): Promise<StatusResult> {
  const change = statusChange(status, lostReason);
  if (!change.ok) return change;
  try {
    const res = await api.call('myLeadsUpdate', { ...change.body, version: lead.version }, { id: lead.id });
    return { ok: true, item: res.item };
  } catch (err) {
    const stale = err instanceof ApiError && err.status === 409;
    return { ok: false, message: stale ? STALE_VERSION_MESSAGE : apiErrorText(err, STATUS_CHANGE_FAILED), stale };
  }
}

/**
 * The My Leads table: the filter, sort and page it shows, the page of saved leads, which rows are
 * selected, and the per-row and bulk status changes. A page that arrives after a newer request is
 * dropped.
 */
export function useMyLeads(api: ApiClient, toast: (message: string, type?: 'success' | 'error') => void) {
  const [filter, setFilter] = useState<MyLeadsFilterForm>(EMPTY_FILTER);
  const [sort, setSort] = useState<MyLeadsSort>('updated');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [data, setData] = useState<MyLeadsListResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const request = useRef(0);
  // Typing in the search box asks once the rep pauses, not once per key.
  const q = useSettled(filter.q, 300);
  const { list_id, status, due, cuisine, city } = filter;

  const load = useCallback(async () => {
    const run = ++request.current;
    setLoading(true);
    try {
      const res = await api.call('myLeadsList', undefined, undefined, {
        ...toFilter({ list_id, status, due, q, cuisine, city }),
        sort,
        page,
        page_size: pageSize,
      });
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

  function markBusy(ids: string[], on: boolean) {
    setBusy((b) => {
      const next = new Set(b);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  /** One row's status; false when it did not change (the reason is toasted). */
  async function setStatus(lead: SavedLead, status: LeadStatus, lostReason?: string): Promise<boolean> {
    markBusy([lead.id], true);
    const res = await changeStatus(api, lead, status, lostReason);
    markBusy([lead.id], false);
    if (!res.ok) {
      toast(res.message, 'error');
      // Someone changed it on another device: show what is stored now.
      if (res.stale) void load();
      return false;
    }
    replace(res.item);
    return true;
  }

  /** The selected rows' status, one change per lead; says how many changed and how many did not. */
  async function setStatusOfSelected(status: LeadStatus, lostReason?: string): Promise<void> {
    const leads = (data?.items ?? []).filter((i) => selected.has(i.id));
    if (!leads.length) return;
    markBusy(
      leads.map((l) => l.id),
      true,
    );
    const results = await Promise.all(leads.map((l) => changeStatus(api, l, status, lostReason)));
    markBusy(
      leads.map((l) => l.id),
      false,
    );
    const failed = results.filter((r) => !r.ok);
    for (const r of results) if (r.ok) replace(r.item);
    toast(
      bulkStatusMessage(
        results.length - failed.length,
        failed.length,
        failed[0] && !failed[0].ok ? failed[0].message : '',
      ),
      failed.length ? 'error' : 'success',
    );
  }

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
    toggleAll: () => setSelected((s) => toggleAll(s, data?.items.map((i) => i.id) ?? [])),
    clearSelection: () => setSelected(new Set()),
    busy,
    setStatus,
    setStatusOfSelected,
  };
}

export type MyLeads = ReturnType<typeof useMyLeads>;
