import type { TabAddress } from '@leadgen/contracts';
import { useCallback, useRef, useState } from 'react';
import { addressOfView, viewOfAddress, type MyLeadsViewKind } from './view-address.js';

/**
 * The view My Leads shows, kept in the address (?view=new for 'New this week'): switching is a new
 * entry for Back, and an address opened (the digest's link, a reload, Back or Forward) shows the
 * view it names. Under a shell without addresses the view is kept in memory.
 */
export function useViewAddress(address: TabAddress | undefined): [MyLeadsViewKind, (next: MyLeadsViewKind) => void] {
  const [kept, setKept] = useState<MyLeadsViewKind>(() => viewOfAddress(address?.query ?? ''));
  const addressRef = useRef(address);
  addressRef.current = address;
  const view = address ? viewOfAddress(address.query) : kept;

  const setView = useCallback((next: MyLeadsViewKind) => {
    setKept(next);
    const to = addressRef.current;
    if (to && next !== viewOfAddress(to.query)) to.go(addressOfView(next));
  }, []);

  return [view, setView];
}
