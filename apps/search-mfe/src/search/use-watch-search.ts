import { apiErrorText, type RemoteProps, type SavedSearch, type WatchFrequency } from '@leadgen/contracts';
import { useMutation } from '@tanstack/react-query';
import { WATCH_FAILED, watchSavedMessage } from './watch.messages.js';

interface WatchSearchOptions extends Pick<RemoteProps, 'api' | 'toast'> {
  /** Reads the saved searches again once a watch changed. */
  reload: () => Promise<void>;
}

type WatchAsk = { search: SavedSearch; frequency: WatchFrequency | null };

/**
 * Watching a saved search weekly or daily, or no longer (PUT /api/saved-searches/{id}/watch): the
 * saved searches are read again and the outcome said in a toast. `pending` is the change under way.
 */
export function useWatchSearch({ api, toast, reload }: WatchSearchOptions) {
  const mutation = useMutation({
    mutationFn: ({ search, frequency }: WatchAsk) => api.call('watchSet', { frequency }, { id: search.id }),
    onSuccess: async (res, { frequency }) => {
      await reload();
      toast(watchSavedMessage(res.search.name, res.search.watch?.frequency ?? frequency), 'success');
    },
    onError: (err) => toast(apiErrorText(err, WATCH_FAILED), 'error'),
  });
  return {
    pending: mutation.isPending ? mutation.variables : null,
    watch: (search: SavedSearch, frequency: WatchFrequency | null) => {
      if (!mutation.isPending) mutation.mutate({ search, frequency });
    },
  };
}
