import type { EventBus } from '@leadgen/contracts';
import { useEffect, useRef } from 'react';

/**
 * Calls `reload` whenever saved leads or lists change elsewhere (leads saved in Search Leads, a
 * list renamed): the tab shows them without a page reload, each change once.
 */
export function useMyLeadsChanged(events: EventBus, reload: () => void): void {
  const seen = useRef(events.last('my-leads-changed') ?? null);
  useEffect(
    () =>
      events.on('my-leads-changed', (at) => {
        if (!at || at === seen.current) return;
        seen.current = at;
        reload();
      }),
    [events, reload],
  );
}
