import type { ApiClient, SavedSearch } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';

/**
 * The rep's saved searches, read again whenever `refreshKey` changes to something (a search
 * finished: the last-run counts moved). A load failure is silent for the rep, logged only.
 */
export function useSavedSearches(api: ApiClient, refreshKey: unknown) {
  const [searches, setSearches] = useState<SavedSearch[]>([]);
  const reload = useCallback(async () => {
    try {
      setSearches((await api.call('savedSearchesList')).searches);
    } catch (err) {
      console.error('Failed to load saved searches', err);
    }
  }, [api]);
  useEffect(() => void reload(), [reload]);
  useEffect(() => {
    if (refreshKey) void reload();
  }, [refreshKey, reload]);
  return { searches, reload };
}
