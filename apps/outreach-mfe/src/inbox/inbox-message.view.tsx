import type { InboxMessage } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId, useState } from 'react';
import { formatWhen } from '../shared/errors.logic.js';
import { AnswerText } from './answer-text.view.js';
import { InboxKindField } from './inbox-kind.field.js';
import { kindLabel, kindTone, whoWords } from './inbox-words.logic.js';
import type { InboxActions } from './use-inbox-actions.js';
import type { MeetingBooking } from './use-book-meeting.js';
import type { MeetingFile } from './use-meeting-file.js';
import { AddToCalendar } from './add-to-calendar.view.js';
import { BookMeeting } from './book-meeting.view.js';
import { WriteBack } from './write-back.view.js';

/**
 * One answer: who wrote, about which restaurant, what it is (a badge), when, its subject and own
 * words, what a reply asks of the rep, what the product did, and why it read it so on demand ('Why?'). Everything the server
 * sends is shown as text.
 */
export function InboxMessageView({
  message,
  actions,
  onWriteBack,
  bookedByInvite,
}: {
  message: InboxMessage;
  actions: InboxActions & MeetingBooking & MeetingFile;
  /** Their calendar accepted an invite for this answer's lead: the meeting is booked already. */
  bookedByInvite?: boolean;
  /** 'Write back': opens the composer with a reply to this answer, in its thread. */
  onWriteBack?: (message: InboxMessage) => void;
}) {
  const [why, setWhy] = useState(false);
  const ruleId = useId();
  const who = whoWords(message);
  return (
    <li
      className={`or-answer${message.read ? '' : ' or-answer--unread'}`}
      data-testid="inbox-message"
      data-kind={message.kind}
      data-read={message.read}
    >
      <div className="or-answer__head">
        {!message.read && <span className="or-answer__dot" aria-hidden="true" />}
        {!message.read && <span className="lg-visually-hidden">Unread: </span>}
        <span className={`or-kind or-kind--${kindTone(message.kind)}`}>{kindLabel(message.kind)}</span>
        <strong className="or-answer__who">{who.name}</strong>
        {who.address && <span className="lg-muted or-answer__address">{who.address}</span>}
        <time className="lg-muted or-answer__when" dateTime={message.received_at}>
          {formatWhen(message.received_at)}
        </time>
      </div>
      <div className="or-answer__lead">{message.restaurant_name}</div>
      <div className="or-answer__subject">{message.subject}</div>
      <AnswerText text={message.text} onOpen={() => actions.open(message)} />
      {message.asks && (
        <p className="or-answer__asks" data-testid="inbox-asks">
          {message.asks.words}
        </p>
      )}
      <p className="or-answer__action" data-testid="inbox-action">
        {message.action}
      </p>
      <div className="or-answer__tools">
        <button
          type="button"
          className="or-link"
          aria-expanded={why}
          aria-controls={why ? ruleId : undefined}
          onClick={() => setWhy(!why)}
        >
          Why?
        </button>
        <Button variant="ghost" size="sm" onClick={() => actions.setRead(message, !message.read)}>
          {message.read ? 'Mark unread' : 'Mark read'}
        </Button>
        <InboxKindField
          kind={message.kind}
          busy={actions.changing === message.id}
          onChange={(kind) => actions.setKind(message, kind)}
        />
      </div>
      <div className="or-answer__next">
        <WriteBack message={message} actions={actions} onWriteBack={onWriteBack} />
        <BookMeeting message={message} booking={actions} bookedByInvite={bookedByInvite} />
        <AddToCalendar message={message} meeting={actions} />
      </div>
      {why && (
        <p id={ruleId} className="lg-muted or-answer__rule" data-testid="inbox-rule">
          {message.overridden ? 'You said what this is. ' : ''}Read as {kindLabel(message.kind)} because: {message.rule}
        </p>
      )}
    </li>
  );
}
