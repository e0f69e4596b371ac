import { Alert, Button, LoadingState } from '@leadgen/ui';
import { formatMoment } from './account-settings.logic.js';
import type { ShowStatus } from './use-account-status.js';
import { useSessions } from './use-sessions.js';

/**
 * Where the rep is signed in: device, address, when it signed in and was last seen. This device
 * is marked; any other can be ended, which signs that device out at once.
 */
export function SessionsPanel({ onStatus, version }: { onStatus: ShowStatus; version?: number }) {
  const { sessions, error, ending, end, endOthers } = useSessions(onStatus, version);
  const others = sessions?.filter((s) => !s.current) ?? [];
  return (
    <section className="account-sessions" aria-labelledby="account-sessions-title" data-testid="sessions">
      <div className="account-sessions__head">
        <div>
          <h3 id="account-sessions-title">Active Sessions</h3>
          <p className="lg-muted">Devices signed in to your account. End any you do not recognise.</p>
        </div>
        {others.length > 0 && (
          <Button
            variant="secondary"
            size="sm"
            loading={ending === 'others'}
            disabled={!!ending}
            onClick={() => void endOthers()}
          >
            Sign out everywhere else
          </Button>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!sessions && !error && <LoadingState message="Loading sessions..." />}
      {sessions && (
        <table className="account-sessions__table">
          <caption className="lg-visually-hidden">Active sessions</caption>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
              <th scope="col">
                <span className="lg-visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} data-testid="session-row" data-current={s.current || undefined}>
                <th scope="row">
                  {s.device}
                  {s.current && <span className="account-sessions__this">This device</span>}
                </th>
                <td>{s.ip || 'Unknown'}</td>
                <td>{formatMoment(s.created_at)}</td>
                <td>{s.current ? 'Now' : formatMoment(s.last_seen_at)}</td>
                <td className="account-sessions__action">
                  {!s.current && (
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={ending === s.id}
                      disabled={!!ending}
                      aria-label={`End session on ${s.device}, signed in ${formatMoment(s.created_at)}`}
                      onClick={() => void end(s.id)}
                    >
                      End
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
