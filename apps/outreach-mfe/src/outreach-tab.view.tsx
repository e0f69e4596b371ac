import type { RemoteProps } from '@leadgen/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DraftStart } from './draft/draft-start.view.js';
import { DraftView } from './draft/draft.view.js';
import { useDraftRequests } from './draft/use-draft-requests.js';
import { useDraft } from './draft/use-draft.js';
import { writeBackTo } from './draft/draft.logic.js';
import { InboxView } from './inbox/inbox.view.js';
import { useInbox } from './inbox/use-inbox.js';
import { useUnreadBadge } from './inbox/use-unread-badge.js';
import { MailboxView } from './mailbox/mailbox.view.js';
import { SendingPaused } from './mailbox/sending-paused.view.js';
import { useMailbox } from './mailbox/use-mailbox.js';
import { OutboxView } from './outbox/outbox.view.js';
import { useOutbox } from './outbox/use-outbox.js';
import { OutreachSections, type OutreachSection } from './outreach-sections.view.js';
import { OUTREACH_KEY } from './shared/query-keys.js';
import { useWhenShown } from './shared/use-when-shown.js';
import { SuppressionsView } from './suppressions/suppressions.view.js';
import { useSuppressions } from './suppressions/use-suppressions.js';

export interface OutreachTabProps extends RemoteProps {
  /** Whether the shell's client can read answers (the inbox, 'Send anyway', 'Resume sending', IMAP). */
  answers?: boolean;
}

/**
 * The Outreach tab: the draft of an email (opened by 'Email' on a saved lead), the outbox and the inbox of
 * answers, the mailbox and the suppression list. Coming back to the tab reads them all again; the
 * outbox, the inbox and the suppression list are read every ~15 s while it is shown, and the inbox every minute
 * while it is hidden: its unread count is shown on the shell's Outreach tab ('tab-badge').
 */
export function OutreachTab({ api, toast, events, navigate, answers = true }: OutreachTabProps) {
  const client = useQueryClient();
  const { ref, shown } = useWhenShown<HTMLDivElement>(() => void client.invalidateQueries({ queryKey: OUTREACH_KEY }));
  const [section, setSection] = useState<OutreachSection>('outbox');
  const outbox = useOutbox(api, toast, shown);
  const mailbox = useMailbox(api, toast);
  // A reply moves its lead to Connected, an opt-out marks its contact: My Leads reads them again.
  const inbox = useInbox(api, toast, shown, answers, () => events.emit('my-leads-changed', Date.now()));
  // Once the inbox was read (never under a shell without its routes), the shell's tab shows the count.
  useUnreadBadge(events, inbox.messages === null ? null : inbox.unread);
  const suppressions = useSuppressions(api, toast, shown);
  const drafting = useDraft(api, toast, () => {
    void outbox.reload();
    void mailbox.reload();
    setSection('outbox');
    // The lead's status and activity changed: My Leads reads it again.
    events.emit('my-leads-changed', Date.now());
  });
  useDraftRequests(events, (request) => void drafting.open(request));
  const outboxView = <OutboxView outbox={outbox} canSendAnyway={answers} />;

  return (
    <div className="or-layout" ref={ref}>
      {answers && (
        <SendingPaused paused={mailbox.mailbox?.sending_paused} resuming={mailbox.resuming} onResume={mailbox.resume} />
      )}
      <div className="lg-stack or-main">
        {drafting.lead ? <DraftView drafting={drafting} /> : <DraftStart onMyLeads={() => navigate('my-leads')} />}
        {answers ? (
          <OutreachSections
            active={section}
            onOpen={setSection}
            unread={inbox.unread}
            outbox={outboxView}
            inbox={<InboxView inbox={inbox} onWriteBack={(m) => void drafting.open(writeBackTo(m))} />}
          />
        ) : (
          outboxView
        )}
      </div>
      <div className="lg-stack or-side">
        <MailboxView mb={mailbox} answers={answers} />
        <SuppressionsView list={suppressions} />
      </div>
    </div>
  );
}
