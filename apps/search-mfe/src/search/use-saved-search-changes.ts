import { apiErrorText, type RemoteProps, type SavedSearch, type SearchCriteria } from '@leadgen/contracts';
import { useState } from 'react';

interface SavedSearchChangesOptions extends Pick<RemoteProps, 'api' | 'toast'> {
  /** Reads the saved searches again after a change. */
  reload: () => Promise<void>;
  /** Picks a saved search ('' for none): the new one once saved, none once deleted. */
  choose: (id: string) => void;
  /** Called as soon as the server kept a new search (the naming form closes). */
  onKept: () => void;
}

/** Saving the form's criteria under a name and deleting a saved search, each said in a toast; `busy` while one is under way. */
export function useSavedSearchChanges({ api, toast, reload, choose, onKept }: SavedSearchChangesOptions) {
  const [busy, setBusy] = useState(false);

  async function create(name: string, criteria: SearchCriteria) {
    setBusy(true);
    try {
      const res = await api.call('savedSearchesCreate', { name, criteria });
      onKept();
      // Said once the new search is in the list and picked, ready for Run.
      await reload();
      choose(res.search.id);
      toast(`Search saved as ${res.search.name}`, 'success');
    } catch (err) {
      toast(apiErrorText(err, 'The search could not be saved. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function remove(search: SavedSearch) {
    setBusy(true);
    try {
      await api.call('savedSearchesDelete', undefined, { id: search.id });
      toast(`Saved search ${search.name} deleted`, 'success');
      choose('');
      await reload();
    } catch (err) {
      toast(apiErrorText(err, 'The saved search could not be deleted. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return { busy, create, remove };
}
