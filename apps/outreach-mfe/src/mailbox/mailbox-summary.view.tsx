import type { Mailbox } from '@leadgen/contracts';
import { Alert } from '@leadgen/ui';
import { formatWhen } from '../shared/errors.logic.js';

/** What the rep sends with now: the demo mailbox (and where its emails land) or their own. */
export function MailboxSummary({ mailbox, demoPage }: { mailbox: Mailbox | null; demoPage: string | null }) {
  if (!mailbox)
    return (
      <Alert tone="info" data-testid="mailbox-none">
        No mailbox yet: set yours below to send emails from Outreach.
      </Alert>
    );
  const usage = `${mailbox.sent_today} of ${mailbox.daily_cap} sent today · sending window ${mailbox.window_start_hour}:00 to ${mailbox.window_end_hour}:00 their time`;
  if (mailbox.source === 'demo')
    return (
      <Alert tone="info" data-testid="mailbox-demo">
        <strong>Demo mailbox.</strong> Emails go to the simulator's mailbox page
        {demoPage ? (
          <>
            {' '}
            (
            <a href={demoPage} target="_blank" rel="noreferrer">
              open it
            </a>
            )
          </>
        ) : null}
        , never to a real restaurant. They are sent as {mailbox.from_name} &lt;{mailbox.from_address}&gt;. {usage}. Save
        your own mailbox below to send from it.
      </Alert>
    );
  return (
    <p className="or-mailbox-summary" data-testid="mailbox-own">
      Sending as <strong>{mailbox.from_name}</strong> &lt;{mailbox.from_address}&gt; through {mailbox.host}:
      {mailbox.port}. <span className="lg-muted">{usage}.</span>
      {mailbox.verified_at && <span className="lg-muted"> Test email passed {formatWhen(mailbox.verified_at)}.</span>}
    </p>
  );
}
