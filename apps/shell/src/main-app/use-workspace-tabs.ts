import type { EventBus, RemoteName, TabAddress, TabId } from '@leadgen/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listedRemotes } from '../remotes/remote.loader.js';
import { readTabPlaces, writeTabPlaces } from '../app/tab-places.store.js';
import { visibleTabs } from './tabs.logic.js';
import { pathOfPlace, placeOfAddress, queryOwner, queryText, redirectOf } from './workspace.address.js';

/**
 * Which workspace tab is open, which have been opened, which are shown, and each tab's place in
 * the address: /app/<tab>?<the tab's own query>. The address is the truth, so a reload, a shared
 * link, Back and Forward all land on the same tab and place. Account Settings is /app/account.
 */
export function useWorkspaceTabs(events: EventBus) {
  const location = useLocation();
  const navigate = useNavigate();
  const place = placeOfAddress(location.pathname, location.search);
  const accountOpen = place === 'account';
  // Behind Account Settings the workspace keeps the tab it had.
  const lastTab = useRef<TabId>('search');
  const active: TabId = place && place !== 'account' ? place : lastTab.current;
  const query = location.search.replace(/^\?/, '');
  // Each tab's query when it was last open, so going back to it returns to its place, after a reload too.
  const queries = useRef<Map<TabId, string>>(null!);
  queries.current ??= readTabPlaces();
  const keep = useCallback((owner: TabId, kept: string) => {
    queries.current.set(owner, kept);
    writeTabPlaces(queries.current);
  }, []);
  const activeRef = useRef(active);
  activeRef.current = active;

  // Tabs stay mounted once opened, so a search is still there after a look at another tab.
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set<TabId>(['search', active]));
  if (!visited.has(active)) setVisited(new Set(visited).add(active));
  const [listed, setListed] = useState<ReadonlySet<RemoteName> | null>(null);

  // An address that names no place (/app, /landing, an older link, an email's /my-leads) is replaced by the one it means.
  useEffect(() => {
    if (!place) navigate(redirectOf(location.search, location.pathname), { replace: true });
  }, [place, location.search, location.pathname, navigate]);
  useEffect(() => {
    if (place && place !== 'account') {
      lastTab.current = place;
      keep(queryOwner(place), query);
    }
  }, [place, query, keep]);

  const open = useCallback(
    (tab: TabId) => {
      if (tab === activeRef.current && !accountOpen) return;
      navigate(pathOfPlace(tab) + queryText(queries.current.get(queryOwner(tab)) ?? ''));
    },
    [navigate, accountOpen],
  );
  const backToWorkspace = useCallback(() => open(lastTab.current), [open]);

  // Optional areas (Outreach) show once remotes.json, read with the first remote, lists them.
  useEffect(() => {
    let live = true;
    void listedRemotes().then((names) => live && setListed(names));
    return () => {
      live = false;
    };
  }, []);

  const tabs = useMemo(() => visibleTabs(listed), [listed]);
  const outreachShown = tabs.some((t) => t.id === 'outreach');
  // A tab the address names that this install does not have (no Outreach listed) leaves for Search Leads.
  useEffect(() => {
    if (listed && place && place !== 'account' && !tabs.some((t) => t.id === place))
      navigate(pathOfPlace('search'), { replace: true });
  }, [listed, place, tabs, navigate]);

  // 'Email' on a saved lead opens the Outreach tab, whose composer takes the request (as
  // 'diagnose-site' is taken by the checklist); without that tab the request is left alone.
  useEffect(() => {
    if (!outreachShown) return;
    return events.on('compose-email', (request) => {
      if (request) open('outreach');
    });
  }, [events, open, outreachShown]);

  /** A tab's place: the address's query while it (or the tab sharing its place) is open, else the one it last had. */
  const addressOf = useCallback(
    (tab: TabId): TabAddress => {
      const owner = queryOwner(tab);
      const current = !accountOpen && owner === queryOwner(active);
      return {
        query: current ? query : (queries.current.get(owner) ?? ''),
        go: (next, options) => {
          if (!accountOpen && owner === queryOwner(activeRef.current))
            navigate(pathOfPlace(activeRef.current) + queryText(next), options);
          else keep(owner, queryText(next).slice(1));
        },
      };
    },
    [accountOpen, active, query, navigate, keep],
  );

  return { tabs, active, visited, open, accountOpen, backToWorkspace, addressOf };
}
