import type { TabAddress } from '@leadgen/contracts';
import { useEffect, useRef } from 'react';
import type { SearchForm } from './criteria.js';
import { toCriteria } from './criteria.js';
import { addressOfSearch, searchKey, searchOfAddress } from './search-address.js';
import type { ResultsList } from './use-results-list.js';
import type { LeadSearch } from './use-lead-search.js';

/**
 * Keeps the search shown and the address in step. A search the rep runs (the form or a saved
 * search) and a page they turn to become new addresses, so Back returns to the one before; an
 * address opened (a reload, a shared link, Back or Forward) runs its search again, or turns to its
 * page. A search run again the same day does not count its leads twice (docs/search.md).
 * Without an address (a shell built before addresses) nothing changes.
 */
export function useSearchAddress(
  address: TabAddress | undefined,
  search: LeadSearch,
  list: ResultsList,
  runForm: (form: SearchForm) => void,
): ResultsList {
  // The search the address and the screen hold, so neither side repeats what the other did.
  const held = useRef<string | null>(null);
  // The page an opened address named, turned to once its search has answered.
  const wantedPage = useRef(1);
  const query = address?.query;

  useEffect(() => {
    if (!address || !search.searched) return;
    const key = searchKey(search.searched);
    if (key === held.current) return;
    held.current = key;
    address.go(addressOfSearch(search.searched));
    // Only a new search moves the address; the address object changes with every render.
  }, [search.searched]);

  useEffect(() => {
    const named = query === undefined ? null : searchOfAddress(query);
    if (!named) return;
    const key = searchKey(toCriteria(named.form)!);
    if (key !== held.current) {
      held.current = key;
      wantedPage.current = named.page;
      runForm(named.form);
    } else if (named.page !== list.page.page) list.goTo(named.page);
    // The address alone decides; the list and runner are read as they are then.
  }, [query]);

  useEffect(() => {
    if (!search.results) return;
    if (wantedPage.current > 1) list.goTo(wantedPage.current);
    wantedPage.current = 1;
  }, [search.results]);

  /** The address follows the page the rep turns to: a new entry, or a correction when a sort or filter goes back to page 1. */
  function follow(page: number, replace: boolean) {
    if (!address || !search.searched) return;
    if ((searchOfAddress(address.query)?.page ?? 1) === page) return;
    address.go(addressOfSearch(search.searched, page), { replace });
  }

  if (!address) return list;
  return {
    ...list,
    goTo: (n) => {
      list.goTo(n);
      follow(n, false);
    },
    onSort: (key) => {
      list.onSort(key);
      follow(1, true);
    },
    onFilter: (patch) => {
      list.onFilter(patch);
      follow(1, true);
    },
    clearFilter: () => {
      list.clearFilter();
      follow(1, true);
    },
  };
}
