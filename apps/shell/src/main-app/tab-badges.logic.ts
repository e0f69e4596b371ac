import { TABS, type ShellEvents, type TabId } from '@leadgen/contracts';

/** A count on a workspace tab, as last read. */
export interface TabBadge {
  count: number;
  /** The same in words, for a screen reader ('3 unread answers'). */
  label: string;
  /** When it was read (ms): an answer read earlier never replaces one read later. */
  at: number;
}

/** The latest count of each tab that has one. */
export type TabBadges = Partial<Record<TabId, TabBadge>>;

/** What a tab shows of its badge: the count ('3', at most '99+') and the words; null when it shows none. */
export interface TabBadgeView {
  count: string;
  words: string;
}

/**
 * A 'tab-badge' event as the shell can use it, or null. The remote that sends it is deployed on its
 * own, so what it sends is checked: a tab this shell knows, and a count that is a number.
 */
export function tabBadgeEvent(value: unknown): ShellEvents['tab-badge'] | null {
  if (!value || typeof value !== 'object') return null;
  const { tab, count, label } = value as Record<string, unknown>;
  if (typeof tab !== 'string' || !(TABS as readonly string[]).includes(tab)) return null;
  if (typeof count !== 'number' || !Number.isFinite(count)) return null;
  const whole = Math.max(0, Math.floor(count));
  return { tab: tab as TabId, count: whole, label: typeof label === 'string' ? label.trim() : '' };
}

/**
 * The badges with this tab's new reading. The later reading wins: a poll that started before a
 * remote said the count (an answer read meanwhile) does not bring the old count back.
 */
export function withTabBadge(badges: TabBadges, tab: TabId, badge: TabBadge): TabBadges {
  const current = badges[tab];
  if (current && current.at > badge.at) return badges;
  return { ...badges, [tab]: badge };
}

/** The count as the tab shows it: nothing at 0, at most '99+'. */
export function badgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The Outreach tab's words when the shell read the count itself (the remote says the same). */
export function unreadAnswersWords(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return 'no unread answers';
  return unread === 1 ? '1 unread answer' : `${Math.floor(unread)} unread answers`;
}

/** What the tab shows of its badge, or null when it shows none (no count, or 0). */
export function tabBadgeView(badge: TabBadge | undefined): TabBadgeView | null {
  const count = badge ? badgeCount(badge.count) : '';
  if (!badge || !count) return null;
  return { count, words: badge.label || count };
}

/** The id of the hidden words a tab's aria-describedby points at. */
export const badgeWordsId = (tab: TabId) => `tab-${tab}-count`;
