import type { ApiClient, MyLeadsFacetsResponse } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';

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
