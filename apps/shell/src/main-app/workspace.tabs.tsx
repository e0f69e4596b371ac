import type { TabId } from '@leadgen/contracts';
import { useTabKeys } from '../app/use-tab-keys.js';
import type { TabDef } from './tabs.logic.js';
import { useTabOverflow } from './use-tab-overflow.js';

export interface WorkspaceTabsProps {
  tabs: TabDef[];
  active: TabId;
  onOpen: (tab: TabId) => void;
}

/**
 * The workspace's tab bar; arrow keys move between the tabs. On a phone it scrolls sideways, and a
 * fade with an arrow at an end says more tabs are there.
 */
export function WorkspaceTabs({ tabs, active, onOpen }: WorkspaceTabsProps) {
  const { tabRef, onTabKey } = useTabKeys(
    tabs.map((tab) => tab.id),
    onOpen,
  );
  const { listRef, overflow } = useTabOverflow(active);
  return (
    <nav
      className="app-tabs tabs-hint"
      aria-label="Workspace"
      data-more-before={overflow.before || undefined}
      data-more-after={overflow.after || undefined}
    >
      <div className="app-tabs__inner" role="tablist" ref={listRef}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={tabRef(tab.id)}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className="app-tab"
            data-tab={tab.id}
            onClick={() => onOpen(tab.id)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
    </nav>
  );
}
