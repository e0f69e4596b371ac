import { accountTabOf, ACCOUNT_TABS } from './account-settings.tabs.js';

describe('Account Settings tabs', () => {
  it("has 'What I sell' second, and opens the tab a link names, else Account Info", () => {
    expect(ACCOUNT_TABS.map((t) => t.label)).toEqual(['Account Info', 'What I sell', 'Security', 'Usage & Limits']);
    // The link 'Use as what I sell' (analysis remote) names ?page=account&tab=what-i-sell, which the shell moves to /app/account?tab=what-i-sell.
    expect(accountTabOf('what-i-sell')).toBe('what-i-sell');
    expect(accountTabOf('security')).toBe('security');
    expect(accountTabOf(null)).toBe('account');
    expect(accountTabOf('nonsense')).toBe('account');
  });
});
