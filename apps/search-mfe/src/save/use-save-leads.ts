import {
  apiErrorText,
  DEFAULT_LEAD_LIST_NAME,
  MAX_LEADS_PER_SAVE,
  type Lead,
  type RemoteProps,
  type SavedMark,
  type SiteContacts,
} from '@leadgen/contracts';
import { contactsForSave } from '../contacts/contacts.logic.js';
import { useState } from 'react';
import { marksOf, savable } from './save-leads.logic.js';
import { SAVE_FAILED, saveOutcomeMessage } from './save.messages.js';

/**
 * 'Save' on a row and 'Save all': the leads go to the rep's default list (saving again refreshes
 * a lead's facts and keeps its pipeline) with the contacts found for them, the rows are marked saved, and My Leads is told.
 */
export function useSaveLeads({
  api,
  toast,
  events,
  search,
  found,
}: Pick<RemoteProps, 'api' | 'toast' | 'events'> & {
  /** The search's rows, marked saved once their leads are. */
  search: { markSaved: (marks: ReadonlyMap<string, SavedMark>) => void };
  /** What 'Find contacts' found, by place; a save carries the contacts of the leads it saves. */
  found?: ReadonlyMap<string, SiteContacts>;
}) {
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  /** Saves into the list `listId` ('' or absent: the default list). */
  async function save(leads: readonly Lead[], busyKey: string, listId = '') {
    const toSave = savable(leads);
    if (!toSave.length) {
      toast('These leads cannot be saved: they have no place id from their data source.', 'error');
      return;
    }
    setSaving((s) => new Set(s).add(busyKey));
    try {
      const leads = toSave.slice(0, MAX_LEADS_PER_SAVE);
      const contacts = found ? contactsForSave(leads, found) : undefined;
      const res = await api.call('myLeadsSave', {
        leads,
        ...(listId ? { list_id: listId } : {}),
        ...(contacts ? { contacts } : {}),
      });
      search.markSaved(marksOf(res.items));
      events.emit('my-leads-changed', Date.now());
      toast(
        saveOutcomeMessage(
          res.saved,
          res.already_saved,
          res.items[0]?.list.name ?? DEFAULT_LEAD_LIST_NAME,
          DEFAULT_LEAD_LIST_NAME,
        ),
        'success',
      );
    } catch (err) {
      console.error('Saving leads failed', err);
      toast(apiErrorText(err, SAVE_FAILED), 'error');
    } finally {
      setSaving((s) => {
        const next = new Set(s);
        next.delete(busyKey);
        return next;
      });
    }
  }

  return { saving, save };
}
