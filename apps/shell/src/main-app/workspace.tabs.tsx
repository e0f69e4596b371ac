import type { TabId } from '@leadgen/contracts';
import { useTabKeys } from '../app/use-tab-keys.js';
import { badgeWordsId, tabBadgeView, type TabBadges } from './tab-badges.logic.js';
import type { TabDef } from './tabs.logic.js';
import { useTabOverflow } from './use-tab-overflow.js';

export interface WorkspaceTabsProps {
  tabs: TabDef[];
  active: TabId;
  onOpen: (tab: TabId) => void;
  /** The count on a tab (the Outreach tab's unread answers); none when absent or 0. */
  badges?: TabBadges;
}

/**
 * The workspace's tab bar; arrow keys move between the tabs. On a phone it scrolls sideways, and a
 * fade with an arrow at an end says more tabs are there.
 *
 * A tab's count is drawn by CSS from its `data-count` (main-app.css), never put in its text: the
 * tab's name stays its label ('Outreach'), as tests and screen-reader users find it by, and the
 * count is the tab's description, in words ('3 unread answers').
 */
export function WorkspaceTabs({ tabs, active, onOpen, badges = {} }: WorkspaceTabsProps) {
  const { tabRef, onTabKey } = useTabKeys(
    tabs.map((tab) => tab.id),
    onOpen,
  );
  const shown = tabs.map((tab) => ({ tab, badge: tabBadgeView(badges[tab.id]) }));
  // A count that comes or goes widens the bar's content: whether tabs hide at an end is measured again.
  const { listRef, overflow } = useTabOverflow(active, shown.map((s) => `${s.tab.id}:${s.badge?.count ?? ''}`).join());
  return (
    <nav
      className="app-tabs tabs-hint"
      aria-label="Workspace"
      data-more-before={overflow.before || undefined}
      data-more-after={overflow.after || undefined}
    >
      <div className="app-tabs__inner" role="tablist" aria-label="Workspace" ref={listRef}>
        {shown.map(({ tab, badge }, index) => (
          <button
            key={tab.id}
            ref={tabRef(tab.id)}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            aria-describedby={badge ? badgeWordsId(tab.id) : undefined}
            tabIndex={active === tab.id ? 0 : -1}
            className="app-tab"
            data-tab={tab.id}
            data-count={badge?.count}
            onClick={() => onOpen(tab.id)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* Hidden, yet read as the tab's description: outside the tab, so its text and name stay the label. */}
      {shown.map(
        ({ tab, badge }) =>
          badge && (
            <span key={tab.id} id={badgeWordsId(tab.id)} hidden>
              {badge.words}
            </span>
          ),
      )}
    </nav>
  );
}
