import type { ApiClient, MyLeadsFacetsResponse, MyLeadsFilter } from '@leadgen/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MY_LEADS_KEY } from './use-my-leads.js';

const NO_FACETS: MyLeadsFacetsResponse = { cuisines: [], cities: [] };

/**
 * The cuisines, cities, statuses and lists among the rep's saved leads, each counted under the
 * other filters of `filter`: the choices of the filters. A failure is logged; the choices stay.
 */
export function useMyLeadsFacets(api: ApiClient, filter: MyLeadsFilter) {
  const query = useQuery({
    queryKey: [...MY_LEADS_KEY, 'facets', filter],
    queryFn: () => api.call('myLeadsFacets', undefined, undefined, filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useEffect(() => {
    if (query.error) console.error('Failed to load the filter choices of saved leads', query.error);
  }, [query.error]);
  return { facets: query.data ?? NO_FACETS, reload: () => void query.refetch() };
}
