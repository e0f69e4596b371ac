import { apiErrorText, type ApiClient, type SavedLead } from '@leadgen/contracts';
import { useRef, useState } from 'react';
import { bulkSummary, outcomeOf, type BulkOutcome } from './bulk-find.logic.js';
import { isUsageLimit } from './contacts.logic.js';
import { FIND_CONTACTS_FAILED } from './contacts.messages.js';
import { findRoute } from './find-route.js';

export interface BulkEnd {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * 'Find contacts' on the selected saved leads: one lead at a time (each read counts against the
 * plan), a lead without a website is passed over without a read, Cancel stops after the lead being
 * read, and the plan's limit stops it with the server's message. `onDone` reloads the table.
 */
export function useBulkContacts(api: ApiClient, onDone: () => void) {
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [end, setEnd] = useState<BulkEnd | null>(null);
  const cancel = useRef(false);

  async function findOne(item: SavedLead): Promise<BulkOutcome> {
    if (!item.lead.website?.trim()) return 'no_website';
    return outcomeOf(await api.call(findRoute('myLeadsContactsFind'), {}, { id: item.id }));
  }

  async function start(items: readonly SavedLead[]) {
    if (progress || !items.length) return;
    cancel.current = false;
    setCancelling(false);
    setEnd(null);
    const outcomes: BulkOutcome[] = [];
    let stopped: BulkEnd | null = null;
    for (const [i, item] of items.entries()) {
      if (cancel.current) {
        stopped = { tone: 'info', text: bulkSummary(outcomes, items.length, 'cancelled') };
        break;
      }
      setProgress({ current: i + 1, total: items.length });
      try {
        outcomes.push(await findOne(item));
      } catch (err) {
        if (isUsageLimit(err)) {
          const why = apiErrorText(err, FIND_CONTACTS_FAILED);
          stopped = { tone: 'error', text: `${why} ${bulkSummary(outcomes, items.length, 'limit')}` };
          break;
        }
        outcomes.push('unreadable');
      }
    }
    setProgress(null);
    setCancelling(false);
    setEnd(stopped ?? { tone: 'success', text: bulkSummary(outcomes, items.length) });
    onDone();
  }

  return {
    progress,
    cancelling,
    end,
    start: (items: readonly SavedLead[]) => void start(items),
    cancel: () => {
      cancel.current = true;
      setCancelling(true);
    },
    dismiss: () => setEnd(null),
  };
}

export type BulkContacts = ReturnType<typeof useBulkContacts>;
