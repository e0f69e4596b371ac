import { callMinutes } from './call-length.js';

describe('callMinutes: how long the call a first email asked for lasts', () => {
  it.each([
    ['Could we set up a 15-minute call this week to walk through it with the team on Cedar St?', 15],
    ['Would you be open to a 20-minute demo next week?', 20],
    ['Are you free for a 30 minute call on Tuesday or Wednesday?', 30],
    ['Worth a quick 10-min intro call?', 10],
    ['Could you spare 20 minutes this week to see it on your own menu?', 20],
    ['Can we find about 25 minutes on Thursday?', 25],
    ['Could we book a 45-minute product demo for you and your GM?', 45],
    ['Would a half-hour call next week work?', 30],
    ['Could we find half an hour before service one day?', 30],
    ['I would love an hour-long walkthrough with your kitchen manager.', 60],
    ['Could you spare an hour this month?', 60],
    ['What day and time would suit you for a 15-minute call? I will send an invite.', 15],
  ])('%s: %i minutes', (text, minutes) => {
    expect(callMinutes(text)).toBe(minutes);
  });

  it.each([
    'Guests wait 12 minutes less for a table on Friday nights.',
    'Phone orders take 3 minutes a call at the counter.',
    'We save kitchens half an hour a night on prep.',
    'Could we talk this week? I have a few ideas for your patio.',
    'Open an hour earlier on Sundays and let guests book online.',
  ])('names no length: %s', (text) => {
    expect(callMinutes(text)).toBeNull();
  });

  it('reads no length that is not one a call is held for (a 2-minute or a 500-minute call)', () => {
    expect(callMinutes('A 2-minute call, no more.')).toBeNull();
    expect(callMinutes('A 500-minute call')).toBeNull();
  });

  it('reads the first length a call is asked for when an email names more than one', () => {
    expect(callMinutes('A 20-minute demo, or a 10-minute call if you are short on time.')).toBe(20);
  });

  it('reads nothing from no text', () => {
    expect(callMinutes(null)).toBeNull();
    expect(callMinutes('')).toBeNull();
  });
});
