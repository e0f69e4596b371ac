import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { formatDay, formatWhen, formErrors } from './errors.logic.js';

describe('a failed call on a form', () => {
  it('takes each field the server named and its first message', () => {
    const err = new ApiError(
      400,
      errorEnvelope('VALIDATION_FAILED', 'Invalid request: port: SMTP port must be from 1 to 65535', {
        fields: {
          port: ['SMTP port must be from 1 to 65535', 'other'],
          from_address: ['From address must be an email address, like ana@example.com'],
        },
      }),
    );
    expect(formErrors(err, 'Could not save.')).toEqual({
      fields: {
        port: 'SMTP port must be from 1 to 65535',
        from_address: 'From address must be an email address, like ana@example.com',
      },
      message: 'SMTP port must be from 1 to 65535',
    });
  });

  it("says the mail server's refusal in the server's words, and the fallback for anything else", () => {
    const refused = new ApiError(
      502,
      errorEnvelope('UPSTREAM_FAILED', 'The mail server refused the user name or password.'),
    );
    expect(formErrors(refused, 'Could not save.')).toEqual({
      fields: {},
      message: 'The mail server refused the user name or password.',
    });
    expect(formErrors(new TypeError('x'), 'Could not save.')).toEqual({ fields: {}, message: 'Could not save.' });
  });
});

describe('dates in words', () => {
  it('writes a calendar day as the day it is, whatever the time zone', () => {
    expect(formatDay('2026-12-03')).toBe('Thu, Dec 3');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
  });

  it('writes a moment in the local clock, and nothing for no moment', () => {
    expect(formatWhen('2026-12-03T15:00:00Z')).toMatch(/^Thu, Dec 3, \d{1,2}:00 (AM|PM)$/);
    expect(formatWhen(null)).toBe('');
    expect(formatWhen('x')).toBe('');
  });
});
