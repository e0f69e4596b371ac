import { accountTabOf, ACCOUNT_TABS } from './account-settings.tabs.js';

describe('Account Settings tabs', () => {
  it("has 'What I sell' second, and opens the tab a link names, else Account Info", () => {
    expect(ACCOUNT_TABS.map((t) => t.label)).toEqual([
      'Account Info',
      'What I sell',
      'Team',
      'Security',
      'Usage & Limits',
    ]);
    // The link 'Use as what I sell' (analysis remote) names ?page=account&tab=what-i-sell, which the shell moves to /app/account?tab=what-i-sell.
    expect(accountTabOf('what-i-sell')).toBe('what-i-sell');
    expect(accountTabOf('security')).toBe('security');
    // An invite email's link opens the Team tab: /app/account?tab=team&code=K7Q2M9XA.
    expect(accountTabOf('team')).toBe('team');
    expect(accountTabOf(null)).toBe('account');
    expect(accountTabOf('nonsense')).toBe('account');
  });
});
