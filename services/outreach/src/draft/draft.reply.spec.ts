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
});
