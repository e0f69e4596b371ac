import { REMOTES, type RemoteName, type TabId } from '@leadgen/contracts';

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

/**
 * The tabs shown: every one of this shell's, an optional remote's (Outreach) only once remotes.json
 * lists that remote (`listed`; null while it is being read). Analytics is always there: it holds
 * the rep's own pipeline numbers, and the latest search's analytics once there is a search.
 */
export function visibleTabs(listed: ReadonlySet<RemoteName> | null = null): TabDef[] {
  return TAB_DEFS.filter((t) => !REMOTES[t.remote].optional || !!listed?.has(t.remote));
}
