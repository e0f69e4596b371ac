import { renderToStaticMarkup } from 'react-dom/server';
import { answer } from './inbox.fixtures.js';
import { InboxView } from './inbox.view.js';
import type { Inbox } from './use-inbox.js';

const noop = () => undefined;
const inbox = (change: Partial<Inbox> = {}): Inbox => ({
  filter: 'all',
  setFilter: noop,
  messages: [],
  loaded: 0,
  total: 0,
  unread: 0,
  error: null,
  reload: noop,
  open: noop,
  setRead: noop,
  setKind: noop,
  changing: null,
  bookMeeting: noop,
  booking: null,
  booked: new Set(),
  bookingError: {},
  addToCalendar: noop,
  fetchingMeeting: null,
  meetingError: {},
  ...change,
});
const render = (change: Partial<Inbox> = {}) => renderToStaticMarkup(<InboxView inbox={inbox(change)} />);

describe('the inbox', () => {
  it('says in words that no answer came yet', () => {
    expect(render()).toContain('No answers yet. Replies, out-of-office notes and bounces to your emails show here.');
    expect(render({ filter: 'unread' })).toContain('No unread answers.');
  });

  it('offers All, Unread (with its count) and Replies, the chosen one pressed', () => {
    const html = render({ filter: 'unread', unread: 3 });
    expect(html).toContain('role="group" aria-label="Show answers"');
    expect(html).toMatch(/aria-pressed="false">All</);
    expect(html).toMatch(/aria-pressed="true">Unread \(3\)</);
    expect(html).toMatch(/aria-pressed="false">Replies</);
  });

  it('shows who wrote, the restaurant, the kind, the subject, the words and what was done', () => {
    const html = render({ messages: [answer()], loaded: 1, total: 1, unread: 1 });
    for (const words of [
      'Maria Lopez',
      'maria@lupita.example',
      'Taqueria Lupita',
      '>Reply<',
      'Re: Online ordering for Taqueria Lupita',
      'Sounds good, call me Tuesday.',
      'Follow-ups stopped',
      '="2026-12-03T15:00:00Z"',
    ])
      expect(html).toContain(words);
    // Unread stands out, and says so to a screen reader; the rule waits for 'Why?'.
    expect(html).toContain('or-answer--unread');
    expect(html).toContain('Unread: ');
    expect(html).toContain('>Mark read<');
    expect(html).toMatch(/aria-expanded="false"[^>]*>Why\?</);
    expect(html).not.toContain('A person wrote in the thread of your email');
  });

  it("offers 'Mark unread' on a read answer, and 'This is actually:' with every kind, its own chosen", () => {
    const html = render({ messages: [answer({ read: true, kind: 'out_of_office' })], loaded: 1, total: 1 });
    expect(html).not.toContain('or-answer--unread');
    expect(html).toContain('>Mark unread<');
    expect(html).toContain('This is actually:');
    expect(html).toContain('<option value="out_of_office" selected="">Out of office</option>');
    expect(html.match(/<option /g)).toHaveLength(7);
  });

  it("shows the server's words as text, never as markup", () => {
    const html = render({
      messages: [answer({ text: '<img src=x onerror=alert(1)>', subject: '<b>Hi</b>', from_name: '<i>M</i>' })],
      loaded: 1,
      total: 1,
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Hi');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;');
  });

  it("clamps a long answer behind 'Show more'", () => {
    const html = render({ messages: [answer({ text: 'word '.repeat(100) })], loaded: 1, total: 1 });
    expect(html).toContain('or-answer__text--clamped');
    expect(html).toMatch(/aria-expanded="false" aria-controls="[^"]+">Show more</);
    expect(render({ messages: [answer()], loaded: 1, total: 1 })).not.toContain('Show more');
  });

  it('says when only the newest answers are shown, and a failed read in words', () => {
    expect(render({ messages: [answer()], loaded: 200, total: 250 })).toContain('The newest 200 of 250 answers.');
    expect(render({ messages: null, error: 'Could not load your inbox. Try again.' })).toContain(
      'Could not load your inbox. Try again.',
    );
    expect(render({ messages: null })).toContain('Loading your inbox...');
  });

  it("offers 'Mark meeting booked' under a person's reply only, and says where the lead went once pressed", () => {
    const reply = answer();
    expect(render({ messages: [reply], loaded: 1, total: 1 })).toMatch(/<button[^>]*>Mark meeting booked<\/button>/);
    for (const kind of ['out_of_office', 'hard_bounce', 'not_interested'] as const)
      expect(render({ messages: [answer({ kind })], loaded: 1, total: 1 })).not.toContain('Mark meeting booked');
    const booked = render({ messages: [reply], loaded: 1, total: 1, booked: new Set([reply.id]) });
    expect(booked).toContain('Taqueria Lupita is at Meeting booked in My Leads.');
    expect(booked).not.toContain('Mark meeting booked');
    const failed = render({
      messages: [reply],
      loaded: 1,
      total: 1,
      bookingError: { [reply.id]: 'Could not move the lead to Meeting booked. Try again.' },
    });
    expect(failed).toContain('role="alert">Could not move the lead to Meeting booked. Try again.<');
  });

  it("offers 'Add to my calendar' under their calendar's yes, and no 'Mark meeting booked' there", () => {
    const asks = {
      kind: 'invite_accepted' as const,
      words: 'Accepted your invite for Thursday, December 10 at 3:00 PM CST',
      name: null,
      address: null,
    };
    const accepted = answer({ asks });
    const html = render({ messages: [accepted], loaded: 1, total: 1 });
    expect(html).toMatch(/<button[^>]*>Add to my calendar<\/button>/);
    expect(html).not.toContain('Mark meeting booked');
    const declined = answer({ asks: { ...asks, kind: 'invite_declined', words: 'Declined your invite' } });
    expect(render({ messages: [declined], loaded: 1, total: 1 })).not.toContain('Add to my calendar');
    expect(render({ messages: [answer()], loaded: 1, total: 1 })).not.toContain('Add to my calendar');
    const failed = render({
      messages: [accepted],
      loaded: 1,
      total: 1,
      meetingError: { [accepted.id]: 'Could not get the meeting for your calendar. Try again.' },
    });
    expect(failed).toContain('role="alert">Could not get the meeting for your calendar. Try again.<');
  });

  it("offers no 'Mark meeting booked' on a reply whose lead their calendar booked, and still on another lead's", () => {
    const asks = { kind: 'invite_accepted' as const, words: 'Accepted your invite', name: null, address: null };
    const accepted = answer({ id: '00000000-0000-4000-8000-000000000002', asks });
    const otherLead = answer({
      id: '00000000-0000-4000-8000-000000000003',
      lead_id: '00000000-0000-4000-8000-0000000000bb',
    });
    const html = render({ messages: [accepted, answer(), otherLead], loaded: 3, total: 3 });
    expect(html.match(/>Mark meeting booked</g)).toHaveLength(1);
    // The one left is the other lead's.
    const cards = html.split('data-testid="inbox-message"');
    expect(cards[2]).not.toContain('Mark meeting booked');
    expect(cards[3]).toContain('Mark meeting booked');
  });

  it("offers 'Write back' under a person's reply only, where the tab can open a draft", () => {
    const shown = (change: Partial<Inbox>) =>
      renderToStaticMarkup(<InboxView inbox={inbox(change)} onWriteBack={() => undefined} />);
    expect(shown({ messages: [answer()], loaded: 1, total: 1 })).toMatch(/<button[^>]*>Write back<\/button>/);
    for (const kind of ['out_of_office', 'auto_reply', 'hard_bounce', 'opt_out'] as const)
      expect(shown({ messages: [answer({ kind })], loaded: 1, total: 1 })).not.toContain('Write back');
    expect(render({ messages: [answer()], loaded: 1, total: 1 })).not.toContain('Write back');
  });

  it('says what a reply asks, and offers to write to the colleague it points to', () => {
    const referral = answer({
      asks: {
        kind: 'referral',
        words: 'Points you to Dana Whitfield, gm@lupita.example',
        name: 'Dana Whitfield',
        address: 'gm@lupita.example',
      },
    });
    const html = renderToStaticMarkup(
      <InboxView inbox={inbox({ messages: [referral], loaded: 1, total: 1 })} onWriteBack={() => undefined} />,
    );
    expect(html).toContain('>Points you to Dana Whitfield, gm@lupita.example<');
    expect(html).toMatch(/<button[^>]*>Write to Dana<\/button>/);
    expect(render({ messages: [answer({ asks: null })], loaded: 1, total: 1 })).not.toContain('inbox-asks');
  });
});
