import type { ApiClient, LeadStatus, RemoteProps, SavedLead } from '@leadgen/contracts';
import { useState } from 'react';
import { changeStatus } from './shared/change-status.js';

/**
 * A row's status change in the My Leads table: the row busy while its change is on its way, the
 * changed lead put in its row, a refusal toasted. The selected rows change together through the
 * bulk route (use-bulk-change.ts), which can be undone.
 */
export function useStatusChanges(
  api: ApiClient,
  toast: RemoteProps['toast'],
  table: {
    replace: (item: SavedLead) => void;
    reload: () => void;
  },
) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { replace, reload } = table;

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

  return { busy, setStatus };
}
