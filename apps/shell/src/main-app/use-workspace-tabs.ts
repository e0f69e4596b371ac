import type { EventBus, RemoteName, TabId } from '@leadgen/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listedRemotes } from '../remotes/remote.loader.js';
import { hasSearchResults, visibleTabs } from './tabs.logic.js';

/** Which workspace tab is open, which have been opened, and which are shown. */
export function useWorkspaceTabs(events: EventBus) {
  const [active, setActive] = useState<TabId>('search');
  // Tabs stay mounted once opened, so a search is still there after a look at another tab.
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set<TabId>(['search']));
  const [hasResults, setHasResults] = useState(false);
  const [listed, setListed] = useState<ReadonlySet<RemoteName> | null>(null);

  const open = useCallback((tab: TabId) => {
    setActive(tab);
    setVisited((v) => (v.has(tab) ? v : new Set(v).add(tab)));
  }, []);

  // Optional areas (Outreach) show once remotes.json, read with the first remote, lists them.
  useEffect(() => {
    let live = true;
    void listedRemotes().then((names) => live && setListed(names));
    return () => {
      live = false;
    };
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

  const tabs = useMemo(() => visibleTabs(hasResults, listed), [hasResults, listed]);
  const outreachShown = tabs.some((t) => t.id === 'outreach');

  // 'Email' on a saved lead opens the Outreach tab, whose composer takes the request (as
  // 'diagnose-site' is taken by the checklist); without that tab the request is left alone.
  useEffect(() => {
    if (!outreachShown) return;
    return events.on('compose-email', (request) => {
      if (request) open('outreach');
    });
  }, [events, open, outreachShown]);

  return { tabs, active, visited, open };
}
