import { apiErrorText, type ApiClient, type RemoteProps, type SavedLead } from '@leadgen/contracts';
import { useEffect, useRef, useState } from 'react';
import {
  BULK_FAILED,
  bulkDoneMessage,
  bulkNothingMessage,
  UNDO_FAILED,
  UNDO_OFFERED_MS,
  undoneMessage,
  type BulkAsk,
} from './bulk-change.logic.js';

/** The Undo on offer after a bulk change. */
export interface OfferedUndo {
  message: string;
  token: string;
}

/**
 * A change to the selected leads (status, list, removal): asked, confirmed, sent as one request;
 * then the selection is cleared and one toast offers Undo for 10 seconds, which puts every lead
 * back as it was (the server refuses, saying so, when one changed since).
 */
export function useBulkChange(
  api: ApiClient,
  toast: RemoteProps['toast'],
  table: { items: readonly SavedLead[]; selected: ReadonlySet<string>; clearSelection: () => void; reload: () => void },
) {
  const [asking, setAsking] = useState<BulkAsk | null>(null);
  const [working, setWorking] = useState(false);
  const [offered, setOffered] = useState<OfferedUndo | null>(null);
  const [undoing, setUndoing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function offer(undo: OfferedUndo | null) {
    clearTimeout(timer.current);
    setOffered(undo);
    if (undo) timer.current = setTimeout(() => setOffered(null), UNDO_OFFERED_MS);
  }

  const chosen = table.items.filter((i) => table.selected.has(i.id));

  async function confirm(lostReason?: string): Promise<void> {
    const ask = asking;
    if (!ask || !chosen.length) return;
    setAsking(null);
    setWorking(true);
    const leads = chosen.map((l) => ({ id: l.id, version: l.version }));
    try {
      const res = await api.call(
        'myLeadsBulk',
        ask.action === 'status'
          ? { action: 'status', leads, status: ask.status, ...(lostReason ? { lost_reason: lostReason } : {}) }
          : ask.action === 'move'
            ? { action: 'move', leads, list_id: ask.listId }
            : { action: 'remove', leads },
      );
      table.clearSelection();
      if (res.undo_token) offer({ message: bulkDoneMessage(ask, res), token: res.undo_token });
      else toast(bulkNothingMessage(ask), 'error');
    } catch (err) {
      toast(apiErrorText(err, BULK_FAILED), 'error');
    } finally {
      setWorking(false);
      table.reload();
    }
  }

  async function undo(): Promise<void> {
    if (!offered) return;
    setUndoing(true);
    try {
      const res = await api.call('myLeadsUndo', { undo_token: offered.token });
      offer(null);
      toast(undoneMessage(res.restored), 'success');
    } catch (err) {
      offer(null);
      toast(apiErrorText(err, UNDO_FAILED), 'error');
    } finally {
      setUndoing(false);
      table.reload();
    }
  }

  return {
    asking,
    count: chosen.length,
    ask: (a: BulkAsk) => chosen.length && setAsking(a),
    cancel: () => setAsking(null),
    confirm,
    working,
    offered,
    undoing,
    undo,
    dismiss: () => offer(null),
  };
}

export type BulkChange = ReturnType<typeof useBulkChange>;
