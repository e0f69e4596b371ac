import type { ApiClient, InboxMessage } from '@leadgen/contracts';
import { downloadFile } from '@leadgen/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';

/** 'Add to my calendar' on an accepted invite: the booked meeting as a calendar file the rep opens. */
export interface MeetingFile {
  addToCalendar: (message: InboxMessage) => void;
  /** The answer whose file is being fetched, while its call runs. */
  fetchingMeeting: string | null;
  meetingError: Readonly<Record<string, string>>;
}

/** Fetches the meeting's .ics for an accepted invite and saves it under the server's file name. */
export function useMeetingFile(api: ApiClient): MeetingFile {
  const [meetingError, setMeetingError] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (message: InboxMessage) => api.download('outreachInboxMeeting', undefined, { id: message.id }),
    onSuccess: (file) => downloadFile(file.blob, file.filename),
    onError: (err, message) =>
      setMeetingError((e) => ({
        ...e,
        [message.id]: formErrors(err, 'Could not get the meeting for your calendar. Try again.').message,
      })),
  });
  return {
    addToCalendar: (message) => {
      if (mutation.isPending) return;
      setMeetingError(({ [message.id]: _, ...rest }) => rest);
      mutation.mutate(message);
    },
    fetchingMeeting: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    meetingError,
  };
}
