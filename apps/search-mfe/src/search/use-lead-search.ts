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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withSavedMarks } from '../save/save-leads.logic.js';
import { leadKey } from '../leads-table/lead.format.js';
import { DEFAULT_FORM, fromCriteria, toCriteria, type SearchForm } from './criteria.js';
import { searchErrorMessage, searchOutcomeMessage } from './search.messages.js';

/** The line above the results: how the last search went. */
export type Banner = { kind: 'success' | 'error'; message: string } | null;

type SearchAnswer = SearchResponse & { new_count?: number; changes_recorded?: number };
type SearchAsk = { criteria: SearchCriteria } | { savedSearchId: string };

/** The cuisine choices of the form, read once per visit (the catalogue does not change). A load failure is logged only. */
function useCuisines(api: ApiClient): CuisineOption[] {
  const query = useQuery({
    queryKey: ['search', 'cuisine-types'],
    queryFn: () => api.call('cuisineTypes'),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error('Failed to load cuisine types', query.error);
  }, [query.error]);
  const list = query.data?.base_cuisines_with_names;
  return Array.isArray(list) ? list : [];
}

/** Every match of the answer in ranked order: Max Results first, then the matches after it. */
export function allLeads(res: SearchResponse): Lead[] {
  const first = Array.isArray(res.leads) ? res.leads : [];
  return Array.isArray(res.more_leads) ? [...first, ...res.more_leads] : first;
}

/**
 * The lead search: the form and the cuisines it offers, the latest results and every match they
 * carry, and the banner that says how it went. A search is a mutation (it costs the rep a search,
 * so it is never re-run behind their back); only the latest one's answer lands. Every search
 * publishes its results (or null on failure) for the Analytics tab.
 */
export function useLeadSearch(api: ApiClient, events: EventBus) {
  const [form, setForm] = useState<SearchForm>(DEFAULT_FORM);
  const cuisines = useCuisines(api);
  const [results, setResults] = useState<SearchResponse | null>(null);
  const [leads, setLeads] = useState<Lead[]>([]);
  const [banner, setBanner] = useState<Banner>(null);
  // The criteria of the latest search started (or of the saved search once it answers): its address.
  const [searched, setSearched] = useState<SearchCriteria | null>(null);
  // Bumped by every search, so a pitch that arrives after a new search is not put on the wrong list.
  const searchRun = useRef(0);

  const mutation = useMutation<SearchAnswer, unknown, SearchAsk>({
    mutationFn: async (ask) => {
      if ('criteria' in ask) return api.call('leadSearch', ask.criteria);
      const res = await api.call('savedSearchesRun', undefined, { id: ask.savedSearchId });
      setForm(fromCriteria(res.search.criteria));
      setSearched(res.search.criteria);
      return res;
    },
  });
  const loading = mutation.isPending;

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

  function start(ask: SearchAsk): void {
    searchRun.current++;
    if ('criteria' in ask) setSearched(ask.criteria);
    setBanner(null);
    // mutate's own callbacks fire for the latest call only: an earlier answer never lands.
    mutation.mutate(ask, {
      onSuccess: (res) => {
        const list = allLeads(res);
        setResults(res);
        setLeads(list);
        events.emit('search-results', res);
        // Every count on the screen is the leads the rep can page through: the banner, the heading, the pager.
        setBanner(list.length ? { kind: 'success', message: searchOutcomeMessage(list.length, res) } : null);
      },
      onError: (err) => {
        setResults(null);
        setLeads([]);
        events.emit('search-results', null);
        setBanner({ kind: 'error', message: searchErrorMessage(err) });
      },
    });
  }

  /** Runs a saved search (ignored while a search is running). */
  function searchSaved(id: string): boolean {
    if (loading) return false;
    start({ savedSearchId: id });
    return true;
  }

  /** Starts a search for the form's criteria; false (and nothing done) when the city is blank or a search is running. */
  function search(): boolean {
    const criteria = toCriteria(form);
    if (!criteria || loading) return false;
    start({ criteria });
    return true;
  }

  /**
   * Runs the search an address names (a reload, a link, Back or Forward), even while another runs:
   * the latest one lands. The form shows its criteria and keeps the rep's pitch choice, but no
   * pitches are bought for it.
   */
  function searchForm(named: SearchForm): boolean {
    const criteria = toCriteria({ ...named, enablePitchGeneration: false });
    if (!criteria) return false;
    setForm((f) => ({
      ...named,
      enablePitchGeneration: f.enablePitchGeneration,
      pitchGenerationCount: f.pitchGenerationCount,
    }));
    start({ criteria });
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
    searchForm,
    searched,
    currentRun,
    setLeadPitch,
    markSaved,
  };
}

export type LeadSearch = ReturnType<typeof useLeadSearch>;
