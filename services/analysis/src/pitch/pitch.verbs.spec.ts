import { seeingVerbs, verbFor } from './pitch.verbs.js';

describe('the verb an opener sees a detail with', () => {
  it("takes 'that' for a fact said as a clause, and any seeing verb for a thing", () => {
    expect(seeingVerbs('that you have 7 years in business behind you')).toEqual(['noticed', 'saw', 'spotted']);
    expect(seeingVerbs('the Pot Roast on your menu')).toContain('read about');
  });

  it("says another verb when one would clash, 'came across' first, and never 'came across that'", () => {
    const spot = (v: string) => v === 'spotted';
    expect(verbFor('your spot on Ridge Rd', 'spotted', spot)).toBe('came across');
    expect(verbFor('your spot on Ridge Rd', 'saw', spot)).toBe('saw');
    expect(verbFor('that your spot seats 40', 'spotted', spot)).toBe('noticed');
    const used = (v: string) => ['came across', 'spotted'].includes(v);
    expect(verbFor('the Pot Roast on your menu', 'spotted', used)).toBe('read about');
  });
});
