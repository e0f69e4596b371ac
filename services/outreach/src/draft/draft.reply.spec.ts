import { asksOf } from '@leadgen/email-lint';
import { answererName, writeReply } from './draft.reply.js';

const answer = {
  fromName: 'Joe Cohen',
  address: 'joe.cohen@dotandtony.example',
  subject: 'Re: TableTurn for Dot & Tony',
  text: 'Sure, tell me more.',
};
const restaurant = "Dot & Tony's Kitchen";

describe('a reply to an answer', () => {
  it('greets whoever answered: the person their mail names, else the name they signed, else their address, else the team', () => {
    expect(answererName(answer, restaurant)).toBe('Joe Cohen');
    // A mail client showing the restaurant, a short name of it or an inbox: the name they signed with.
    const signed = { ...answer, text: 'Yes, let us talk.\n\nJames' };
    expect(answererName({ ...signed, fromName: 'Tacos' }, restaurant)).toBe('James');
    expect(answererName({ ...signed, fromName: 'Reservations' }, restaurant)).toBe('James');
    expect(answererName({ ...signed, fromName: "Dot & Tony's Kitchen" }, restaurant)).toBe('James');
    // A restaurant named for people opens with a given name: its display name still names nobody.
    const pasta = { ...answer, fromName: "Dot & Mae's Pasta House", text: 'Friday before 11 works.\n\n- Rosa' };
    expect(answererName(pasta, "Dot & Mae's Pasta House")).toBe('Rosa');
    expect(answererName({ ...pasta, fromName: 'Grace Kitchen', text: 'ok' }, 'Grace Kitchen - Loop')).toBe('Joe');
    expect(answererName({ ...answer, fromName: null, text: 'Sounds good.\n— Maria Lopez' }, restaurant)).toBe(
      'Maria Lopez',
    );
    expect(answererName({ ...answer, fromName: null, text: 'ok' }, restaurant)).toBe('Joe');
    // Signed above what a signature puts under the name: the restaurant as they write it, a phone's tag.
    const under = { ...answer, fromName: 'Tacos', address: 'hello@tacos.example' };
    expect(answererName({ ...under, text: 'Sure.\n\nThanks,\nJames\nThe Test Kitchen' }, restaurant)).toBe('James');
    expect(answererName({ ...under, text: 'Sure.\n\nNina\n\nSent from my iPhone' }, restaurant)).toBe('Nina');
    expect(answererName({ ...under, text: 'Thursday works.\n\nThanks,\nTacos' }, restaurant)).toBeNull();
    expect(
      answererName({ ...answer, fromName: 'Front Desk', address: 'info@x.example', text: 'Call us.' }, 'X'),
    ).toBeNull();
  });

  it('takes them up on the time they proposed: a call at their number, else an invite', () => {
    const call = writeReply(
      { ...answer, text: 'Sounds good, call me Tuesday afternoon at (206) 555-0146.' },
      restaurant,
      'Ana Rep',
      'https://cal.com/ana-rep',
    );
    expect(call.body).toBe(
      "Hi Joe,\n\nThanks for getting back to me. I'll call you Tuesday afternoon at (206) 555-0146.\n\nBest,\nAna Rep",
    );
    const tomorrow = writeReply({ ...answer, text: 'Give me a call tomorrow morning.' }, restaurant, 'Ana', null);
    expect(tomorrow.body).toContain("I'll call you tomorrow morning.");
    const invite = writeReply({ ...answer, text: 'Thursday at 4 works, come by.' }, restaurant, 'Ana', null);
    expect(invite.body).toContain("Thursday at 4 works for me: I'll send an invite.");
    for (const r of [call, tomorrow, invite]) expect(asksOf(r.body)).toEqual([]);
  });

  it("answers their calendar's answer to the invite: thanks for a yes, another time for a no", () => {
    const calendar = (answer: 'accepted' | 'declined') => ({
      answer,
      start: '2026-12-10T21:00:00.000Z',
      end: '2026-12-10T21:15:00.000Z',
      zone: 'America/Chicago',
    });
    const text = 'Joe Cohen has accepted this invitation.';
    const yes = writeReply({ ...answer, text, calendar: calendar('accepted') }, restaurant, 'Ana', null);
    expect(yes.body).toBe('Hi Joe,\n\nThanks, I look forward to it.\n\nBest,\nAna');
    expect(yes.reply_note).toBe('They accepted your invite: the lead is at Meeting booked. A thank-you is optional.');
    const no = writeReply(
      { ...answer, text: 'Sorry, not Thursday.', calendar: calendar('declined') },
      restaurant,
      'Ana',
      null,
    );
    expect(no.body).toBe(
      "Hi Joe,\n\nNo problem. What day and time would suit you for a 15-minute call? I'll send a new invite.\n\nBest,\nAna",
    );
    expect(no.reply_note).toMatch(/^They declined your invite: this reply asks for another time/);
    // A no that takes back their yes: the same reply, and the note says the lead moved back.
    const takenBack = writeReply(
      { ...answer, text: 'Sorry, not Thursday.', calendar: { ...calendar('declined'), off: true } },
      restaurant,
      'Ana',
      null,
    );
    expect(takenBack.body).toBe(no.body);
    expect(takenBack.reply_note).toMatch(
      /^They declined the invite they had accepted: the lead is back at Connected\./,
    );
    const maybe = writeReply(
      { ...answer, text: 'Maybe.', calendar: { ...calendar('accepted'), answer: 'tentative' } },
      restaurant,
      'Ana',
      null,
    );
    expect(maybe.body).toBe(
      "Hi Joe,\n\nThanks for letting me know. If another time suits you better, tell me and I'll send a new invite.\n\nBest,\nAna",
    );
    const booked = writeReply(
      { ...answer, text: 'A new event has been scheduled.', calendar: { ...calendar('accepted'), answer: 'booked' } },
      restaurant,
      'Ana',
      null,
    );
    expect(booked.body).toBe('Hi Joe,\n\nThanks for booking a time, I look forward to it.\n\nBest,\nAna');
    expect(booked.reply_note).toBe(
      'They booked a meeting with you: the lead is at Meeting booked. A thank-you is optional.',
    );
    // They cancelled the meeting they booked: another time, through the rep's calendar where they keep one.
    const cancelled = {
      ...answer,
      text: 'The event has been cancelled.',
      calendar: { ...calendar('accepted'), answer: 'cancelled' as const },
    };
    expect(writeReply(cancelled, restaurant, 'Ana', 'https://cal.com/ana-rep').body).toBe(
      "Hi Joe,\n\nSorry that time didn't work out. You can pick a time that suits you here: https://cal.com/ana-rep. Or tell me a day and time, and I'll send an invite.\n\nBest,\nAna",
    );
    const withoutLink = writeReply(cancelled, restaurant, 'Ana', null);
    expect(withoutLink.body).toBe(
      "Hi Joe,\n\nSorry that time didn't work out. What day and time would suit you for a 15-minute call? I'll send an invite.\n\nBest,\nAna",
    );
    expect(withoutLink.reply_note).toMatch(/^They cancelled the meeting they booked: the lead is back at Connected\./);
  });

  it('tells the rep the invite that goes with a reply taking up their time, or that the time has passed', () => {
    // Written on Monday, December 7 2026, 10:00 in Chicago.
    const saidAt = new Date('2026-12-07T16:00:00Z');
    const clock = { saidAt, timeZone: 'America/Chicago', now: saidAt };
    const text = 'Thursday at 4 works, come by.';
    const taken = writeReply({ ...answer, text }, restaurant, 'Ana', null, null, clock);
    expect(taken.body).toBe(
      'Hi Joe,\n\nThanks for getting back to me. Thursday at 4 works for me. A calendar invite for it is attached.\n\nBest,\nAna',
    );
    const call = writeReply(
      { ...answer, text: 'Call me Thursday around 3 at (206) 555-0146.' },
      restaurant,
      'Ana',
      null,
      null,
      clock,
    );
    expect(call.body).toContain(
      "I'll call you Thursday around 3 at (206) 555-0146. A calendar invite for it is attached.",
    );
    expect(asksOf(taken.body)).toEqual([]);
    expect(writeReply({ ...answer, text }, restaurant, 'Ana', null, null, clock).reply_note).toBe(
      "They proposed Thursday at 4: a calendar invite for Thursday, December 10 at 4:00 PM CST (15 minutes) goes with this reply while it names their time, and their calendar's answer shows in your Inbox.",
    );
    const late = { ...clock, now: new Date('2026-12-11T00:00:00Z') };
    const passed = writeReply({ ...answer, text }, restaurant, 'Ana', null, null, late);
    expect(passed.reply_note).toBe(
      'They proposed Thursday at 4, which has passed: this reply asks for another time, and writing back to their answer sends the invite.',
    );
    expect(passed.body).toContain("What day and time would suit you for a 15-minute call? I'll send an invite.");
  });

  it('asks for and books the call as long as the thread’s first email asked for (a 30-minute demo)', () => {
    const saidAt = new Date('2026-12-07T16:00:00Z');
    const clock = { saidAt, timeZone: 'America/Chicago', now: saidAt };
    const thirty = { ...answer, callMinutes: 30 };
    expect(
      writeReply({ ...thirty, text: 'Thursday at 4 works.' }, restaurant, 'Ana', null, null, clock).reply_note,
    ).toBe(
      "They proposed Thursday at 4: a calendar invite for Thursday, December 10 at 4:00 PM CST (30 minutes) goes with this reply while it names their time, and their calendar's answer shows in your Inbox.",
    );
    expect(writeReply(thirty, restaurant, 'Ana', null).body).toContain(
      "What day and time would suit you for a 30-minute call? I'll send an invite.",
    );
    expect(writeReply({ ...thirty, text: 'Send me some details first.' }, restaurant, 'Ana', null).body).toContain(
      "Would you have 30 minutes this week? I'll send an invite.",
    );
    const referred = writeReply(
      { ...thirty, text: 'Please write to our GM, maria@dotandtony.example, she decides.' },
      restaurant,
      'Ana',
      null,
    );
    expect(referred.body).toContain('Would a 30-minute call this week suit you?');
  });

  it("stays in the thread and offers the rep's calendar when they named no time", () => {
    const r = writeReply(answer, restaurant, 'Ana Rep', 'https://cal.com/ana-rep');
    expect(r.subject).toBe('Re: TableTurn for Dot & Tony');
    expect(r.body).toBe(
      "Hi Joe,\n\nThanks for getting back to me. You can pick a time that suits you here: https://cal.com/ana-rep. Or tell me a day and time, and I'll send an invite.\n\nBest,\nAna Rep",
    );
    expect(writeReply({ ...answer, subject: 'Tomorrow?' }, 'X', null, null).subject).toBe('Re: Tomorrow?');
  });

  it('asks for a day and time once when the rep has no calendar link', () => {
    const r = writeReply({ ...answer, fromName: null, address: 'info@casaverde.example' }, 'Casa Verde', 'Ana', ' ');
    expect(r.body.startsWith('Hi Casa Verde team,\n\nThanks for getting back to me.')).toBe(true);
    expect(asksOf(r.body)).toEqual(['What day and time would suit you for a 15-minute call?']);
  });

  const offer = {
    name: 'Ana Rep',
    title: 'Account Executive',
    company: 'TablePoint',
    product: 'TablePoint POS',
    points: [
      { text: 'Tableside ordering: Servers take orders and payments at the table.', proof: null },
      { text: 'Cuts card fees', proof: '2.49% per swipe' },
    ],
    website: 'https://tablepoint.example',
  };

  it('answers a request for information with what the rep sells, and a call for the price', () => {
    const info = writeReply(
      { ...answer, text: 'Could you email me more details on how it works and the pricing?' },
      restaurant,
      'Ana Rep',
      null,
      offer,
    );
    expect(info.to).toEqual({ address: answer.address, name: 'Joe Cohen' });
    expect(info.reply_note).toBe(
      "They asked for information: the reply says what TablePoint POS does from What I sell's first value points and your website.",
    );
    expect(info.body).toBe(
      'Hi Joe,\n\nThanks for getting back to me. In short, TablePoint POS gives you tableside ordering, so servers take orders and payments at the table, and it cuts card fees (2.49% per swipe). ' +
        "You can see more at https://tablepoint.example. What it costs depends on your setup, so I'd rather give you a real figure than a range. " +
        "A 15-minute call is the quickest way to one: what day and time would suit you? I'll send an invite.\n\nBest,\nAna Rep",
    );
    expect(asksOf(info.body)).toHaveLength(1);
    const noPrice = writeReply(
      { ...answer, text: 'Send me some info.' },
      restaurant,
      'Ana Rep',
      'https://cal.com/ana-rep',
      { ...offer, points: offer.points.slice(1), website: null },
    );
    expect(noPrice.body).toContain(
      'In short, TablePoint POS cuts card fees (2.49% per swipe). If it looks useful, you can pick a time for a 15-minute call here: https://cal.com/ana-rep',
    );
    // Without What I sell there is nothing true to say in short: the call answers their questions.
    const bare = writeReply({ ...answer, text: 'How much is it?' }, restaurant, 'Ana', null);
    expect(bare.reply_note).toContain('save What I sell in Account Settings');
    expect(bare.body).toContain(
      "I can tell you more, and answer your questions, on a short call. Would you have 15 minutes this week? I'll send an invite.",
    );
    expect(asksOf(bare.body)).toHaveLength(1);
  });

  it('writes to the colleague a reply hands the rep on to, in the same thread, saying who sent them', () => {
    const handedOn = {
      ...answer,
      fromName: 'James Ortiz',
      address: 'james@dotandtony.example',
      text: "I'm not the right person for this: Maria Lopez, our general manager, looks after it. Best to email maria.lopez@dotandtony.example.\n\nJames",
    };
    const r = writeReply(handedOn, restaurant, 'Ana Rep', 'https://cal.com/ana-rep', offer);
    expect(r.to).toEqual({ address: 'maria.lopez@dotandtony.example', name: 'Maria Lopez' });
    // The one who pointed the rep on is copied.
    expect(r.cc).toEqual({ address: 'james@dotandtony.example', name: 'James Ortiz' });
    expect(r.reply_note).toBe(
      "James's reply points you to Maria Lopez: this email goes to maria.lopez@dotandtony.example in the same thread, copying James, and Maria Lopez is kept among the lead's contacts once it is sent.",
    );
    expect(r.subject).toBe('Re: TableTurn for Dot & Tony');
    expect(r.body).toBe(
      "Hi Maria,\n\nJames suggested I get in touch with you. I'm Ana Rep, Account Executive at TablePoint. " +
        'TablePoint POS gives you tableside ordering, so servers take orders and payments at the table. ' +
        'Would a 15-minute call suit you? You can pick a time here: https://cal.com/ana-rep\n\nBest,\nAna Rep',
    );
    expect(asksOf(r.body)).toHaveLength(1);
    const bare = writeReply(
      {
        ...handedOn,
        fromName: 'Reservations',
        address: 'info@dotandtony.example',
        text: 'Email events@dotandtony.example for that.',
      },
      restaurant,
      'Ana',
      null,
    );
    expect(bare.to).toEqual({ address: 'events@dotandtony.example', name: null });
    expect(bare.cc).toEqual({ address: 'info@dotandtony.example', name: null });
    expect(bare.reply_note).toContain('in the same thread, copying them, and');
    expect(bare.body).toBe(
      "Hi Dot & Tony's Kitchen team,\n\nYour colleagues suggested I get in touch with you about my note to the team at Dot & Tony's Kitchen. " +
        "Would a 15-minute call this week suit you? Tell me a day and time, and I'll send an invite.\n\nBest,\nAna",
    );
    // The colleague has not read the rep's note: it is quoted below, as a mail program quotes a thread.
    const note = 'Hi team,\n\nI noticed you take orders by phone only.\n\nCould we talk this week?\n\nBest,\nAna';
    const quoting = writeReply({ ...handedOn, yours: note }, restaurant, 'Ana', null);
    expect(quoting.body).toBe(
      "Hi Maria,\n\nJames suggested I get in touch with you about my note to the team, below. Would a 15-minute call this week suit you? Tell me a day and time, and I'll send an invite.\n\nBest,\nAna" +
        '\n\n> Hi team,\n>\n> I noticed you take orders by phone only.\n>\n> Could we talk this week?\n>\n> Best,\n> Ana',
    );
    expect(asksOf(quoting.body)).toHaveLength(1);
    const withOffer = writeReply({ ...handedOn, yours: note }, restaurant, 'Ana Rep', 'https://cal.com/ana-rep', offer);
    expect(withOffer.body).toMatch(/^Hi Maria,\n\nJames suggested I get in touch with you\. I'm Ana Rep, /);
    expect(
      withOffer.body.endsWith(
        '\n\nBest,\nAna Rep\n\n> Hi team,\n>\n> I noticed you take orders by phone only.\n>\n> Could we talk this week?\n>\n> Best,\n> Ana',
      ),
    ).toBe(true);
    // Only the email to a colleague quotes it: a reply to the one who wrote goes on in their thread.
    expect(writeReply({ ...answer, yours: note }, restaurant, 'Ana', null).body).not.toContain('> ');
  });

  it('thanks a no and leaves it at that, whatever else its words hold', () => {
    const no = {
      ...answer,
      text: "We're happy with what we have. Call me next year, maybe.\n\nJoe",
      kind: 'not_interested' as const,
    };
    const r = writeReply(no, restaurant, 'Ana Rep', 'https://cal.com/ana-rep', offer);
    expect(r.body).toBe(
      "Hi Joe,\n\nThanks for letting me know. I won't follow up on this, and if anything changes, I'm a reply away.\n\nBest,\nAna Rep",
    );
    expect(asksOf(r.body)).toHaveLength(0);
    expect(r).toMatchObject({ to: { address: answer.address }, cc: null });
    expect(r.reply_note).toMatch(/^They said they are not interested: /);
  });

  it('thanks them for a yes to the time set, asking nothing more', () => {
    const r = writeReply(
      { ...answer, text: 'Great, talk to you then.\n\nJoe' },
      restaurant,
      'Ana Rep',
      'https://cal.com/ana-rep',
    );
    expect(r.body).toBe('Hi Joe,\n\nThanks, I look forward to it.\n\nBest,\nAna Rep');
    // Only a reply to a colleague copies anyone.
    expect(r.cc).toBeNull();
    expect(r.reply_note).toContain("'Mark meeting booked' moves the lead on");
  });
});
