import type { ApiClient } from '@leadgen/contracts';
import { Button, StatusDot } from '@leadgen/ui';
import { PRODUCT_NAME } from '../app/brand.mark.js';
import { countedComponents, statusLabel } from './system-status.logic.js';
import { useListedRemotes } from './use-listed-remotes.js';
import { useSystemStatus } from './use-system-status.js';

export interface AppHeaderProps {
  api: ApiClient;
  /** Whom to greet: the rep's first name once the profile is loaded, else the email (welcomeName). */
  name: string;
  onProfile: () => void;
  onLogout: () => void;
}

export function AppHeader({ api, name, onProfile, onLogout }: AppHeaderProps) {
  const listed = useListedRemotes();
  const summary = useSystemStatus(api, listed);
  const status = summary?.status ?? 'degraded';
  // Names the parts that are down: the chip's tooltip and the dot's accessible name.
  const label = statusLabel(summary);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <div className="app-header__title">
          <span className="brand__logo" aria-hidden="true">
            LG
          </span>
          <h1>{PRODUCT_NAME}</h1>
          <span className="system-status" title={label}>
            <StatusDot data-testid="status-dot" status={status} label={label} />
            <span data-testid="modules-count" className="system-status__count">
              {summary ? `${summary.working}/${summary.total}` : `–/${countedComponents(listed ?? new Set()).length}`}
            </span>
            <span className="lg-muted system-status__text">modules</span>
          </span>
        </div>
        <div className="app-header__user">
          <span className="app-header__welcome">
            Welcome, <strong data-testid="welcome-name">{name}</strong>
          </span>
          <Button variant="secondary" size="sm" onClick={onProfile}>
            Profile
          </Button>
          <Button variant="secondary" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
