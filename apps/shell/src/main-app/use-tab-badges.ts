import type { ApiClient, EventBus } from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { tabBadgeEvent, unreadAnswersWords, withTabBadge, type TabBadges } from './tab-badges.logic.js';

/** How often the shell reads the unread answers for the Outreach tab's count. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The count on each workspace tab. A remote says its tab's count on the events bus ('tab-badge'),
 * but the shell mounts a remote only when its tab is first opened: so the shell also reads the
 * Outreach tab's unread answers itself, once at once and every minute while that tab is shown in
 * the bar. The later reading of the two wins. A failed read keeps the last count and is only logged.
 */
export function useTabBadges(events: EventBus, api: ApiClient, outreachShown: boolean): TabBadges {
  const [badges, setBadges] = useState<TabBadges>({});

  useEffect(
    () =>
      events.on('tab-badge', (value) => {
        const badge = tabBadgeEvent(value);
        if (!badge) return;
        const at = Date.now();
        setBadges((b) => withTabBadge(b, badge.tab, { count: badge.count, label: badge.label, at }));
      }),
    [events],
  );

  useEffect(() => {
    if (!outreachShown) return;
    let stopped = false;
    const poll = async () => {
      const at = Date.now();
      try {
        const { unread } = await api.call('outreachInbox', undefined, undefined, { unread: 'true', limit: 1 });
        const label = unreadAnswersWords(unread);
        if (!stopped) setBadges((b) => withTabBadge(b, 'outreach', { count: unread, label, at }));
      } catch (err) {
        console.warn('Unread answers unavailable', err);
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), UNREAD_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, outreachShown]);

  return badges;
}
