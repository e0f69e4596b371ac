import { placeOfAddress, queryOwner, queryText, redirectOf } from './workspace.address.js';

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
