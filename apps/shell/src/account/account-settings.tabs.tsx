import { useTabKeys } from '../app/use-tab-keys.js';
import { useTabOverflow } from '../main-app/use-tab-overflow.js';

export type AccountTab = 'account' | 'what-i-sell' | 'team' | 'security' | 'usage';

export const ACCOUNT_TABS: readonly { key: AccountTab; label: string }[] = [
  { key: 'account', label: 'Account Info' },
  { key: 'what-i-sell', label: 'What I sell' },
  { key: 'team', label: 'Team' },
  { key: 'security', label: 'Security' },
  { key: 'usage', label: 'Usage & Limits' },
];

const KEYS = ACCOUNT_TABS.map((t) => t.key);

/** The tab a link names (/app/account?tab=what-i-sell, an invite's ?tab=team&code=…), else Account Info. */
export function accountTabOf(value: string | null): AccountTab {
  return KEYS.find((k) => k === value) ?? 'account';
}

export interface AccountTabsProps {
  active: AccountTab;
  /** Prefix of the tab and panel ids, so each tab names the panel it controls. */
  baseId: string;
  onOpen: (tab: AccountTab) => void;
}

/** Account Info (with the weekly digest), What I sell, Team, Security and Usage & Limits; arrow keys move between them; on a phone the bar scrolls, with the same arrows as the workspace's. */
export function AccountTabs({ active, baseId, onOpen }: AccountTabsProps) {
  const { tabRef, onTabKey } = useTabKeys(KEYS, onOpen);
  const { listRef, overflow } = useTabOverflow(active);
  return (
    <div
      className="account-tabs-bar tabs-hint"
      data-more-before={overflow.before || undefined}
      data-more-after={overflow.after || undefined}
    >
      <div className="account-tabs" role="tablist" aria-label="Account Settings" ref={listRef}>
        {ACCOUNT_TABS.map((t, index) => (
          <button
            key={t.key}
            ref={tabRef(t.key)}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.key}`}
            aria-selected={active === t.key}
            aria-controls={`${baseId}-panel-${t.key}`}
            tabIndex={active === t.key ? 0 : -1}
            className="app-tab"
            onClick={() => onOpen(t.key)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
}
