import type { ApiClient, InboxMessage } from '@leadgen/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';
import { bookedStatus } from './inbox.logic.js';

/** 'Mark meeting booked' on a reply: its lead moves to Meeting booked in My Leads. */
export interface MeetingBooking {
  bookMeeting: (message: InboxMessage) => void;
  /** The answer whose lead is being moved, while its call runs. */
  booking: string | null;
  /** The answers whose lead was moved, or already was, this visit; and what went wrong, by answer. */
  booked: ReadonlySet<string>;
  bookingError: Readonly<Record<string, string>>;
}

/**
 * Moves a reply's lead to Meeting booked: the lead as it is now (its version), then the change. A
 * lead already at Meeting booked or Won is left as it is. `onLeadsChanged` tells My Leads.
 */
export function useBookMeeting(api: ApiClient, onLeadsChanged?: () => void): MeetingBooking {
  const [booked, setBooked] = useState<ReadonlySet<string>>(() => new Set());
  const [bookingError, setBookingError] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: async (message: InboxMessage) => {
      const lead = await api.call('myLeadsGet', undefined, { id: message.lead_id });
      if (bookedStatus(lead.status)) return;
      await api.call('myLeadsUpdate', { status: 'meeting_booked', version: lead.version }, { id: message.lead_id });
    },
    onSuccess: (_, message) => {
      setBooked((b) => new Set(b).add(message.id));
      onLeadsChanged?.();
    },
    onError: (err, message) =>
      setBookingError((e) => ({
        ...e,
        [message.id]: formErrors(err, 'Could not move the lead to Meeting booked. Try again.').message,
      })),
  });
  return {
    bookMeeting: (message) => {
      if (mutation.isPending) return;
      setBookingError(({ [message.id]: _, ...rest }) => rest);
      mutation.mutate(message);
    },
    booking: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    booked,
    bookingError,
  };
}
