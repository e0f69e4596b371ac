import { asksOf, lintEmail } from '@leadgen/email-lint';
import { writeFollowUp } from './draft.follow-up.js';
import { meetingLine } from './draft.write.js';

const first = {
  subject: 'TableTurn for Casa del Sol',
  body: "Hi Joe,\n\nI'm with TableTurn, and I saw your mezcal bar.\n\nWould a 15-minute demo this week work for you and the team on Ridge Rd?\n\nBest,\nAna Rep",
};
const bump = { last: false, restaurantName: 'Casa del Sol - Eastside' };
const lastOne = { last: true, restaurantName: 'Casa del Sol - Eastside' };

describe('a follow-up', () => {
  it('replies in the thread, greets whom the first email greeted, and quotes the first below its own words', () => {
    const f = writeFollowUp(first, 'Ana Rep', bump);
    expect(f.subject).toBe('Re: TableTurn for Casa del Sol');
    expect(f.body.startsWith('Hi Joe,\n\nI wanted to make sure my note below reached you.')).toBe(true);
    expect(f.body).toContain("\n\nBest,\nAna Rep\n\n> Hi Joe,\n> \n> I'm with TableTurn");
    expect(writeFollowUp({ ...first, subject: 'Re: Hello' }, null, bump).subject).toBe('Re: Hello');
    // A greeting the rep wrote otherwise, or none: a plain hello in the same thread.
    expect(writeFollowUp({ ...first, body: 'Joe - quick one.\n\nBest,\nAna' }, 'Ana', bump).body).toMatch(
      /^Hi again,\n\n/,
    );
    expect(writeFollowUp({ ...first, body: 'Hello Casa del Sol team,\n\nHi.' }, 'Ana', bump).body).toMatch(
      /^Hello Casa del Sol team,\n\n/,
    );
  });

  it('asks once, more lightly than the first, and passes the linter', () => {
    const f = writeFollowUp(first, 'Ana Rep', bump);
    expect(asksOf(f.body)).toEqual(['If this week is busy, would a short call next week suit you better?']);
    // Every rule but the first email's least length: a follow-up is a few lines above the quote.
    const rules = lintEmail(f, { senderName: 'Ana Rep', people: [{ name: 'Joe Cohen', role: 'Owner' }] });
    expect(rules.map((v) => v.rule)).toEqual(['length']);
  });

  it("offers the rep's calendar again where the first email kept it, and not where the rep took it out", () => {
    const withLink = {
      ...first,
      body: first.body.replace('\n\nBest,', `\n\n${meetingLine('https://cal.com/ana-rep')}\n\nBest,`),
    };
    const f = writeFollowUp(withLink, 'Ana Rep', bump);
    expect(f.body).toContain(`suit you better?\n\n${meetingLine('https://cal.com/ana-rep')}\n\nBest,\nAna Rep\n\n>`);
    expect(asksOf(f.body)).toHaveLength(1);
    expect(writeFollowUp(first, 'Ana Rep', bump).body).not.toContain('My calendar');
  });

  it('closes the loop in the last of two, naming the restaurant without its location and asking for no time', () => {
    const f = writeFollowUp(first, 'Ana Rep', lastOne);
    expect(f.body).toMatch(
      /^Hi Joe,\n\nI haven't heard back, .* this is my last note\. If it becomes useful for Casa del Sol later,/,
    );
    expect(asksOf(f.body)).toEqual([]);
    expect(f.body).not.toContain('Eastside');
  });
});
