import { bookingLinkIn, pickedStart } from './answers.booking.js';

describe("the rep's calendar link, as a restaurant reads it", () => {
  it('finds the booking page the mail offers, in the words the product writes it', () => {
    expect(
      bookingLinkIn('You can pick a time that suits you here: https://cal.com/ana-rep. Or tell me a day.')?.href,
    ).toBe('https://cal.com/ana-rep');
    expect(bookingLinkIn("My calendar is here, if that's easier: https://calendly.com/ana/15min\n\nBest")?.href).toBe(
      'https://calendly.com/ana/15min',
    );
    expect(
      bookingLinkIn('If it looks useful, you can pick a time for a 15-minute call here: https://cal.com/x')?.href,
    ).toBe('https://cal.com/x');
  });

  it('finds none where the mail offers no page to pick a time on', () => {
    expect(bookingLinkIn('See our menu at https://tablepoint.example/menu.')).toBeNull();
    expect(bookingLinkIn('What day and time would suit you for a 15-minute call?')).toBeNull();
  });

  it('picks a weekday at least a day on, late morning across the US', () => {
    // Thursday -> Friday; Friday -> Monday; Saturday -> Monday.
    expect(pickedStart(new Date('2026-12-10T15:00:00Z')).toISOString()).toBe('2026-12-11T17:00:00.000Z');
    expect(pickedStart(new Date('2026-12-11T15:00:00Z')).toISOString()).toBe('2026-12-14T17:00:00.000Z');
    expect(pickedStart(new Date('2026-12-12T23:00:00Z')).toISOString()).toBe('2026-12-14T17:00:00.000Z');
  });
});
