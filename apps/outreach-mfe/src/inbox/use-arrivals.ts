import type { InboxResponse } from '@leadgen/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { MAILBOX_KEY, OUTBOX_KEY, SUPPRESSIONS_KEY } from '../shared/query-keys.js';
import { arrivalStamp } from './inbox.logic.js';

/**
 * When a new answer arrives, what it did shows too: the outbox (a sequence stopped or paused), the
 * suppression list (a bounce, an opt-out) and the mailbox (the bounce breaker) are read again, and
 * `onArrival` tells the rest of the app (a reply moved its lead to Connected in My Leads).
 */
export function useArrivals(data: InboxResponse | undefined, onArrival?: () => void) {
  const client = useQueryClient();
  const stamp = arrivalStamp(data);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (stamp === null) return;
    if (last.current !== null && last.current !== stamp) {
      for (const queryKey of [OUTBOX_KEY, SUPPRESSIONS_KEY, MAILBOX_KEY]) void client.invalidateQueries({ queryKey });
      onArrival?.();
    }
    last.current = stamp;
    // onArrival is called when the stamp moves; a new callback each render is no arrival.
  }, [client, stamp]);
}
