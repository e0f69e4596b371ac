import { placeOfAddress, queryOwner, queryText, redirectOf, tabLinkOf } from './workspace.address.js';

describe('workspace address', () => {
  it('names a tab or Account Settings by its path', () => {
    expect(placeOfAddress('/app/search', '?city=Austin')).toBe('search');
    expect(placeOfAddress('/app/my-leads/', '')).toBe('my-leads');
    expect(placeOfAddress('/app/account', '?tab=usage')).toBe('account');
    expect(placeOfAddress('/app/outreach', '')).toBe('outreach');
  });

  it('names no place for the app root, other pages, unknown tabs and older Account Settings links', () => {
    for (const [path, search] of [
      ['/app', ''],
      ['/', ''],
      ['/landing', ''],
      ['/app/nowhere', ''],
      ['/app/search/extra', ''],
      ['/app/business-analysis', '?page=account&tab=what-i-sell'],
    ])
      expect(placeOfAddress(path!, search!)).toBeNull();
  });

  it('sends an older Account Settings link to /app/account with its tab, and the rest to Search Leads', () => {
    expect(redirectOf('?page=account&tab=what-i-sell')).toBe('/app/account?tab=what-i-sell');
    expect(redirectOf('?page=account')).toBe('/app/account');
    expect(redirectOf('')).toBe('/app/search');
    expect(redirectOf('?city=Austin')).toBe('/app/search');
    expect(redirectOf('?city=Austin', '/landing')).toBe('/app/search');
  });

  it("sends a tab's bare path, as the weekly digest links it, to that tab with its query", () => {
    expect(redirectOf('?view=new', '/my-leads')).toBe('/app/my-leads?view=new');
    expect(redirectOf('', '/my-leads/')).toBe('/app/my-leads');
    expect(redirectOf('?page=account', '/my-leads')).toBe('/app/account');
    expect(tabLinkOf('/my-leads', '?view=new')).toBe('/app/my-leads?view=new');
    expect(tabLinkOf('/search', 'city=Austin')).toBe('/app/search?city=Austin');
    expect(tabLinkOf('/landing', '')).toBeNull();
    expect(tabLinkOf('/app/my-leads', '')).toBeNull();
    expect(tabLinkOf('/my-leads/x', '')).toBeNull();
  });

  it('keeps one place for Search Leads and Analytics', () => {
    expect(queryOwner('analytics')).toBe('search');
    expect(queryOwner('my-leads')).toBe('my-leads');
  });

  it('writes a query with its question mark, and nothing for none', () => {
    expect(queryText({ city: 'San Antonio', state: 'TX' })).toBe('?city=San+Antonio&state=TX');
    expect(queryText({})).toBe('');
    expect(queryText('?lead=7')).toBe('?lead=7');
    expect(queryText('lead=7')).toBe('?lead=7');
    expect(queryText('')).toBe('');
  });
});
