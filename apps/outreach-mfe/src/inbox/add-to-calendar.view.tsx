import type { InboxMessage } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { acceptedInvite } from './inbox.logic.js';
import type { MeetingFile } from './use-meeting-file.js';

/**
 * 'Add to my calendar' under their calendar's yes: the invite went to the restaurant only, so the
 * rep takes the booked meeting into their own calendar from here.
 */
export function AddToCalendar({ message, meeting }: { message: InboxMessage; meeting: MeetingFile }) {
  if (!acceptedInvite(message)) return null;
  const error = meeting.meetingError[message.id];
  return (
    <div className="or-answer__book">
      <Button
        variant="secondary"
        size="sm"
        loading={meeting.fetchingMeeting === message.id}
        disabled={meeting.fetchingMeeting !== null}
        onClick={() => meeting.addToCalendar(message)}
      >
        Add to my calendar
      </Button>
      {error && (
        <span className="or-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
