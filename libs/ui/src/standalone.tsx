import { createApiClient, createEventBus, type RemoteProps, type TabId } from '@leadgen/contracts';
import { StrictMode, useMemo, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from './button.js';
import { Toast } from './toast.js';

export interface StandaloneView {
  id: TabId;
  label: string;
}

/**
 * Renders a remote's App on its own page so its team can work on it without the shell.
 * Calls go to /api on the same origin with the session_token stored by a sign-in there.
 */
export function mountStandalone(name: string, App: ComponentType<RemoteProps>, views: StandaloneView[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHarness name={name} App={App} views={views} />
    </StrictMode>,
  );
}

function StandaloneHarness({
  name,
  App,
  views,
}: {
  name: string;
  App: ComponentType<RemoteProps>;
  views: StandaloneView[];
}) {
  const [view, setView] = useState<TabId>(views[0].id);
  const [toast, setToast] = useState<{ message: string; type?: string } | null>(null);
  const base = useMemo(
    () => ({
      api: createApiClient({ getToken: () => localStorage.getItem('session_token') }),
      events: createEventBus(),
      user: { id: 'standalone', email: 'standalone preview', first_name: '', last_name: '' },
    }),
    [],
  );
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '1.5rem' }}>
      <div className="lg-row" style={{ marginBottom: '1.5rem' }}>
        <strong>{name}</strong>
        <span className="lg-muted">standalone preview</span>
        {views.length > 1 &&
          views.map((v) => (
            <Button
              key={v.id}
              size="sm"
              variant={v.id === view ? 'primary' : 'secondary'}
              onClick={() => setView(v.id)}
            >
              {v.label}
            </Button>
          ))}
      </div>
      <App
        {...base}
        view={view}
        toast={(message, type) => setToast({ message, type })}
        navigate={(tab) => views.some((v) => v.id === tab) && setView(tab)}
      />
      {toast && <Toast message={toast.message} type={toast.type} onClose={() => setToast(null)} />}
    </div>
  );
}
