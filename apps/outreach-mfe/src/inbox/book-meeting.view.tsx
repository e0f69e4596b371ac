import type { InboxMessage } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { canBookMeeting } from './inbox.logic.js';
import type { MeetingBooking } from './use-book-meeting.js';

/**
 * 'Mark meeting booked' under a person's reply: the rep who agreed a time moves the lead on from here,
 * and reads the outcome where they pressed it. None once their calendar accepted an invite for the
 * lead (`bookedByInvite`): that booked it.
 */
export function BookMeeting({
  message,
  booking,
  bookedByInvite = false,
}: {
  message: InboxMessage;
  booking: MeetingBooking;
  bookedByInvite?: boolean;
}) {
  if (!canBookMeeting(message) || bookedByInvite) return null;
  if (booking.booked.has(message.id))
    return (
      <p className="or-answer__booked" role="status" data-testid="inbox-booked">
        {message.restaurant_name} is at Meeting booked in My Leads.
      </p>
    );
  const error = booking.bookingError[message.id];
  return (
    <div className="or-answer__book">
      <Button
        size="sm"
        loading={booking.booking === message.id}
        disabled={booking.booking !== null}
        onClick={() => booking.bookMeeting(message)}
      >
        {booking.booking === message.id ? 'Moving...' : 'Mark meeting booked'}
      </Button>
      {error && (
        <span className="or-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
