import { lintEmail } from './lint-email.js';
import { pitchWordCount } from './rules/length.js';
import type { EmailLintContext } from './types.js';

const facts = { dishes: ['Grilled Salmon', 'Crab Cakes'], rating: 4.5, hours: ['Mon–Sat 11:00 AM – 10:00 PM'] };
const rulesBroken = (body: string, context: EmailLintContext) =>
  lintEmail({ subject: 'An idea for your restaurant', body }, context).map((v) => v.rule);

/** A draft the generator wrote: its opener signs "— Sam" and asks, then the composer adds a value point, an ask and "Best, Demo Rep". */
const GLUED_DRAFT =
  "Hello Flores's Diner team, I'm Sam Rivera, Account Executive at TablePoint, and I came across your spot on Park Ave. A quick observation: I saw your 4.5 stars across 307 Google reviews, so guests clearly like what you do; I also noticed your Grilled Salmon. In short, TablePoint POS gives you tableside ordering on handhelds (turns tables 12% faster); could we find a slot for a 15-minute call this week, between services? — Sam\n\nFor your Grilled Salmon, TablePoint POS gives you commission-free online ordering (Trusted by 3,200 restaurants). I'd start with building on what already works, and I'd like to hear the story behind your 6 years in business.\n\nWould you have 15 minutes this week to talk it over?\n\nBest,\nDemo Rep";

/** What a good rep sends: a person greeted, one observation, one value point with its proof, one ask, one sign-off. */
const GOOD_EMAIL =
  "Hi Sofia,\n\nI came across Casa Verde on Elm Street and saw that your online orders all go through a delivery app, which keeps up to 30% of every ticket you send out the door.\n\nTablePoint gives you commission-free ordering from your own website, so the full ticket stays with you: the 3,200 restaurants on it kept an average of $1,900 a month they used to pay in commissions.\n\nWould you have 15 minutes on Thursday afternoon, before dinner service, to see how it would look for Casa Verde's regulars?\n\nBest,\nSam Rivera\nAccount Executive, TablePoint";

describe('lintEmail', () => {
  it('catches everything wrong with the glued generator draft', () => {
    for (const senderName of ['Sam Rivera', 'Demo Rep', null]) {
      const context = { senderName, people: [], facts };
      expect(rulesBroken(GLUED_DRAFT, context)).toEqual(['no_forced_tie', 'one_ask', 'one_sign_off', 'length']);
    }
  });

  it('says what is wrong with it as a manager would', () => {
    const violations = lintEmail(
      { subject: 'TablePoint POS for Flores’s Diner', body: GLUED_DRAFT },
      {
        senderName: 'Sam Rivera',
        people: [],
        facts,
      },
    );
    expect(violations).toEqual([
      {
        rule: 'no_forced_tie',
        message:
          "It ties the offer to their Grilled Salmon in 'For your Grilled Salmon, TablePoint POS gives you…': that has nothing to do with what the product does, and an owner reads the forced link as a template. Say what you noticed in one sentence and what the product does in another.",
      },
      {
        rule: 'one_ask',
        message:
          "It asks for time twice ('could we find a slot for a 15-minute call this week,…' and 'Would you have 15 minutes this week to talk it over?'): keep one ask, at the end; two asks read like two emails glued together.",
      },
      {
        rule: 'one_sign_off',
        message:
          "It signs off twice ('— Sam' and 'Best, Demo Rep'), under two different names (Sam and Demo Rep) and signed as Demo Rep, not Sam Rivera: sign off once, at the end, with your own name.",
      },
      {
        rule: 'length',
        message:
          "One paragraph runs 73 words: on a phone that's a wall of text, so break it up (at most 60 words a paragraph).",
      },
    ]);
  });

  it('passes the good email', () => {
    expect(pitchWordCount(GOOD_EMAIL)).toBeGreaterThanOrEqual(85);
    expect(pitchWordCount(GOOD_EMAIL)).toBeLessThanOrEqual(95);
    const context = { senderName: 'Sam Rivera', people: [{ name: 'Sofia Marquez', role: 'Owner' }], facts };
    expect(lintEmail({ subject: 'Commission-free ordering for Casa Verde', body: GOOD_EMAIL }, context)).toEqual([]);
  });

  it('passes a team greeting when the pages name no one, with the legal footer under it', () => {
    const body = `${GOOD_EMAIL.replace('Hi Sofia,', 'Hello Casa Verde team,')}\n\n--\nTablePoint Inc., 500 Market St, San Francisco, CA 94105\nDon't want these emails? Unsubscribe: https://app.example.com/unsubscribe/tok`;
    expect(rulesBroken(body, { senderName: 'Sam Rivera', people: [], facts })).toEqual([]);
  });

  it("flags the composer's plain draft as too thin", () => {
    const body =
      "Hi,\n\nI work with restaurants like Casa Verde and had an idea I'd like to share.\n\nWould you have 15 minutes this week?\n\nBest,\nSam Rivera";
    expect(rulesBroken(body, { senderName: 'Sam Rivera', people: [] })).toEqual(['length']);
  });

  it("flags a generator's broken greeting, a forced tie to the hours and a missing ask", () => {
    const body =
      "Hi there at Casa Verde, I'm Sam at TablePoint and I saw that you're open Mon–Sat 11:00 AM – 10:00 PM. To be direct, with your hours of 11 AM to 10 PM, TablePoint POS lets you turn tables 12% faster (Trusted by 3,200 restaurants). I'd start with your patio, where the evening rush is, and I'd like to hear how your servers handle a full room on a Friday night when the kitchen is backed up and the tickets pile up at the pass. — Sam";
    expect(rulesBroken(body, { senderName: 'Sam Rivera', people: [], facts })).toEqual([
      'greeting_is_a_person',
      'no_forced_tie',
      'one_ask',
      'length',
    ]);
  });

  it('greets, asks and signs off the way a good rep does in a follow-up, ignoring the quoted first email', () => {
    const body =
      "Hi Sofia,\n\nI know Fridays are busy at Casa Verde, so I'll keep this short. Last week I wrote about commission-free online ordering: restaurants your size keep about $1,900 a month they used to pay to delivery apps, and the setup takes one afternoon with your manager.\n\nIf it's useful, could we find 15 minutes next Tuesday or Wednesday, before the lunch rush? If not, no problem at all.\n\nCheers,\nSam\n\n> Hi Sofia,\n> Would you have 15 minutes this week?\n> Best,\n> Sam Rivera";
    expect(
      rulesBroken(body, { senderName: 'Sam Rivera', people: [{ name: 'Sofia Marquez', role: null }], facts }),
    ).toEqual([]);
  });
});
