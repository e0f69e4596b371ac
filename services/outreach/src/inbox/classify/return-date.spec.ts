import { returnDateIn } from './return-date.js';

// A Tuesday.
const TUESDAY_DEC_1 = new Date('2026-12-01T15:20:00Z');

describe('the return date an out-of-office states', () => {
  it.each([
    ['I will be back on Tuesday, December 8.', '2026-12-08'],
    ['I will be back in the office on Monday, December 7.', '2026-12-07'],
    // The date wins over a weekday that does not match it (a template kept from another year).
    ['I am out of the office, back on Monday, December 8.', '2026-12-08'],
    ['I am out of the office returning 12/8 with limited access to email.', '2026-12-08'],
    ['Out until Dec 8th.', '2026-12-08'],
    ['Out until Dec. 8, 2026.', '2026-12-08'],
    ['Back Mon. Dec. 14.', '2026-12-14'],
    ['I am on annual leave until 8 December 2026.', '2026-12-08'],
    ['Away until the 8th of December.', '2026-12-08'],
    ['Back in the office on 2026-12-08.', '2026-12-08'],
    ['Out from December 1 through December 14.', '2026-12-14'],
    ['Returning 12/14/26.', '2026-12-14'],
    ['Estoy de vacaciones; regreso el 8 de diciembre.', '2026-12-08'],
    ['Estoy fuera de la oficina hasta el lunes 8 de diciembre.', '2026-12-08'],
    ['Estaré de vuelta a partir del 14 de diciembre de 2026.', '2026-12-14'],
    // Spanish writes the day first.
    ['Regresaré el 14/12.', '2026-12-14'],
    ['Regreso el miércoles.', '2026-12-02'],
    // A weekday alone is the next such day after the message came, never the same day.
    ["I'm out today and will be back Monday.", '2026-12-07'],
    ['Back Tuesday.', '2026-12-08'],
    ["Out sick, I'll be back tomorrow.", '2026-12-02'],
  ])('%j → %s', (text, date) => {
    expect(returnDateIn(text, TUESDAY_DEC_1)).toBe(date);
  });

  it.each([
    'I am currently out of the office with limited access to email.',
    // A date that does not follow words of return is not the return.
    'Our holiday party is on December 12. I will reply when I return.',
    'Back soon. Call the restaurant at (512) 555-0142, open 24/7.',
    'Back on 2/30.',
    '',
  ])('%j → null', (text) => {
    expect(returnDateIn(text, TUESDAY_DEC_1)).toBeNull();
  });

  it('takes the first such date on or after the day the message came for a date with no year', () => {
    expect(returnDateIn('Back on January 4.', new Date('2026-12-20T10:00:00Z'))).toBe('2027-01-04');
    expect(returnDateIn('Back on December 8.', new Date('2026-12-20T10:00:00Z'))).toBe('2027-12-08');
    expect(returnDateIn('Back on December 8.', new Date('2026-12-08T23:00:00Z'))).toBe('2026-12-08');
    expect(returnDateIn('Back 1/4.', new Date('2026-12-20T10:00:00Z'))).toBe('2027-01-04');
  });

  it('keeps a date stated with its year as stated', () => {
    expect(returnDateIn('Back on January 4, 2027.', TUESDAY_DEC_1)).toBe('2027-01-04');
  });

  it('counts the day the message came in UTC', () => {
    // Monday 23:30 in Los Angeles is already Tuesday in UTC: "back Wednesday" is the next day.
    expect(returnDateIn('Back Wednesday.', new Date('2026-11-30T23:30:00-08:00'))).toBe('2026-12-02');
  });
});
