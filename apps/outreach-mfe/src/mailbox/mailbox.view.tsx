import { Alert, Card, LoadingState } from '@leadgen/ui';
import { MailboxFormView } from './mailbox-form.view.js';
import { MailboxSummary } from './mailbox-summary.view.js';
import type { useMailbox } from './use-mailbox.js';

/** Mailbox settings: what is in use, and the form for the rep's own SMTP mailbox (checked by a test send). */
export function MailboxView({ mb }: { mb: ReturnType<typeof useMailbox> }) {
  const { mailbox } = mb;
  return (
    <Card title="Your mailbox" data-testid="mailbox">
      {mb.loadError && <Alert tone="error">{mb.loadError}</Alert>}
      {mailbox === undefined && !mb.loadError && <LoadingState message="Loading your mailbox..." />}
      {mailbox !== undefined && (
        <div className="lg-stack">
          <MailboxSummary mailbox={mailbox} demoPage={mb.demoPage} />
          {/* A saved mailbox folds the form away: a new one (a new test passed) starts it closed. */}
          <details className="or-mailbox-form" open={!mailbox} key={mailbox?.verified_at ?? mailbox?.source ?? 'none'}>
            <summary>{mailbox?.source === 'own' ? 'Change your mailbox' : 'Set up your own mailbox (SMTP)'}</summary>
            <MailboxFormView mb={mb} />
          </details>
        </div>
      )}
    </Card>
  );
}
