import { apiErrorText, type ApiClient, type Lead, type SiteContacts } from '@leadgen/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { FIND_CONTACTS_FAILED } from './contacts.messages.js';
import { findRoute } from './find-route.js';

export interface RowContactsState {
  loading: boolean;
  found?: SiteContacts;
  error?: string;
}

/**
 * 'Find contacts' on search rows: each row's read (by lead key), the one shown in the dialog, and
 * what was found by place, which a save then carries. A new search forgets them all.
 */
export function useRowContacts(api: ApiClient) {
  const [byKey, setByKey] = useState<ReadonlyMap<string, RowContactsState>>(new Map());
  const [places, setPlaces] = useState<ReadonlyMap<string, SiteContacts>>(new Map());
  const [shown, setShown] = useState<{ key: string; lead: Lead } | null>(null);
  // Bumped by reset, so a read that answers after a new search is dropped.
  const run = useRef(0);

  const put = (key: string, state: RowContactsState) => setByKey((m) => new Map(m).set(key, state));

  const find = useCallback(
    async (lead: Lead, key: string) => {
      const website = lead.website?.trim();
      setShown({ key, lead });
      if (!website) return;
      const mine = run.current;
      put(key, { loading: true });
      try {
        const found = await api.call(findRoute('contactsFind'), { website_url: website });
        if (mine !== run.current) return;
        put(key, { loading: false, found });
        if (lead.place_id) setPlaces((m) => new Map(m).set(lead.place_id!, found));
      } catch (err) {
        if (mine !== run.current) return;
        put(key, { loading: false, error: apiErrorText(err, FIND_CONTACTS_FAILED) });
      }
    },
    [api],
  );

  /** A row already read shows its result again without another read (each read counts against the plan). */
  const open = useCallback(
    (lead: Lead, key: string) => {
      const state = byKey.get(key);
      if (state?.found || state?.loading) setShown({ key, lead });
      else void find(lead, key);
    },
    [byKey, find],
  );

  const reset = useCallback(() => {
    run.current++;
    setByKey(new Map());
    setPlaces(new Map());
    setShown(null);
  }, []);

  const foundByKey = useMemo(() => {
    const m = new Map<string, SiteContacts>();
    for (const [k, s] of byKey) if (s.found) m.set(k, s.found);
    return m;
  }, [byKey]);
  const findingKeys = useMemo(() => new Set([...byKey].filter(([, s]) => s.loading).map(([k]) => k)), [byKey]);

  return {
    shown,
    shownState: shown ? byKey.get(shown.key) : undefined,
    open,
    retry: () => shown && void find(shown.lead, shown.key),
    close: () => setShown(null),
    reset,
    foundByKey,
    foundByPlace: places,
    findingKeys,
  };
}

export type RowContacts = ReturnType<typeof useRowContacts>;
