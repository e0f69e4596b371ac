import {
  badgeCount,
  badgeWordsId,
  tabBadgeEvent,
  tabBadgeView,
  unreadAnswersWords,
  withTabBadge,
  type TabBadges,
} from './tab-badges.logic.js';

describe('the count on a workspace tab', () => {
  it('shows the count, nothing at 0, and at most 99+', () => {
    expect(badgeCount(3)).toBe('3');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(0)).toBe('');
    expect(badgeCount(-2)).toBe('');
    expect(badgeCount(Number.NaN)).toBe('');
  });

  it('is shown with its words, and not at all at 0', () => {
    expect(tabBadgeView({ count: 3, label: '3 unread answers', at: 1 })).toEqual({
      count: '3',
      words: '3 unread answers',
    });
    expect(tabBadgeView({ count: 0, label: 'no unread answers', at: 1 })).toBeNull();
    expect(tabBadgeView(undefined)).toBeNull();
    // A remote that sent no words still gets the count said.
    expect(tabBadgeView({ count: 120, label: '', at: 1 })).toEqual({ count: '99+', words: '99+' });
  });

  it('says the unread answers in words, as the Outreach remote does', () => {
    expect(unreadAnswersWords(0)).toBe('no unread answers');
    expect(unreadAnswersWords(1)).toBe('1 unread answer');
    expect(unreadAnswersWords(3)).toBe('3 unread answers');
    expect(badgeWordsId('outreach')).toBe('tab-outreach-count');
  });

  it("takes a remote's event only for a tab it knows and with a number for a count", () => {
    expect(tabBadgeEvent({ tab: 'outreach', count: 3, label: ' 3 unread answers ' })).toEqual({
      tab: 'outreach',
      count: 3,
      label: '3 unread answers',
    });
    expect(tabBadgeEvent({ tab: 'outreach', count: 2.7, label: 7 })).toEqual({ tab: 'outreach', count: 2, label: '' });
    expect(tabBadgeEvent({ tab: 'outreach', count: -1, label: 'x' })).toEqual({
      tab: 'outreach',
      count: 0,
      label: 'x',
    });
    expect(tabBadgeEvent({ tab: 'not-a-tab', count: 1, label: 'x' })).toBeNull();
    expect(tabBadgeEvent({ tab: 'outreach', count: '3', label: 'x' })).toBeNull();
    expect(tabBadgeEvent({ tab: 'outreach', count: Number.POSITIVE_INFINITY, label: 'x' })).toBeNull();
    expect(tabBadgeEvent(null)).toBeNull();
    expect(tabBadgeEvent('3')).toBeNull();
  });

  it('keeps the latest reading of each tab: an earlier one that answers late does not bring an old count back', () => {
    let badges: TabBadges = {};
    badges = withTabBadge(badges, 'outreach', { count: 3, label: '3 unread answers', at: 100 });
    // The rep reads an answer in the Outreach tab (the remote says 2 at 160) while a poll begun at 150 is under way.
    badges = withTabBadge(badges, 'outreach', { count: 2, label: '2 unread answers', at: 160 });
    const late = withTabBadge(badges, 'outreach', { count: 3, label: '3 unread answers', at: 150 });
    expect(late).toBe(badges);
    expect(late.outreach?.count).toBe(2);
    // The next poll is later, and wins; another tab's count is kept apart.
    badges = withTabBadge(badges, 'outreach', { count: 0, label: 'no unread answers', at: 220 });
    badges = withTabBadge(badges, 'my-leads', { count: 5, label: '5 new', at: 10 });
    expect(badges).toEqual({
      outreach: { count: 0, label: 'no unread answers', at: 220 },
      'my-leads': { count: 5, label: '5 new', at: 10 },
    });
  });
});
