import type { RemoteProps, TabAddress, TabId } from '@leadgen/contracts';
import { RemoteSlot } from '../remotes/remote.slot.js';
import type { TabDef } from './tabs.logic.js';

export interface WorkspacePanelsProps {
  tabs: TabDef[];
  active: TabId;
  /** Only tabs opened at least once are mounted; they stay mounted, hidden, when another is open. */
  visited: ReadonlySet<TabId>;
  /** What every remote is given; each panel adds its own view. */
  remoteProps: Omit<RemoteProps, 'view' | 'address'>;
  /** Each tab's place in the address. */
  addressOf: (tab: TabId) => TabAddress;
}

/** One panel per opened tab, each holding the remote that owns it. */
export function WorkspacePanels({ tabs, active, visited, remoteProps, addressOf }: WorkspacePanelsProps) {
  return (
    <main className="app-main">
      {tabs
        .filter((tab) => visited.has(tab.id))
        .map((tab) => (
          <section
            key={tab.id}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            hidden={active !== tab.id}
          >
            <RemoteSlot
              name={tab.remote}
              label={tab.label}
              props={{ ...remoteProps, view: tab.id, address: addressOf(tab.id) }}
            />
          </section>
        ))}
    </main>
  );
}
