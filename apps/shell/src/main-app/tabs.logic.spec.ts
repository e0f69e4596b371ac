import type { SearchResponse } from '@leadgen/contracts';
import { hasSearchResults, TAB_DEFS, visibleTabs } from './tabs.logic.js';

describe('tabs', () => {
  it('lists the seven tabs in order with their remotes', () => {
    expect(TAB_DEFS.map((t) => [t.id, t.label, t.remote])).toEqual([
      ['search', 'Search Leads', 'search_mfe'],
      ['my-leads', 'My Leads', 'search_mfe'],
      ['url-pitch', 'URL Pitch', 'analysis_mfe'],
      ['business-analysis', 'Business Analysis', 'analysis_mfe'],
      ['analytics', 'Analytics', 'search_mfe'],
      ['diagnostic', 'Diagnostic Checklist', 'diagnostic_mfe'],
      ['outreach', 'Outreach', 'outreach_mfe'],
    ]);
  });

  it('shows Analytics only once results exist', () => {
    expect(visibleTabs(false).map((t) => t.id)).toEqual([
      'search',
      'my-leads',
      'url-pitch',
      'business-analysis',
      'diagnostic',
    ]);
    expect(visibleTabs(true).map((t) => t.id)).toContain('analytics');
  });

  it('shows Outreach only once remotes.json lists its remote, and no error while it is missing', () => {
    expect(visibleTabs(false, null).map((t) => t.id)).not.toContain('outreach');
    expect(
      visibleTabs(false, new Set(['search_mfe', 'analysis_mfe', 'diagnostic_mfe'])).map((t) => t.id),
    ).not.toContain('outreach');
    expect(visibleTabs(false, new Set(['search_mfe', 'outreach_mfe'])).map((t) => t.id)).toEqual([
      'search',
      'my-leads',
      'url-pitch',
      'business-analysis',
      'diagnostic',
      'outreach',
    ]);
  });

  it('counts a search as results only when it has leads', () => {
    expect(hasSearchResults(null)).toBe(false);
    expect(hasSearchResults(undefined)).toBe(false);
    expect(hasSearchResults({ leads: [] } as unknown as SearchResponse)).toBe(false);
    expect(hasSearchResults({ leads: [{}] } as unknown as SearchResponse)).toBe(true);
  });
});
