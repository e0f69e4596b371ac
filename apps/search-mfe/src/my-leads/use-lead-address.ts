import type { TabAddress } from '@leadgen/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { leadOfAddress, openLeadOf } from './lead-address.js';
import type { ShownModal } from './my-leads-modals.view.js';

/**
 * The modal open over My Leads, with an open lead's panel in the address (?lead=<id>): opening or
 * closing a panel is a new entry for Back, and an address opened (a reload, a shared link, Back
 * or Forward) opens or closes the panel it names.
 */
export function useLeadAddress(address: TabAddress | undefined): [ShownModal, (next: ShownModal) => void] {
  const [shown, setShownState] = useState<ShownModal>(null);
  const current = useRef(shown);
  current.current = shown;
  const query = address?.query;
  const addressRef = useRef(address);
  addressRef.current = address;

  useEffect(() => {
    if (query === undefined) return;
    const id = leadOfAddress(query);
    const open = openLeadOf(current.current);
    if (id && id !== open) setShownState({ kind: 'detail', item: { id } });
    else if (!id && open) setShownState(null);
  }, [query]);

  const setShown = useCallback((next: ShownModal) => {
    setShownState(next);
    const to = addressRef.current;
    if (!to) return;
    const id = openLeadOf(next);
    if (id !== leadOfAddress(to.query)) to.go(id ? { lead: id } : {});
  }, []);

  return [shown, setShown];
}
