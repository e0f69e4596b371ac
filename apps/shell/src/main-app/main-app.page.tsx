import { createEventBus, type RemoteProps } from '@leadgen/contracts';
import { Toast } from '@leadgen/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountSettingsPage } from '../account/account-settings.page.js';
import { useDemoMode } from '../app/use-demo-mode.js';
import { useAuth } from '../auth/auth.context.js';
import type { Session } from '../auth/session.logic.js';
import { preloadRemoteApp } from '../remotes/remote.loader.js';
import { AppHeader } from './app.header.js';
import { ProfileModal } from './profile.modal.js';
import { TAB_DEFS } from './tabs.logic.js';
import { useShellToast } from './use-shell-toast.js';
import { useTabBadges } from './use-tab-badges.js';
import { useWorkspaceTabs } from './use-workspace-tabs.js';
import { welcomeName } from './welcome-name.js';
import { pathOfPlace } from './workspace.address.js';
import { WorkspacePanels } from './workspace.panels.js';
import { WorkspaceTabs } from './workspace.tabs.js';
import './main-app.css';

// The first tab's remote starts loading as soon as the main app arrives, not after it has rendered.
preloadRemoteApp(TAB_DEFS[0].remote);

export function MainApp({ session }: { session: Session }) {
  const { api, signOut, profile } = useAuth();
  const navigate = useNavigate();
  const events = useMemo(() => createEventBus(), []);
  // The address says where the rep is: a tab and its place, or Account Settings (/app/account).
  const { tabs, active, visited, open, accountOpen, backToWorkspace, addressOf } = useWorkspaceTabs(events);
  const { toast, showToast, closeToast } = useShellToast();
  const [profileOpen, setProfileOpen] = useState(false);
  const demoMode = useDemoMode();
  // Account Settings opens at its top (the page's scroll on a wide screen, the app's own on a phone).
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!accountOpen) return;
    scroller.current?.scrollTo?.(0, 0);
    window.scrollTo(0, 0);
  }, [accountOpen]);

  const tabIds = useMemo(() => tabs.map((t) => t.id), [tabs]);
  // The Outreach tab's unread answers, shown on it whether or not it was opened yet.
  const badges = useTabBadges(events, api, tabIds.includes('outreach'));
  const remoteProps = useMemo<Omit<RemoteProps, 'view' | 'address'>>(
    () => ({ api, user: session.user, toast: showToast, navigate: open, events, demoMode, tabs: tabIds }),
    [api, session.user, showToast, open, events, demoMode, tabIds],
  );

  return (
    <div className="app">
      {/* On a phone this is what scrolls, ending above the toast (main-app.css): a toast never lies on a control. */}
      <div className="app-scroll" ref={scroller}>
        <AppHeader
          api={api}
          name={welcomeName(profile, profile?.email ?? session.user.email)}
          onProfile={() => setProfileOpen(true)}
          onLogout={() => void signOut()}
        />

        {accountOpen && (
          <main className="app-main">
            <AccountSettingsPage
              onBack={backToWorkspace}
              onOfferChanged={() => events.emit('offer-changed', Date.now())}
            />
          </main>
        )}

        {/* The workspace stays mounted behind Account Settings so a search survives a visit there. */}
        <div className="app-workspace" hidden={accountOpen}>
          <WorkspaceTabs tabs={tabs} active={active} onOpen={open} badges={badges} />
          <WorkspacePanels
            tabs={tabs}
            active={active}
            visited={visited}
            remoteProps={remoteProps}
            addressOf={addressOf}
          />
        </div>
      </div>

      {toast && <Toast key={toast.id} message={toast.message} type={toast.type} onClose={closeToast} />}
      {profileOpen && (
        <ProfileModal
          api={api}
          user={session.user}
          onClose={() => setProfileOpen(false)}
          onOpenSettings={() => {
            setProfileOpen(false);
            navigate(pathOfPlace('account'));
          }}
        />
      )}
    </div>
  );
}
