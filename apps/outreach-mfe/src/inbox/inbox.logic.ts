import type { InboxKind, InboxMessage, InboxResponse, LeadStatus } from '@leadgen/contracts';

/** The inbox's filter: every answer, the unread ones, or what a person wrote back. */
export type InboxFilter = 'all' | 'unread' | 'replies';
export const INBOX_FILTERS: readonly { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'replies', label: 'Replies' },
];

/** What a person wrote back (a reply, 'not interested', 'do not email me'), not a machine's note or a bounce. */
export const REPLY_KINDS: readonly InboxKind[] = ['reply', 'not_interested', 'opt_out'];

/** The answers asked for at once: the newest, which is as far back as the rep reads. */
export const INBOX_LIMIT = 200;

/**
 * The answers a filter shows, newest first as the server sends them. An answer the rep opened
 * under 'Unread' (`kept`) stays there until the filter changes, so it does not vanish mid-read.
 */
export function shownAnswers(
  messages: readonly InboxMessage[],
  filter: InboxFilter,
  kept: ReadonlySet<string> = new Set(),
): InboxMessage[] {
  if (filter === 'unread') return messages.filter((m) => !m.read || kept.has(m.id));
  if (filter === 'replies') return messages.filter((m) => REPLY_KINDS.includes(m.kind));
  return [...messages];
}

/** The unread count on the Inbox tab: nothing at 0, at most '99+'. */
export function unreadBadge(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return '';
  return unread > 99 ? '99+' : String(Math.floor(unread));
}

/** The same count for a screen reader. */
export function unreadWords(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return 'no unread answers';
  return unread === 1 ? '1 unread answer' : `${unread} unread answers`;
}

/** The list in the cache with one answer as the server now has it, and the unread count it gave. */
export function withMessage(data: InboxResponse | undefined, message: InboxMessage, unread: number) {
  if (!data) return data;
  return { ...data, unread, messages: data.messages.map((m) => (m.id === message.id ? message : m)) };
}

/**
 * A stamp of what the inbox holds (its count and newest answer): when it moves, an answer arrived
 * and the lists its action changes (the outbox, the suppression list) are read again.
 */
export function arrivalStamp(data: Pick<InboxResponse, 'total' | 'messages'> | undefined): string | null {
  if (!data) return null;
  return `${data.total}:${data.messages[0]?.id ?? ''}`;
}

/** The cached list at once after 'read' or 'Mark unread', before the server answers: the answer and the count move. */
export function markedRead(data: InboxResponse | undefined, id: string, read: boolean) {
  const message = data?.messages.find((m) => m.id === id);
  if (!data || !message || message.read === read) return data;
  return withMessage(data, { ...message, read }, Math.max(0, data.unread + (read ? -1 : 1)));
}

/** A lead past the first meeting already: 'Mark meeting booked' on its reply leaves it where it is (its button says so). */
export const bookedStatus = (status: LeadStatus): boolean => status === 'meeting_booked' || status === 'won';

/** Their calendar's answer: to the rep's invite, or about a meeting they booked themselves. */
const fromTheirCalendar = (message: Pick<InboxMessage, 'asks'>): boolean =>
  !!message.asks && (message.asks.kind.startsWith('invite_') || message.asks.kind.startsWith('meeting_'));

/**
 * Only a person's reply offers 'Mark meeting booked': an out-of-office or a bounce books nothing, and
 * their calendar's answer says it itself (an accepted invite or a booking books the meeting, a
 * cancellation calls it off).
 */
export const canBookMeeting = (message: Pick<InboxMessage, 'kind' | 'asks'>): boolean =>
  message.kind === 'reply' && !fromTheirCalendar(message);

/**
 * Their calendar accepted the rep's invite, or they booked a time themselves, and they have not
 * called it off since (cancelled it, or declined the invite after all): the meeting is booked, and
 * the rep may add it to their own calendar.
 */
export const acceptedInvite = (
  message: Pick<InboxMessage, 'kind' | 'asks'> & Partial<Pick<InboxMessage, 'meeting_cancelled'>>,
): boolean =>
  message.kind === 'reply' &&
  (message.asks?.kind === 'invite_accepted' || message.asks?.kind === 'meeting_booked') &&
  !message.meeting_cancelled;

/**
 * The leads their calendar booked, among the answers shown: an accepted invite or a booking has
 * moved each to Meeting booked, so their earlier replies offer no 'Mark meeting booked'. One they
 * cancelled since moved the lead back (unless another meeting with them stands, booked by its own).
 */
export const leadsBookedByInvite = (
  messages: readonly Pick<InboxMessage, 'kind' | 'asks' | 'lead_id' | 'meeting_cancelled'>[],
) => new Set(messages.filter(acceptedInvite).map((m) => m.lead_id));

/**
 * A person's reply is written back to, and so is a no (thanked, asking nothing); an out-of-office,
 * a bounce or an opt-out has nobody to answer.
 */
export const canWriteBack = (message: Pick<InboxMessage, 'kind'>): boolean =>
  message.kind === 'reply' || message.kind === 'not_interested';
