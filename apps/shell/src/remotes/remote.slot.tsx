import type { RemoteName, RemoteProps } from '@leadgen/contracts';
import { Button, Card, ErrorBoundary, LoadingState } from '@leadgen/ui';
import { useEffect, useState } from 'react';
import { loadRemoteApp, loadedRemote, type RemoteApp } from './remote.loader.js';

type SlotState = { status: 'loading' } | { status: 'ready'; App: RemoteApp } | { status: 'failed'; error: unknown };

function shortReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split('\n')[0].trim();
  return firstLine.length > 220 ? `${firstLine.slice(0, 217)}...` : firstLine;
}

export interface RemoteUnavailableProps {
  label: string;
  error: unknown;
  /** 'load': the remote's files never arrived; 'render': it loaded, then crashed. */
  phase: 'load' | 'render';
  onRetry: () => void;
}

export function RemoteUnavailable({ label, error, phase, onRetry }: RemoteUnavailableProps) {
  return (
    <Card data-testid="remote-unavailable" role="alert" className="remote-unavailable">
      <h2>This module is unavailable</h2>
      <p>
        {phase === 'load'
          ? `The ${label} module could not be loaded. Its server may be restarting or unreachable.`
          : `The ${label} module ran into a problem and stopped.`}{' '}
        The rest of the app keeps working; try again in a moment.
      </p>
      <p className="lg-muted remote-unavailable__reason">Reason: {shortReason(error)}</p>
      <Button onClick={onRetry}>Retry</Button>
    </Card>
  );
}

export interface RemoteSlotProps {
  name: RemoteName;
  /** What the user calls this area, for the loading and failure messages. */
  label: string;
  props: RemoteProps;
}

/** Loads a remote at run time and keeps any failure of it (load or render) inside this slot. */
export function RemoteSlot({ name, label, props }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>(() => {
    const App = loadedRemote(name);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    let cancelled = false;
    if (attempt > 0 || !loadedRemote(name)) setState({ status: 'loading' });
    loadRemoteApp(name, { fresh: attempt > 0 }).then(
      (App) => !cancelled && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`Could not load remote ${name}`, error);
        if (!cancelled) setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [name, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <LoadingState message={`Loading ${label}...`} />;
  if (state.status === 'failed')
    return <RemoteUnavailable label={label} error={state.error} phase="load" onRetry={retry} />;
  const { App } = state;
  return (
    <ErrorBoundary
      key={attempt}
      onError={(error) => console.error(`Remote ${name} failed while rendering`, error)}
      fallback={(error) => <RemoteUnavailable label={label} error={error} phase="render" onRetry={retry} />}
    >
      <App {...props} />
    </ErrorBoundary>
  );
}
