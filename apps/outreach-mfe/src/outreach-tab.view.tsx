import type { RemoteProps } from '@leadgen/contracts';
import { Card } from '@leadgen/ui';
import { ComposerView } from './composer/composer.view.js';
import { useComposeRequests } from './composer/use-compose-requests.js';
import { useComposer } from './composer/use-composer.js';
import { MailboxView } from './mailbox/mailbox.view.js';
import { useMailbox } from './mailbox/use-mailbox.js';
import { OutboxView } from './outbox/outbox.view.js';
import { useOutbox } from './outbox/use-outbox.js';
import { useWhenShown } from './shared/use-when-shown.js';
import { SuppressionsView } from './suppressions/suppressions.view.js';
import { useSuppressions } from './suppressions/use-suppressions.js';

/** The Outreach tab: the composer (opened by 'Email' on a saved lead), the outbox, the mailbox and the suppression list. */
export function OutreachTab({ api, toast, events, navigate }: RemoteProps) {
  const outbox = useOutbox(api, toast);
  const mailbox = useMailbox(api, toast);
  const composer = useComposer(api, toast, () => {
    void outbox.reload();
    void mailbox.reload();
    // The lead's status and activity changed: My Leads reads it again.
    events.emit('my-leads-changed', Date.now());
  });
  useComposeRequests(events, (request) => void composer.open(request));
  const suppressions = useSuppressions(api, toast);
  const root = useWhenShown<HTMLDivElement>(() => {
    void outbox.reload();
    void suppressions.reload();
    void mailbox.reload();
  });

  return (
    <div className="or-layout" ref={root}>
      <div className="lg-stack or-main">
        {composer.lead ? (
          <ComposerView composer={composer} />
        ) : (
          <Card className="or-start">
            <p>
              To write an email, open a saved lead in{' '}
              <button type="button" className="or-link" onClick={() => navigate('my-leads')}>
                My Leads
              </button>{' '}
              and press <strong>Email</strong>. It starts from the lead's latest pitch.
            </p>
          </Card>
        )}
        <OutboxView outbox={outbox} />
      </div>
      <div className="lg-stack or-side">
        <MailboxView mb={mailbox} />
        <SuppressionsView list={suppressions} />
      </div>
    </div>
  );
}
