import { REMOTES, type RemoteName, type SearchResponse, type TabId } from '@leadgen/contracts';

export interface TabDef {
  id: TabId;
  label: string;
  remote: RemoteName;
}

const LABELS: Record<TabId, string> = {
  search: 'Search Leads',
  'my-leads': 'My Leads',
  'url-pitch': 'URL Pitch',
  'business-analysis': 'Business Analysis',
  analytics: 'Analytics',
  diagnostic: 'Diagnostic Checklist',
  outreach: 'Outreach',
};

function remoteOf(tab: TabId): RemoteName {
  const entry = (Object.entries(REMOTES) as [RemoteName, { tabs: TabId[] }][]).find(([, r]) => r.tabs.includes(tab));
  if (!entry) throw new Error(`No remote owns tab ${tab}`);
  return entry[0];
}

/** Tabs in the order the header shows them; the owning remote comes from the contracts. */
export const TAB_DEFS: TabDef[] = (
  ['search', 'my-leads', 'url-pitch', 'business-analysis', 'analytics', 'diagnostic', 'outreach'] as const
).map((id) => ({ id, label: LABELS[id], remote: remoteOf(id) }));

/** The Analytics tab exists only while the latest search has leads to analyse. */
export function hasSearchResults(results: SearchResponse | null | undefined): boolean {
  return !!results && Array.isArray(results.leads) && results.leads.length > 0;
}

/**
 * The tabs shown: Analytics while the latest search has leads, and an optional remote's tabs
 * (Outreach) only once remotes.json lists that remote (`listed`; null while it is being read).
 */
export function visibleTabs(withResults: boolean, listed: ReadonlySet<RemoteName> | null = null): TabDef[] {
  return TAB_DEFS.filter(
    (t) => (t.id !== 'analytics' || withResults) && (!REMOTES[t.remote].optional || !!listed?.has(t.remote)),
  );
}
