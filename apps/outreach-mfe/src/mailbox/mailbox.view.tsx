import { Alert, Card, LoadingState } from '@leadgen/ui';
import { ImapSummary } from './imap-summary.view.js';
import { MailboxFormView } from './mailbox-form.view.js';
import { MailboxSummary } from './mailbox-summary.view.js';
import type { useMailbox } from './use-mailbox.js';

export interface MailboxViewProps {
  mb: ReturnType<typeof useMailbox>;
  /** Whether this shell's client can read answers: the IMAP settings and their summary show only then. */
  answers?: boolean;
}

/** Mailbox settings: what is in use, where answers are read, and the form for the rep's own mailbox (checked by a test send). */
export function MailboxView({ mb, answers = true }: MailboxViewProps) {
  const { mailbox } = mb;
  return (
    <Card title="Your mailbox" data-testid="mailbox">
      {mb.loadError && <Alert tone="error">{mb.loadError}</Alert>}
      {mailbox === undefined && !mb.loadError && <LoadingState message="Loading your mailbox..." />}
      {mailbox !== undefined && (
        <div className="lg-stack">
          <MailboxSummary mailbox={mailbox} demoPage={mb.demoPage} />
          {answers && mailbox && <ImapSummary imap={mailbox.imap ?? null} />}
          {/* A saved mailbox folds the form away: a new one (a new test passed) starts it closed. */}
          <details className="or-mailbox-form" open={!mailbox} key={mailbox?.verified_at ?? mailbox?.source ?? 'none'}>
            <summary>{mailbox?.source === 'own' ? 'Change your mailbox' : 'Set up your own mailbox (SMTP)'}</summary>
            <MailboxFormView mb={mb} answers={answers} />
          </details>
        </div>
      )}
    </Card>
  );
}
