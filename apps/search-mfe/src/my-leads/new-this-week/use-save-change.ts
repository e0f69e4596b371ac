import type { RemoteProps, SavedMark, WatchChange } from '@leadgen/contracts';
import { useSaveLeads } from '../../save/use-save-leads.js';
import { leadToSave } from './change.logic.js';

interface SaveChangeOptions extends Pick<RemoteProps, 'api' | 'toast' | 'events'> {
  /** Marks the places just saved on their changes. */
  markSaved: (marks: ReadonlyMap<string, SavedMark>) => void;
}

/**
 * One click saves a change's place to My Leads: the same save as a search row's (POST /api/my-leads
 * with the lead as the run found it, said in a toast, My Leads told); `saving` holds the changes
 * whose save is under way, by id.
 */
export function useSaveChange({ api, toast, events, markSaved }: SaveChangeOptions) {
  const { saving, save } = useSaveLeads({ api, toast, events, search: { markSaved } });
  return {
    saving,
    save: (change: WatchChange) => {
      const lead = leadToSave(change);
      if (lead && !saving.has(change.id)) void save([lead], change.id);
    },
  };
}
