import type { ApiClient, EventBus, StoredOffer } from '@leadgen/contracts';
import { useEffect, useState } from 'react';

/**
 * The rep's offer (What I sell), read from the account when the page opens and again whenever a
 * view says it changed ('offer-changed'). Null until set; a failed read is logged only, and Custom
 * Pitch then works from the selected report as before.
 */
export function useOffer(api: ApiClient, events: EventBus): StoredOffer | null {
  const [offer, setOffer] = useState<StoredOffer | null>(null);
  useEffect(() => {
    let cancelled = false;
    const read = () =>
      api.call('offerGet').then(
        (res) => {
          if (!cancelled) setOffer(res.offer ?? null);
        },
        (err: unknown) => console.error('Failed to load what you sell', err),
      );
    void read();
    // The bus replays the last change on subscribe; the first read above already covers it.
    let first = true;
    const off = events.on('offer-changed', () => {
      if (first) return;
      void read();
    });
    first = false;
    return () => {
      cancelled = true;
      off();
    };
  }, [api, events]);
  return offer;
}
