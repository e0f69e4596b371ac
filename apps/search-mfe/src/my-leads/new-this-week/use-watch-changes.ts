import { apiErrorText, type ApiClient, type SavedMark, type WatchChangesResponse } from '@leadgen/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MY_LEADS_KEY } from '../shared/query-keys.js';
import { withChangeMarks } from './change.logic.js';
import { CHANGES_LOAD_FAILED } from './new-this-week.messages.js';

/** 'New this week' reads the last 7 days of the watches' changes. */
const DAYS = 7;
const WATCH_CHANGES_KEY = [...MY_LEADS_KEY, 'watch-changes', DAYS] as const;

/**
 * What the team's watches found this week (GET /api/watch/changes), under My Leads in the query
 * cache: saved leads changing anywhere (a save here or in Search Leads) read it again, so its
 * 'Saved' marks stay true. `markSaved` marks the places just saved at once.
 */
export function useWatchChanges(api: ApiClient) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: WATCH_CHANGES_KEY,
    queryFn: () => api.call('watchChanges', undefined, undefined, { days: DAYS }),
    // Scheduled runs add changes at any time: shown again, it is asked again.
    staleTime: 0,
  });
  const markSaved = useCallback(
    (marks: ReadonlyMap<string, SavedMark>) =>
      client.setQueryData<WatchChangesResponse>(WATCH_CHANGES_KEY, (d) =>
        d ? { ...d, changes: withChangeMarks(d.changes, marks) } : d,
      ),
    [client],
  );
  return {
    data: query.data ?? null,
    error: query.error ? apiErrorText(query.error, CHANGES_LOAD_FAILED) : null,
    loading: query.isFetching,
    retry: () => void query.refetch(),
    markSaved,
  };
}
