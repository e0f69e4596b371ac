import type { EventBus, ShellEvents } from '@leadgen/contracts';
import { useEffect } from 'react';
import { unreadWords } from './inbox.logic.js';

/** The count on the shell's Outreach tab for these unread answers; null before the inbox was first read. */
export function unreadTabBadge(unread: number | null): ShellEvents['tab-badge'] | null {
  if (unread === null || !Number.isFinite(unread)) return null;
  const count = Math.max(0, Math.floor(unread));
  return { tab: 'outreach', count, label: unreadWords(count) };
}

/** Tells the shell the Outreach tab's count, if the inbox was read. */
export function emitUnreadBadge(events: EventBus, unread: number | null): void {
  const badge = unreadTabBadge(unread);
  if (badge) events.emit('tab-badge', badge);
}

/**
 * Tells the shell, on its events bus, how many answers are unread each time the count changes
 * (an answer arrives, the rep reads one), so its Outreach tab shows the count. Nothing is said
 * before the inbox is first read: a 0 then would hide the count the shell read itself.
 */
export function useUnreadBadge(events: EventBus, unread: number | null): void {
  useEffect(() => emitUnreadBadge(events, unread), [events, unread]);
}
