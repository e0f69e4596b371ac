import { createEventBus, type RemoteProps, type TabId, type ToastType } from '@leadgen/contracts';
import { Toast } from '@leadgen/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AccountSettingsPage } from '../account/account-settings.page.js';
import type { Session } from '../auth/session.js';
import { useAuth } from '../auth/auth.context.js';
import { RemoteSlot } from '../remotes/remote-slot.js';
import { AppHeader } from './app-header.js';
import { ProfileModal } from './profile.modal.js';
import { hasSearchResults, visibleTabs } from './tabs.js';

interface ToastState {
  id: number;
  message: string;
  type: ToastType | string | undefined;
}

const SUCCESS_TOAST_MS = 6000;

export function MainApp({ session }: { session: Session }) {
  const { api, logout, profile } = useAuth();
  // Account Settings lives at ?page=account so a reload or the Back button keeps the place.
  const [params, setParams] = useSearchParams();
  const accountOpen = params.get('page') === 'account';
  const events = useMemo(() => createEventBus(), []);
  const [active, setActive] = useState<TabId>('search');
  // Tabs stay mounted once opened, so a search is still there after a look at another tab.
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set<TabId>(['search']));
  const [hasResults, setHasResults] = useState(false);
  const [toast, setToast] = useState<ToastState | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());

  const open = useCallback((tab: TabId) => {
    setActive(tab);
    setVisited((v) => (v.has(tab) ? v : new Set(v).add(tab)));
  }, []);

  useEffect(
    () =>
      events.on('search-results', (results) => {
        const exists = hasSearchResults(results);
        setHasResults(exists);
        if (!exists) setActive((tab) => (tab === 'analytics' ? 'search' : tab));
      }),
    [events],
  );

  const showToast = useCallback((message: string, type?: ToastType) => {
    setToast({ id: Date.now(), message, type });
  }, []);

  useEffect(() => {
    if (!toast || toast.type !== 'success') return;
    const timer = setTimeout(() => setToast((t) => (t?.id === toast.id ? null : t)), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const tabs = visibleTabs(hasResults);

  const baseProps = useMemo<Omit<RemoteProps, 'view'>>(
    () => ({ api, user: session.user, toast: showToast, navigate: open, events }),
    [api, session.user, showToast, open, events],
  );

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    open(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className="app">
      <AppHeader
        api={api}
        email={profile?.email ?? session.user.email}
        onProfile={() => setProfileOpen(true)}
        onLogout={logout}
      />

      {accountOpen && (
        <main className="app-main">
          <AccountSettingsPage onBack={() => setParams({})} />
        </main>
      )}

      {/* The workspace stays mounted behind Account Settings so a search survives a visit there. */}
      <div className="app-workspace" hidden={accountOpen}>
        <nav className="app-tabs" aria-label="Workspace">
          <div className="app-tabs__inner" role="tablist">
            {tabs.map((tab, index) => (
              <button
                key={tab.id}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab.id, el);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-selected={active === tab.id}
                aria-controls={`panel-${tab.id}`}
                tabIndex={active === tab.id ? 0 : -1}
                className="app-tab"
                data-tab={tab.id}
                onClick={() => open(tab.id)}
                onKeyDown={(e) => onTabKey(e, index)}
              >
                {tab.label}
              </button>
            ))}
          </div>
        </nav>

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
                <RemoteSlot name={tab.remote} label={tab.label} props={{ ...baseProps, view: tab.id }} />
              </section>
            ))}
        </main>
      </div>

      {toast && (
        <Toast key={toast.id} message={toast.message} type={toast.type} onClose={() => setToast(null)} />
      )}
      {profileOpen && (
        <ProfileModal
          api={api}
          user={session.user}
          onClose={() => setProfileOpen(false)}
          onOpenSettings={() => {
            setProfileOpen(false);
            setParams({ page: 'account' });
          }}
        />
      )}
    </div>
  );
}
