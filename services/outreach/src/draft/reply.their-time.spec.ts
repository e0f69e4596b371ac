import { theirTime } from './reply.their-time.js';

describe('the time a reply proposes', () => {
  it('reads a day and a part of it as people write them', () => {
    const said = (text: string) => theirTime(text)?.when ?? null;
    expect(said('Can you do Tuesday at 10:30am?')).toBe('Tuesday at 10:30am');
    expect(said('call me tomorrow morning')).toBe('Tomorrow morning');
    expect(said('Friday after 2pm works, we are slammed before that')).toBe('Friday after 2pm');
    expect(said("I'm free Wed between 2 and 4.")).toBe('Wed between 2 and 4');
    expect(said('Yes, next Monday works for me.')).toBe('Next Monday');
    expect(said('Thursday around 3 works for me.')).toBe('Thursday around 3');
    expect(said('Sure, send me more info.')).toBeNull();
    // Words that only contain a day's letters are not days.
    expect(said('We are a wedding venue and a sunny patio.')).toBeNull();
  });

  it('knows whether they asked to be called, and at which number', () => {
    expect(theirTime('Sounds good, call me Tuesday afternoon at (206) 555-0146.')).toEqual({
      when: 'Tuesday afternoon',
      call: true,
      phone: '(206) 555-0146',
    });
    expect(theirTime('Interested. Best time to reach me is Friday morning, my cell is 512.555.0199')).toEqual({
      when: 'Friday morning',
      call: true,
      phone: '512.555.0199',
    });
    expect(theirTime('Thursday at 4 works, come by the restaurant.')).toEqual({
      when: 'Thursday at 4',
      call: false,
      phone: null,
    });
  });
});
