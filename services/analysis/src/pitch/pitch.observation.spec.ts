import type { Plan } from './pitch.plan.js';
import { angleSentence, EMAIL_LEADS } from './pitch.observation.js';

const plan = (seen: string, seed: number) =>
  ({ seed, angle: { seen: [seen], why: ['so guests pay their fees'] } }) as unknown as Plan;

describe('the observation an email opens with', () => {
  it("never lets the rep's own doing dangle before the site ('While reading up on you, your site…')", () => {
    const said = Array.from({ length: 200 }, (_, seed) =>
      angleSentence(plan('Your site sends guests to Square and DoorDash', seed), null, EMAIL_LEADS),
    );
    expect(said.filter((s) => /^(Before reaching out|While reading up on you), your/.test(s))).toEqual([]);
    // Other ways in still vary the sentence.
    expect(new Set(said.map((s) => s.split('your site')[0])).size).toBeGreaterThan(3);
  });

  it('keeps those leads before what the rep saw', () => {
    const said = Array.from({ length: 200 }, (_, seed) =>
      angleSentence(plan("I couldn't find a way to order online on casaverde.example", seed), null, EMAIL_LEADS),
    );
    expect(said.some((s) => s.startsWith("While reading up on you, I couldn't find"))).toBe(true);
  });
});
