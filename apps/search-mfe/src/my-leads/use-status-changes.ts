import type { ApiClient, LeadStatus, RemoteProps, SavedLead } from '@leadgen/contracts';
import { useState } from 'react';
import { changeStatus } from './change-status.js';
import { bulkStatusMessage } from './my-leads.messages.js';

/**
 * The status changes of the My Leads table, for one row or the selected ones: each row busy while
 * its change is on its way, a changed lead put in its row, a refusal toasted.
 */
export function useStatusChanges(
  api: ApiClient,
  toast: RemoteProps['toast'],
  table: {
    items: readonly SavedLead[];
    selected: ReadonlySet<string>;
    replace: (item: SavedLead) => void;
    reload: () => void;
  },
) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { items, selected, replace, reload } = table;

  function markBusy(ids: string[], on: boolean) {
    setBusy((b) => {
      const next = new Set(b);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  /** One row's status; false when it did not change (the reason is toasted). */
  async function setStatus(lead: SavedLead, status: LeadStatus, lostReason?: string): Promise<boolean> {
    markBusy([lead.id], true);
    const res = await changeStatus(api, lead, status, lostReason);
    markBusy([lead.id], false);
    if (!res.ok) {
      toast(res.message, 'error');
      // Someone changed it on another device: show what is stored now.
      if (res.stale) reload();
      return false;
    }
    replace(res.item);
    return true;
  }

  /** The selected rows' status, one change per lead; says how many changed and how many did not. */
  async function setStatusOfSelected(status: LeadStatus, lostReason?: string): Promise<void> {
    const leads = items.filter((i) => selected.has(i.id));
    if (!leads.length) return;
    const ids = leads.map((l) => l.id);
    markBusy(ids, true);
    const results = await Promise.all(leads.map((l) => changeStatus(api, l, status, lostReason)));
    markBusy(ids, false);
    const failed = results.filter((r) => !r.ok);
    for (const r of results) if (r.ok) replace(r.item);
    const firstReason = failed[0] && !failed[0].ok ? failed[0].message : '';
    toast(
      bulkStatusMessage(results.length - failed.length, failed.length, firstReason),
      failed.length ? 'error' : 'success',
    );
  }

  return { busy, setStatus, setStatusOfSelected };
}
