import type { TabId } from './shell.tabs.js';

/**
 * Federation names and exposed modules of the remotes. An optional remote's tabs show only while
 * remotes.json lists it (an area deployed later, or not at all, on this install).
 */
export const REMOTES = {
  search_mfe: { expose: './App', tabs: ['search', 'my-leads', 'analytics'] as TabId[], optional: false },
  analysis_mfe: { expose: './App', tabs: ['url-pitch', 'business-analysis'] as TabId[], optional: false },
  diagnostic_mfe: { expose: './App', tabs: ['diagnostic'] as TabId[], optional: false },
  outreach_mfe: { expose: './App', tabs: ['outreach'] as TabId[], optional: true },
} as const;
export type RemoteName = keyof typeof REMOTES;

/** remotes.json: where the shell finds each remote's manifest at run time (an optional remote may be absent). */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
