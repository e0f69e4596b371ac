import type {
  ApiClient,
  CuisineOption,
  EventBus,
  Lead,
  Pitch,
  SavedMark,
  SearchCriteria,
  SearchResponse,
} from '@leadgen/contracts';
import { withSavedMarks } from '../save/save-leads.logic.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { leadKey } from '../leads-table/lead.format.js';
import { DEFAULT_FORM, fromCriteria, toCriteria, type SearchForm } from './criteria.js';
import { searchErrorMessage, searchSuccessMessage } from './search.messages.js';

/** The line above the results: how the last search went. */
export type Banner = { kind: 'success' | 'error'; message: string } | null;

/** The cuisine choices of the form. A load failure is silent for the rep, logged only. */
function useCuisines(api: ApiClient): CuisineOption[] {
  const [cuisines, setCuisines] = useState<CuisineOption[]>([]);
  useEffect(() => {
    let cancelled = false;
    api.call('cuisineTypes').then(
      (res) => {
        if (!cancelled) setCuisines(Array.isArray(res?.base_cuisines_with_names) ? res.base_cuisines_with_names : []);
      },
      (err: unknown) => console.error('Failed to load cuisine types', err),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);
  return cuisines;
}

/**
 * The lead search: the form and the cuisines it offers, the latest results and their leads, and
 * the banner that says how it went. Every search publishes its results (or null on failure) for
 * the Analytics tab.
 */
export function useLeadSearch(api: ApiClient, events: EventBus) {
  const [form, setForm] = useState<SearchForm>(DEFAULT_FORM);
  const cuisines = useCuisines(api);
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<SearchResponse | null>(null);
  const [leads, setLeads] = useState<Lead[]>([]);
  const [banner, setBanner] = useState<Banner>(null);
  // Bumped by every search, so an answer (or a pitch) that arrives after a new search is not put on the wrong list.
  const searchRun = useRef(0);

  const onChange = useCallback((patch: Partial<SearchForm>) => setForm((f) => ({ ...f, ...patch })), []);
  const currentRun = useCallback(() => searchRun.current, []);
  /** Marks the leads just saved, so the table says so without another search. */
  const markSaved = useCallback((marks: ReadonlyMap<string, SavedMark>) => {
    setLeads((list) => withSavedMarks(list, marks));
  }, []);
  const setLeadPitch = useCallback(
    (key: string, pitch: Pitch) =>
      setLeads((list) => list.map((l, i) => (leadKey(l, i) === key ? { ...l, pitch } : l))),
    [],
  );

  async function fetchLeads(criteria: SearchCriteria | { savedSearchId: string }, run: number) {
    try {
      const res: SearchResponse & { new_count?: number } =
        'savedSearchId' in criteria
          ? await runSavedSearch(criteria.savedSearchId)
          : await api.call('leadSearch', criteria);
      if (run !== searchRun.current) return;
      const list = Array.isArray(res.leads) ? res.leads : [];
      setResults(res);
      setLeads(list);
      events.emit('search-results', res);
      const found = searchSuccessMessage(res.count ?? list.length, res.processing_time);
      const fresh = typeof res.new_count === 'number' ? `; ${res.new_count} new since the last run` : '';
      setBanner(list.length ? { kind: 'success', message: found + fresh } : null);
    } catch (err) {
      if (run !== searchRun.current) return;
      setResults(null);
      setLeads([]);
      events.emit('search-results', null);
      setBanner({ kind: 'error', message: searchErrorMessage(err) });
    } finally {
      if (run === searchRun.current) setLoading(false);
    }
  }

  /** A saved search run: its criteria go into the form, its leads say which are new since the last run. */
  async function runSavedSearch(id: string): Promise<SearchResponse & { new_count?: number }> {
    const res = await api.call('savedSearchesRun', undefined, { id });
    setForm(fromCriteria(res.search.criteria));
    return res;
  }

  /** Runs a saved search (ignored while a search is running). */
  function searchSaved(id: string): boolean {
    if (loading) return false;
    const run = ++searchRun.current;
    setLoading(true);
    setBanner(null);
    void fetchLeads({ savedSearchId: id }, run);
    return true;
  }

  /** Starts a search for the form's criteria; false (and nothing done) when the city is blank or a search is running. */
  function search(): boolean {
    const criteria = toCriteria(form);
    if (!criteria || loading) return false;
    const run = ++searchRun.current;
    setLoading(true);
    setBanner(null);
    void fetchLeads(criteria, run);
    return true;
  }

  return {
    form,
    onChange,
    cuisines,
    loading,
    results,
    leads,
    banner,
    closeBanner: () => setBanner(null),
    search,
    searchSaved,
    currentRun,
    setLeadPitch,
    markSaved,
  };
}

export type LeadSearch = ReturnType<typeof useLeadSearch>;
