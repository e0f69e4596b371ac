import type { TabId } from '@leadgen/contracts';
import { useTabKeys } from '../app/use-tab-keys.js';
import type { TabDef } from './tabs.logic.js';

export interface WorkspaceTabsProps {
  tabs: TabDef[];
  active: TabId;
  onOpen: (tab: TabId) => void;
}

/** The workspace's tab bar; arrow keys move between the tabs. */
export function WorkspaceTabs({ tabs, active, onOpen }: WorkspaceTabsProps) {
  const { tabRef, onTabKey } = useTabKeys(
    tabs.map((tab) => tab.id),
    onOpen,
  );
  return (
    <nav className="app-tabs" aria-label="Workspace">
      <div className="app-tabs__inner" role="tablist">
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
