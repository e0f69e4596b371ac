import { TABS, type TabId } from '@leadgen/contracts';

// Per browser tab (sessionStorage), so a reload on My Leads still knows the search Search Leads
// showed, while two windows keep their own places. Storage can throw (private mode): then the
// places live for this page only.
const KEY = 'workspace_places';

/** Each tab's query when it was last open, as this browser tab kept it. */
export function readTabPlaces(): Map<TabId, string> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    if (!kept || typeof kept !== 'object') return new Map();
    return new Map(
      Object.entries(kept).filter(
        (e): e is [TabId, string] => (TABS as readonly string[]).includes(e[0]) && typeof e[1] === 'string',
      ),
    );
  } catch {
    return new Map();
  }
}

export function writeTabPlaces(places: ReadonlyMap<TabId, string>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(places)));
  } catch {
    // kept for this page only
  }
}

/** Signing out forgets the places, so the next rep in this browser tab starts afresh. */
export function forgetTabPlaces(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
