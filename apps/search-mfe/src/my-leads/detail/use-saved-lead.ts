import {
  apiErrorText,
  ApiError,
  STALE_VERSION_MESSAGE,
  type ApiClient,
  type RemoteProps,
  type LeadStatus,
  type SavedLead,
  type SavedLeadDetail,
} from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { followUpFromInput } from './follow-up.logic.js';
import { FOLLOW_UP_FAILED, LEAD_LOAD_FAILED, NOTE_FAILED, STATUS_CHANGE_FAILED } from '../shared/my-leads.messages.js';
import { changeStatus } from '../shared/change-status.js';

/**
 * One saved lead as its panel shows it: notes, history, pitches and diagnostics, read from the
 * server; every change is sent from the version shown and the lead is read again after it, so
 * the history shows the change at once. `onChanged` tells the table.
 */
export function useSavedLead(
  api: ApiClient,
  id: string,
  toast: RemoteProps['toast'],
  onChanged: (item: SavedLead) => void,
) {
  const [detail, setDetail] = useState<SavedLeadDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      setDetail(await api.call('myLeadsGet', undefined, { id }));
      setError(null);
    } catch (err) {
      setError(apiErrorText(err, LEAD_LOAD_FAILED));
    }
  }, [api, id]);

  useEffect(() => void load(), [load]);

  async function run(step: () => Promise<SavedLead | null>, failed: string): Promise<boolean> {
    setSaving(true);
    try {
      const item = await step();
      if (item) onChanged(item);
      await load();
      return true;
    } catch (err) {
      const stale = err instanceof ApiError && err.status === 409;
      toast(
        stale
          ? STALE_VERSION_MESSAGE
          : err instanceof ApiError
            ? apiErrorText(err, failed)
            : (err as Error).message || failed,
        'error',
      );
      if (stale) await load();
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function setStatus(status: LeadStatus, lostReason?: string): Promise<boolean> {
    if (!detail) return false;
    return run(async () => {
      const res = await changeStatus(api, detail, status, lostReason);
      if (!res.ok) throw new Error(res.message);
      return res.item;
    }, STATUS_CHANGE_FAILED);
  }

  /** A date input's day, or '' to clear the follow-up. */
  async function setFollowUp(day: string): Promise<boolean> {
    if (!detail) return false;
    const at = day ? followUpFromInput(day) : null;
    if (day && !at) {
      toast('Pick a valid follow-up date.', 'error');
      return false;
    }
    return run(
      async () => (await api.call('myLeadsUpdate', { follow_up_at: at, version: detail.version }, { id })).item,
      FOLLOW_UP_FAILED,
    );
  }

  async function moveToList(listId: string): Promise<boolean> {
    if (!detail || listId === detail.list.id) return false;
    return run(
      async () => (await api.call('myLeadsUpdate', { list_id: listId, version: detail.version }, { id })).item,
      'The lead could not be moved.',
    );
  }

  async function addNote(text: string): Promise<boolean> {
    if (!text.trim()) return false;
    return run(async () => {
      await api.call('myLeadsNote', { text: text.trim() }, { id });
      return null;
    }, NOTE_FAILED);
  }

  return { detail, error, saving, reload: load, setStatus, setFollowUp, moveToList, addNote };
}
