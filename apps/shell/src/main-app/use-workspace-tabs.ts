import type { EventBus, TabId } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { hasSearchResults, visibleTabs } from './tabs.logic.js';

/** Which workspace tab is open, which have been opened, and which are shown. */
export function useWorkspaceTabs(events: EventBus) {
  const [active, setActive] = useState<TabId>('search');
  // Tabs stay mounted once opened, so a search is still there after a look at another tab.
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set<TabId>(['search']));
  const [hasResults, setHasResults] = useState(false);

  const open = useCallback((tab: TabId) => {
    setActive(tab);
    setVisited((v) => (v.has(tab) ? v : new Set(v).add(tab)));
  }, []);

  // Analytics shows only while the latest search has leads; losing them leaves that tab for Search.
  useEffect(
    () =>
      events.on('search-results', (results) => {
        const exists = hasSearchResults(results);
        setHasResults(exists);
        if (!exists) setActive((tab) => (tab === 'analytics' ? 'search' : tab));
      }),
    [events],
  );

  return { tabs: visibleTabs(hasResults), active, visited, open };
}
