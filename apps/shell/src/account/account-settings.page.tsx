import { Alert, Button } from '@leadgen/ui';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { accountTabOf, AccountTabs, type AccountTab } from './account-settings.tabs.js';
import { DigestSetting } from './digest.setting.js';
import { OfferFormPanel } from './offer.form.js';
import { PasswordForm } from './password.form.js';
import { ProfileForm } from './profile.form.js';
import { SessionsPanel } from './sessions.panel.js';
import { TeamPanel } from './team/team.panel.js';
import { UsagePanel } from './usage.panel.js';
import { useAccountStatus } from './use-account-status.js';
import './account.css';

/** Account Settings: Account Info (default, with the weekly digest), What I sell, Team, Security, Usage & Limits. */
export function AccountSettingsPage({ onBack, onOfferChanged }: { onBack: () => void; onOfferChanged?: () => void }) {
  // A link may open a tab (/app/account?tab=what-i-sell, from 'Use as what I sell'); the URL follows the tab.
  const [params, setParams] = useSearchParams();
  const tab = accountTabOf(params.get('tab'));
  const { status, show, clear } = useAccountStatus();
  const baseId = useId();
  // Bumped when a password change signs the other devices out, so the session list shows it.
  const [sessionsVersion, setSessionsVersion] = useState(0);

  // A message belongs to the tab whose action produced it.
  function openTab(key: AccountTab) {
    if (key !== tab) clear();
    setParams(key === 'account' ? {} : { tab: key }, { replace: true });
  }

  return (
    <section className="account-page" aria-labelledby={`${baseId}-title`}>
      <div className="account-page__head">
        <div>
          <h2 id={`${baseId}-title`}>Account Settings</h2>
          <p className="lg-muted">
            Manage your account information and weekly digest, what you sell, your team, password, signed-in devices and
            usage.
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={onBack}>
          Back to workspace
        </Button>
      </div>

      <div className="lg-card account-card">
        <AccountTabs active={tab} baseId={baseId} onOpen={openTab} />
        {status && (
          <Alert key={status.id} tone={status.type} className="account-status" data-testid="account-status">
            {status.text}
          </Alert>
        )}
        <div
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          className="account-panel"
        >
          {tab === 'account' && (
            <div className="account-info">
              <ProfileForm onStatus={show} />
              <DigestSetting onStatus={show} />
            </div>
          )}
          {tab === 'what-i-sell' && <OfferFormPanel onChanged={onOfferChanged} />}
          {tab === 'team' && <TeamPanel />}
          {tab === 'security' && (
            <div className="account-security">
              <PasswordForm onStatus={show} onChanged={() => setSessionsVersion((v) => v + 1)} />
              <SessionsPanel onStatus={show} version={sessionsVersion} />
            </div>
          )}
          {tab === 'usage' && <UsagePanel />}
        </div>
      </div>
    </section>
  );
}
