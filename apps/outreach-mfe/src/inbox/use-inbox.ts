import type { ApiClient, InboxMessage, RemoteProps } from '@leadgen/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';
import { INBOX_KEY, LIVE_REFRESH_MS } from '../shared/query-keys.js';
import { INBOX_LIMIT, shownAnswers, type InboxFilter } from './inbox.logic.js';
import { useArrivals } from './use-arrivals.js';
import { useInboxActions, type InboxActions } from './use-inbox-actions.js';
import { useBookMeeting, type MeetingBooking } from './use-book-meeting.js';
import { useMeetingFile, type MeetingFile } from './use-meeting-file.js';

/** The inbox as its views use it: the answers the filter shows, the counts, and what the rep can do. */
export interface Inbox extends InboxActions, MeetingBooking, MeetingFile {
  filter: InboxFilter;
  setFilter: (filter: InboxFilter) => void;
  /** The answers shown (newest first); null until the first read. */
  messages: InboxMessage[] | null;
  /** How many answers are read at once (the newest), and how many there are in all. */
  loaded: number;
  total: number;
  unread: number;
  error: string | null;
  reload: () => void;
}

/**
 * How often the answers are read while the tab is hidden (the shell keeps an opened tab mounted):
 * slowly, so the unread count on the shell's Outreach tab stays live.
 */
export const HIDDEN_REFRESH_MS = 60_000;

/** The inbox's refetch interval: every LIVE_REFRESH_MS while the tab is shown, HIDDEN_REFRESH_MS while it is hidden. */
export const inboxInterval = (shown: boolean): number => (shown ? LIVE_REFRESH_MS : HIDDEN_REFRESH_MS);

/**
 * The rep's answers, newest first, read every ~15 s while the tab is shown so a new one appears
 * without a reload (and the outbox and suppression list it changed are read again), and every
 * minute while it is hidden, for the count on the shell's tab. `enabled`: the shell's client has
 * the inbox's routes. `onArrival`: a new answer came in (its lead may have moved on).
 */
export function useInbox(
  api: ApiClient,
  toast: RemoteProps['toast'],
  shown: boolean,
  enabled = true,
  onArrival?: () => void,
): Inbox {
  const client = useQueryClient();
  const [filter, setFilter] = useState<InboxFilter>('all');
  // Answers opened under 'Unread' stay there until the filter changes.
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const query = useQuery({
    queryKey: INBOX_KEY,
    queryFn: () => api.call('outreachInbox', undefined, undefined, { limit: INBOX_LIMIT }),
    staleTime: 0,
    refetchInterval: inboxInterval(shown),
    enabled,
  });
  useArrivals(query.data, onArrival);
  const onOpened = useCallback((id: string) => setKept((k) => (k.has(id) ? k : new Set(k).add(id))), []);
  const actions = useInboxActions(api, toast, onOpened);
  const booking = useBookMeeting(api, onArrival);
  const meeting = useMeetingFile(api);
  const data = query.data;

  return {
    filter,
    setFilter: (next) => {
      setFilter(next);
      setKept(new Set());
    },
    messages: data ? shownAnswers(data.messages, filter, kept) : null,
    loaded: data?.messages.length ?? 0,
    total: data?.total ?? 0,
    unread: data?.unread ?? 0,
    error: query.error ? formErrors(query.error, 'Could not load your inbox. Try again.').message : null,
    reload: () => void client.invalidateQueries({ queryKey: INBOX_KEY }),
    ...actions,
    ...booking,
    ...meeting,
  };
}
