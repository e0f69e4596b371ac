import { parseAdvance } from './clock.request.js';

describe('a move of the clock, as POST /control/clock reads it', () => {
  it('takes a whole number of days from 1 to 3650', () => {
    expect(parseAdvance('{"advance_days": 28}')).toEqual({ days: 28 });
    expect(parseAdvance('{"advance_days": 1}')).toEqual({ days: 1 });
    expect(parseAdvance('{"advance_days": 3650}')).toEqual({ days: 3650 });
  });

  it.each([
    ['{}', /advance_days is missing/],
    ['{"advance_days": "28"}', /must be a number of days/],
    ['{"advance_days": null}', /must be a number of days/],
    ['{"advance_days": 2.5}', /whole number of days/],
    ['{"advance_days": 0}', /at least 1: the clock only moves forward/],
    ['{"advance_days": -7}', /at least 1/],
    ['{"advance_days": 3651}', /at most 3650/],
    ['{"advance_days": 28, "hours": 3}', /only advance_days may be sent, not hours/],
    ['[28]', /must be a JSON object/],
    ['28', /must be a JSON object/],
    ['{"advance_days": ', /not valid JSON/],
    ['', /not valid JSON/],
  ])('refuses %s in plain words', (body, message) => {
    const parsed = parseAdvance(body);
    expect(parsed).toEqual({ error: expect.stringMatching(message) });
  });
});
