import { ENDPOINTS, type RemoteProps } from '@leadgen/contracts';
import { Alert, Button, Card, ErrorBoundary } from '@leadgen/ui';
import { RemoteQueryProvider } from '@leadgen/ui/query';
import { OutreachTab } from './outreach-tab.view.js';
import { hasAnswerRoutes, missingRoutes, SHELL_TOO_OLD_MESSAGE } from './shared/outreach-api.js';
import './outreach.css';

/** Shown in place of the tab when it cannot work here: said in words, inside this remote, never a blank page. */
function Unavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Card title="Outreach is unavailable" data-testid="outreach-unavailable">
      <Alert tone="error">{message}</Alert>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Card>
  );
}

/**
 * Root of the outreach remote: the Outreach tab. A shell whose client lacks the Outreach routes
 * (built before them) gets a plain message instead of calls that would fail inside the client;
 * one built before the inbox's routes gets the tab without reading answers.
 */
export default function OutreachApp(props: RemoteProps) {
  return <OutreachRoot {...props} endpoints={ENDPOINTS} />;
}

/** The tab over a given route table: the shell's (shared contracts), or a test's. */
export function OutreachRoot({ endpoints, ...props }: RemoteProps & { endpoints: Record<string, unknown> }) {
  const missing = missingRoutes(endpoints);
  return (
    // One server-state cache for the whole tab, gone with it.
    <RemoteQueryProvider>
      <div data-testid="remote-outreach_mfe" className="or-app">
        {missing.length > 0 ? (
          <Unavailable message={SHELL_TOO_OLD_MESSAGE} />
        ) : (
          <ErrorBoundary
            onError={(error) => console.warn('The Outreach tab stopped', error)}
            fallback={(error, reset) => (
              <Unavailable message={`The Outreach tab ran into a problem: ${error.message}`} onRetry={reset} />
            )}
          >
            <OutreachTab {...props} answers={hasAnswerRoutes(endpoints)} />
          </ErrorBoundary>
        )}
      </div>
    </RemoteQueryProvider>
  );
}
