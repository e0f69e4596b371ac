import type { ApiClient } from './client.js';
import type { User } from './session.js';
import type { BusinessAnalysis } from './analysis.js';
import type { SearchResponse } from './leads.js';
import type { TabId } from './shell.tabs.js';

export type ToastType = 'success' | 'error';

/** Events the shell relays between remotes; remotes never import each other. */
export interface ShellEvents {
  /** The latest search response, so the Analytics tab can show it. */
  'search-results': SearchResponse | null;
  /** A business analysis report the rep picked, used for custom pitches. */
  'business-report-selected': BusinessAnalysis | null;
  /**
   * 'Diagnose' on a lead row: the Diagnostic Checklist runs on this website. The checklist takes
   * each request once (it sets the event back to null), so a later visit does not run it again.
   */
  'diagnose-site': {
    url: string;
    name: string;
    /** The lead's place id, so its report is kept on the rep's saved lead. */
    place_id?: string;
  } | null;
  /** Saved leads or lists changed (the time of the change), so the other views of them read them again. */
  'my-leads-changed': number | null;
  /** The rep's offer (What I sell) changed (the time of the change), so the views that use it read it again. */
  'offer-changed': number | null;
  /**
   * 'Email' on a saved lead: the Outreach tab opens its composer for this lead. Outreach takes each
   * request once (it sets the event back to null), as the checklist does with 'diagnose-site'.
   */
  'compose-email': { lead_id: string; restaurant_name: string; to?: string } | null;
  /**
   * A count on a workspace tab (the Outreach tab's unread answers), said by the remote that owns the
   * tab whenever it changes. `count` 0 hides it; `label` is the same in words for a screen reader
   * ('3 unread answers'). The bus keeps one last value, not one per tab: the shell listens from the
   * start and keeps the latest count of each tab itself. A shell built before this event ignores it.
   */
  'tab-badge': { tab: TabId; count: number; label: string };
}

export interface EventBus {
  emit<K extends keyof ShellEvents>(event: K, value: ShellEvents[K]): void;
  /** Calls the listener with the last value (if any) and every later one; returns an unsubscribe. */
  on<K extends keyof ShellEvents>(event: K, listener: (value: ShellEvents[K]) => void): () => void;
  last<K extends keyof ShellEvents>(event: K): ShellEvents[K] | undefined;
}

/**
 * A tab's place, kept in the address's query (/app/search?city=Austin&state=TX&page=2) by the
 * shell's router: a reload, a shared link, Back and Forward return to it. A shell built before
 * addresses leaves it out, and the remote keeps its place in memory only.
 */
export interface TabAddress {
  /** The tab's query without '?': the address's while the tab is open, else the one it had when last open. */
  query: string;
  /** Moves the tab to a new place: a new entry for Back, or (replace) a correction of the current one. */
  go(query: Readonly<Record<string, string>>, options?: { replace?: boolean }): void;
}

/** What the shell hands every remote's root component. */
export interface RemoteProps {
  api: ApiClient;
  user: User;
  toast: (message: string, type?: ToastType) => void;
  navigate: (tab: TabId) => void;
  events: EventBus;
  /** Which tab of the remote to show, for remotes that own more than one. */
  view?: string;
  /** The server runs in demo mode (runtime config): demo leads' websites open on the demo world's view. */
  demoMode?: boolean;
  /**
   * The tabs this shell shows now. A remote offers an action that opens another area's tab (e.g.
   * 'Email', which needs 'outreach') only when that tab is here: a shell built before the tab
   * existed leaves this out, and the action is not offered.
   */
  tabs?: readonly TabId[];
  /** The shown tab's place in the address (see TabAddress). */
  address?: TabAddress;
}

export function createEventBus(): EventBus {
  const last = new Map<keyof ShellEvents, unknown>();
  const listeners = new Map<keyof ShellEvents, Set<(v: unknown) => void>>();
  return {
    emit(event, value) {
      last.set(event, value);
      for (const l of listeners.get(event) ?? []) l(value);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const l = listener as (v: unknown) => void;
      set.add(l);
      if (last.has(event)) l(last.get(event));
      return () => set.delete(l);
    },
    last(event) {
      return last.get(event) as never;
    },
  };
}
