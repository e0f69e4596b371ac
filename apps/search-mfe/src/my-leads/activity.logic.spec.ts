import { activityText, emailActivity } from './activity.logic.js';

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
