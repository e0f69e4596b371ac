import { createEventBus, type ShellEvents } from '@leadgen/contracts';
import { emitUnreadBadge, unreadTabBadge } from './use-unread-badge.js';
import { HIDDEN_REFRESH_MS, inboxInterval } from './use-inbox.js';

describe("the count on the shell's Outreach tab", () => {
  it('tells the shell the unread answers, with the words a screen reader says', () => {
    const events = createEventBus();
    const seen: ShellEvents['tab-badge'][] = [];
    events.on('tab-badge', (badge) => seen.push(badge));
    emitUnreadBadge(events, 3);
    emitUnreadBadge(events, 1);
    emitUnreadBadge(events, 0);
    expect(seen).toEqual([
      { tab: 'outreach', count: 3, label: '3 unread answers' },
      { tab: 'outreach', count: 1, label: '1 unread answer' },
      { tab: 'outreach', count: 0, label: 'no unread answers' },
    ]);
  });

  it('says nothing before the inbox was read, so the count the shell read itself stays', () => {
    const events = createEventBus();
    emitUnreadBadge(events, null);
    expect(events.last('tab-badge')).toBeUndefined();
    expect(unreadTabBadge(null)).toBeNull();
    expect(unreadTabBadge(Number.NaN)).toBeNull();
    expect(unreadTabBadge(-1)).toEqual({ tab: 'outreach', count: 0, label: 'no unread answers' });
  });

  it('reads the inbox every ~15 s while the tab is shown and every minute while it is hidden', () => {
    expect(inboxInterval(true)).toBe(15_000);
    expect(inboxInterval(false)).toBe(HIDDEN_REFRESH_MS);
    expect(HIDDEN_REFRESH_MS).toBe(60_000);
  });
});
