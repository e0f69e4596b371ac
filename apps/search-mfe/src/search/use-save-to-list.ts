import type { Lead, RemoteProps, SiteContacts } from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { useLeadLists } from '../my-leads/lists/use-lead-lists.js';
import { useSaveLeads } from '../save/use-save-leads.js';
import { busySave, chosenLeads } from './save-to-list.logic.js';
import type { SaveAll } from './results.view.js';
import type { ResultSelection } from './use-result-selection.js';
import type { LeadSearch } from './use-lead-search.js';

interface SaveToListOptions extends Pick<RemoteProps, 'api' | 'toast' | 'events'> {
  search: Pick<LeadSearch, 'leads' | 'markSaved'>;
  selection: Pick<ResultSelection, 'selected' | 'clear'>;
  /** What 'Find contacts' found, by place: a save carries it, so the saved lead keeps those contacts. */
  found?: ReadonlyMap<string, SiteContacts>;
  /** The leads on the page shown: what 'Save all' saves. */
  pageLeads: readonly Lead[];
}

/**
 * Saving results to My Leads: the rep's lists and the one chosen, saving the ticked rows (then
 * unticking them), all rows, or one row, and which saves are under way.
 */
export function useSaveToList({ api, toast, events, search, selection, found, pageLeads }: SaveToListOptions) {
  const saver = useSaveLeads({ api, toast, events, search, found });
  const { lists, reload: reloadLists } = useLeadLists(api);
  const [listId, setListId] = useState('');
  // Lists made or renamed in My Leads show in the save menu.
  useEffect(() => events.on('my-leads-changed', () => void reloadLists()), [events, reloadLists]);

  function saveSelected() {
    const chosen = chosenLeads(search.leads, selection.selected);
    void saver.save(chosen, 'selected', listId).then(() => selection.clear());
  }

  const bar: SaveAll = {
    lists,
    listId,
    onListChange: setListId,
    selectedCount: selection.selected.size,
    saving: busySave(saver.saving),
    onSaveSelected: saveSelected,
    onSaveAll: () => void saver.save(pageLeads, 'all', listId),
  };
  return {
    bar,
    savingKeys: saver.saving,
    saveOne: (lead: Lead, key: string) => void saver.save([lead], key, listId),
  };
}
