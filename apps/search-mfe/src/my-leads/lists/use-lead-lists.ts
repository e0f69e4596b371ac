import type { ApiClient, LeadList } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';

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
