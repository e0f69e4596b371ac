import type { InboxRow } from '../db/entities.js';
import { inboxView } from './inbox.view.js';

const row = (change: Partial<InboxRow>) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    leadId: '00000000-0000-4000-8000-0000000000aa',
    emailId: null,
    restaurantName: 'Taco Loco',
    kind: 'reply',
    rule: 'A person wrote in the thread of your email',
    overridden: false,
    fromAddress: 'james@tacoloco.example',
    fromName: 'James Ortiz',
    address: 'james@tacoloco.example',
    subject: 'Re: A quick idea',
    text: 'Sounds good.',
    receivedAt: new Date('2026-12-03T15:00:00Z'),
    read: false,
    returnDate: null,
    action: 'Follow-ups stopped',
    ...change,
  }) as InboxRow;

describe('what the Inbox says a reply asks', () => {
  it('says the time, the information or the colleague, in words', () => {
    const asks = (text: string) => inboxView(row({ text })).asks;
    expect(asks('Give me a call tomorrow morning at 512-555-0101.')).toEqual({
      kind: 'time',
      words: 'Asks for a call tomorrow morning at 512-555-0101',
      name: null,
      address: null,
    });
    expect(asks('Thursday at 4 works, come by.')?.words).toBe('Asks for a meeting Thursday at 4');
    expect(asks('What would this cost us? Send over some details.')?.words).toBe(
      'Asks for more information and the price',
    );
    expect(asks('Please contact Dana Whitfield (GM) at gm@tacoloco.example.')).toEqual({
      kind: 'referral',
      words: 'Points you to Dana Whitfield, gm@tacoloco.example',
      name: 'Dana Whitfield',
      address: 'gm@tacoloco.example',
    });
  });

  it('says a yes to the time set', () => {
    expect(inboxView(row({ text: 'Great, talk to you then.' })).asks?.words).toBe('Says yes to the time you set');
  });

  it("says their calendar's answer to the invite, with its start in the restaurant's time, whatever its words", () => {
    const calendar = (answer: string, start: string | null) =>
      JSON.stringify({ answer, start, zone: 'America/Chicago' });
    const said = (json: string) =>
      inboxView(row({ text: 'Maria Lopez has accepted this invitation.', calendar: json })).asks;
    expect(said(calendar('accepted', '2026-12-10T21:00:00.000Z'))).toEqual({
      kind: 'invite_accepted',
      words: 'Accepted your invite for Thursday, December 10 at 3:00 PM CST',
      name: null,
      address: null,
    });
    expect(said(calendar('declined', '2026-12-10T21:00:00.000Z'))).toMatchObject({
      kind: 'invite_declined',
      words: 'Declined your invite for Thursday, December 10 at 3:00 PM CST',
    });
    expect(said(calendar('tentative', null))).toMatchObject({
      kind: 'invite_maybe',
      words: 'Said maybe to your invite',
    });
    // A meeting they booked through the rep's calendar link, or their own invitation to the rep.
    expect(said(calendar('booked', '2026-12-10T17:00:00.000Z'))).toEqual({
      kind: 'meeting_booked',
      words: 'Booked a meeting with you for Thursday, December 10 at 11:00 AM CST',
      name: null,
      address: null,
    });
    // A booking page's mail is from the page: the words name who booked, as the booking names them, else by address.
    const page = (name: string | null) =>
      inboxView(
        row({
          fromAddress: 'no-reply@cal.com',
          fromName: 'Cal.com',
          text: 'A new event has been scheduled.',
          calendar: JSON.stringify({
            answer: 'booked',
            start: '2026-12-10T17:00:00.000Z',
            zone: 'America/Chicago',
            name,
          }),
        }),
      ).asks?.words;
    expect(page('James Ortiz')).toBe('James Ortiz booked a meeting with you for Thursday, December 10 at 11:00 AM CST');
    expect(page(null)).toBe(
      'james@tacoloco.example booked a meeting with you for Thursday, December 10 at 11:00 AM CST',
    );
    // A meeting they cancelled: the page's mail names who did; their own calendar's says it plainly.
    expect(said(calendar('cancelled', '2026-12-10T17:00:00.000Z'))).toEqual({
      kind: 'meeting_cancelled',
      words: 'Cancelled the meeting for Thursday, December 10 at 11:00 AM CST',
      name: null,
      address: null,
    });
    const cancelled = inboxView(
      row({
        fromAddress: 'no-reply@cal.com',
        text: 'The event has been cancelled.',
        calendar: JSON.stringify({ answer: 'cancelled', start: null, zone: 'America/Chicago', name: 'James Ortiz' }),
      }),
    ).asks;
    expect(cancelled?.words).toBe('James Ortiz cancelled the meeting');
    // A kept value that is not one reads as words only.
    expect(said('{"answer":"maybe"}')).toBeNull();
  });

  it('reads no ask into a plain yes, or into an answer that is not a reply', () => {
    expect(inboxView(row({ text: 'Sounds good.' })).asks).toBeNull();
    expect(inboxView(row({ kind: 'out_of_office', text: 'Back Monday, call 512-555-0101.' })).asks).toBeNull();
  });
});
