import { INBOX_KINDS, LEAD_STATUSES } from '@leadgen/contracts';
import {
  arrivalStamp,
  bookedStatus,
  acceptedInvite,
  canBookMeeting,
  canWriteBack,
  leadsBookedByInvite,
  markedRead,
  shownAnswers,
  unreadBadge,
  unreadWords,
  withMessage,
} from './inbox.logic.js';
import { answer } from './inbox.fixtures.js';

const reply = answer({ id: 'r', kind: 'reply', read: false });
const away = answer({ id: 'o', kind: 'out_of_office', read: true });
const bounce = answer({ id: 'b', kind: 'hard_bounce', read: false });
const no = answer({ id: 'n', kind: 'not_interested', read: true });
const all = [reply, away, bounce, no];

describe('the inbox filter', () => {
  it('shows every answer, the unread ones, or what a person wrote back', () => {
    expect(shownAnswers(all, 'all').map((m) => m.id)).toEqual(['r', 'o', 'b', 'n']);
    expect(shownAnswers(all, 'unread').map((m) => m.id)).toEqual(['r', 'b']);
    expect(shownAnswers(all, 'replies').map((m) => m.id)).toEqual(['r', 'n']);
  });

  it('keeps an answer opened under Unread there, so it does not vanish while read', () => {
    const read = [{ ...reply, read: true }, away, bounce];
    expect(shownAnswers(read, 'unread').map((m) => m.id)).toEqual(['b']);
    expect(shownAnswers(read, 'unread', new Set(['r'])).map((m) => m.id)).toEqual(['r', 'b']);
  });
});

describe('unread counts', () => {
  it('shows nothing at none, the count, and at most 99+', () => {
    expect([0, -1, Number.NaN, 1, 7, 99, 100, 1234].map(unreadBadge)).toEqual([
      '',
      '',
      '',
      '1',
      '7',
      '99',
      '99+',
      '99+',
    ]);
  });

  it('says the count for a screen reader', () => {
    expect(unreadWords(0)).toBe('no unread answers');
    expect(unreadWords(1)).toBe('1 unread answer');
    expect(unreadWords(12)).toBe('12 unread answers');
  });

  it('puts a marked answer and the new count in the cached list', () => {
    const data = { messages: all, unread: 2, total: 4 };
    const next = withMessage(data, { ...reply, read: true }, 1);
    expect(next?.unread).toBe(1);
    expect(next?.messages.find((m) => m.id === 'r')?.read).toBe(true);
    expect(next?.messages).toHaveLength(4);
    expect(data.messages[0]!.read).toBe(false);
    expect(withMessage(undefined, reply, 0)).toBeUndefined();
  });

  it('moves the answer and the count at once when it is opened or marked unread', () => {
    const data = { messages: all, unread: 2, total: 4 };
    expect(markedRead(data, 'r', true)).toMatchObject({ unread: 1 });
    expect(markedRead(data, 'o', false)).toMatchObject({ unread: 3 });
    // Already so, unknown, or nothing cached: the list is left as it is.
    expect(markedRead(data, 'o', true)).toBe(data);
    expect(markedRead(data, 'x', true)).toBe(data);
    expect(markedRead({ ...data, unread: 0 }, 'r', true)?.unread).toBe(0);
    expect(markedRead(undefined, 'r', true)).toBeUndefined();
  });
});

describe('new answers', () => {
  it('stamps what the inbox holds, so a new answer is noticed', () => {
    expect(arrivalStamp(undefined)).toBeNull();
    expect(arrivalStamp({ total: 4, messages: all })).toBe('4:r');
    expect(arrivalStamp({ total: 0, messages: [] })).toBe('0:');
  });
});

describe("'Write back' on an answer", () => {
  it('is offered on a reply and on a no, never on an automatic answer, a bounce or an opt-out', () => {
    const written = INBOX_KINDS.filter((kind) => canWriteBack({ kind }));
    expect(written).toEqual(['reply', 'not_interested']);
  });
});

describe("'Mark meeting booked' on an answer", () => {
  it("is offered on a person's reply only, and leaves a lead at Meeting booked or Won where it is", () => {
    expect(canBookMeeting({ kind: 'reply', asks: null })).toBe(true);
    for (const kind of INBOX_KINDS.filter((k) => k !== 'reply'))
      expect(canBookMeeting({ kind, asks: null })).toBe(false);
    const accepted = { kind: 'invite_accepted' as const, words: 'Accepted your invite', name: null, address: null };
    expect(canBookMeeting({ kind: 'reply', asks: accepted })).toBe(false);
    expect(canBookMeeting({ kind: 'reply', asks: { ...accepted, kind: 'invite_declined' } })).toBe(false);
    expect(acceptedInvite({ kind: 'reply', asks: accepted })).toBe(true);
    expect(acceptedInvite({ kind: 'reply', asks: { ...accepted, kind: 'invite_maybe' } })).toBe(false);
    expect(acceptedInvite({ kind: 'reply', asks: null })).toBe(false);
    // A meeting they booked themselves: booked already, and for the rep's own calendar too.
    const booked = { ...accepted, kind: 'meeting_booked' as const };
    expect(canBookMeeting({ kind: 'reply', asks: booked })).toBe(false);
    expect(acceptedInvite({ kind: 'reply', asks: booked })).toBe(true);
    // A meeting they cancelled: their calendar says it, and the rep books nothing from it.
    expect(canBookMeeting({ kind: 'reply', asks: { ...accepted, kind: 'meeting_cancelled' } })).toBe(false);
    expect(acceptedInvite({ kind: 'reply', asks: { ...accepted, kind: 'meeting_cancelled' } })).toBe(false);
    expect(bookedStatus('meeting_booked')).toBe(true);
    expect(bookedStatus('won')).toBe(true);
    for (const status of LEAD_STATUSES.filter((s) => s !== 'meeting_booked' && s !== 'won'))
      expect(bookedStatus(status)).toBe(false);
  });
});

describe('the leads their calendar booked', () => {
  const said = (kind: 'invite_accepted' | 'meeting_booked' | 'meeting_cancelled' | 'time') => ({
    kind,
    words: kind,
    name: null,
    address: null,
  });
  const on = (lead: string, kind: Parameters<typeof said>[0], meeting_cancelled = false) =>
    answer({ id: `${lead}-${kind}`, lead_id: lead, kind: 'reply', asks: said(kind), meeting_cancelled });

  it('are those an accepted invite or a booking moved, unless they cancelled that meeting since', () => {
    const booked = leadsBookedByInvite([
      on('a', 'invite_accepted'),
      on('b', 'meeting_cancelled'),
      on('b', 'meeting_booked', true),
      on('c', 'time'),
      // Rescheduled: the old event cancelled, the new one stands.
      on('d', 'meeting_cancelled'),
      on('d', 'meeting_booked'),
      on('d', 'meeting_booked', true),
    ]);
    expect([...booked].sort()).toEqual(['a', 'd']);
    // A booking cancelled since offers no 'Add to my calendar'.
    expect(acceptedInvite(on('b', 'meeting_booked', true))).toBe(false);
  });
});
