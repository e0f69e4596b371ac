import { TAB_DEFS, visibleTabs } from './tabs.logic.js';

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

  it('shows Analytics before any search: it holds the rep’s own numbers', () => {
    expect(visibleTabs().map((t) => t.id)).toEqual([
      'search',
      'my-leads',
      'url-pitch',
      'business-analysis',
      'analytics',
      'diagnostic',
    ]);
  });

  it('shows Outreach only once remotes.json lists its remote, and no error while it is missing', () => {
    expect(visibleTabs(null).map((t) => t.id)).not.toContain('outreach');
    expect(visibleTabs(new Set(['search_mfe', 'analysis_mfe', 'diagnostic_mfe'])).map((t) => t.id)).not.toContain(
      'outreach',
    );
    expect(visibleTabs(new Set(['search_mfe', 'outreach_mfe'])).map((t) => t.id)).toEqual([
      'search',
      'my-leads',
      'url-pitch',
      'business-analysis',
      'analytics',
      'diagnostic',
      'outreach',
    ]);
  });
});
