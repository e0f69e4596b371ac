import type { LeadActivity } from '@leadgen/contracts';
import { activityText, answerActivity, emailActivity, isAnswer, offersNotInterestedLost } from './activity.logic.js';

describe('activity lines', () => {
  it("write a follow-up as a day of the rep's calendar and keep the server's words otherwise", () => {
    const iso = new Date(2026, 10, 28, 9).toISOString();
    expect(activityText({ kind: 'follow_up', detail: `Follow-up set to ${iso}`, to: iso })).toBe(
      'Follow-up set to Sat, Nov 28, 2026',
    );
    expect(activityText({ kind: 'follow_up', detail: 'Follow-up cleared', to: null })).toBe('Follow-up cleared');
    expect(activityText({ kind: 'status', detail: 'Status New -> Attempted', to: 'attempted' })).toBe(
      'Status New -> Attempted',
    );
  });
});

describe('an email in the activity', () => {
  it('shows the line the server wrote and keeps the email text apart, to fold', () => {
    expect(emailActivity('Email sent to ana@casa.example: Tableside ordering\n\nHi Ana,\n\nA line.')).toEqual({
      summary: 'Email sent to ana@casa.example: Tableside ordering',
      body: 'Hi Ana,\n\nA line.',
    });
    expect(emailActivity('Email sent to ana@casa.example: Hi')).toEqual({
      summary: 'Email sent to ana@casa.example: Hi',
      body: null,
    });
    expect(emailActivity('Email sent to a@b.example: Hi\n\n  ').body).toBeNull();
  });
});

describe('an answer in the activity', () => {
  it('is told from the other lines by its kind', () => {
    expect(isAnswer('email_replied')).toBe(true);
    expect(isAnswer('email_not_interested')).toBe(true);
    expect(isAnswer('email')).toBe(false);
    expect(isAnswer('email_suppressed')).toBe(false);
  });

  it("shows what it is and who sent it, with the answer's own text apart", () => {
    expect(answerActivity('Replied (rosa@casa.example): "Call me Tuesday."')).toEqual({
      summary: 'Replied (rosa@casa.example)',
      text: 'Call me Tuesday.',
      fold: false,
    });
    expect(answerActivity('Bounced: "He said: "no""')).toMatchObject({ summary: 'Bounced', text: 'He said: "no"' });
    expect(answerActivity('Asked not to be emailed (rosa@casa.example)')).toEqual({
      summary: 'Asked not to be emailed (rosa@casa.example)',
      text: null,
      fold: false,
    });
  });

  it('folds a long answer', () => {
    expect(answerActivity(`Replied: "${'word '.repeat(80)}"`).fold).toBe(true);
    expect(answerActivity('Replied: "a\nb\nc\nd\ne"').fold).toBe(true);
  });
});

describe("'Mark Lost (not interested)'", () => {
  const entry = (kind: LeadActivity['kind']): LeadActivity => ({
    id: `${kind}-id`,
    by: null,
    kind,
    at: '2026-03-10T20:00:00Z',
    detail: '',
    from: null,
    to: null,
  });

  it('is offered when the latest answer says they are not interested and the lead is not Lost', () => {
    const history = [entry('status'), entry('email_not_interested'), entry('email_replied')];
    expect(offersNotInterestedLost({ status: 'connected', history })).toBe(true);
    expect(offersNotInterestedLost({ status: 'lost', history })).toBe(false);
  });

  it('is not offered when a later answer is of another kind, or none says so', () => {
    expect(
      offersNotInterestedLost({
        status: 'attempted',
        history: [entry('email_replied'), entry('email_not_interested')],
      }),
    ).toBe(false);
    expect(offersNotInterestedLost({ status: 'attempted', history: [entry('email'), entry('status')] })).toBe(false);
  });
});
