import { forcedTie, noForcedTie } from './no-forced-tie.js';

const facts = { dishes: ['Grilled Salmon', 'Carnitas'], rating: 4.5, hours: ['Mon–Sat 11:00 AM – 10:00 PM'] };
const tiedTo = (sentence: string) => forcedTie(sentence, facts)?.text ?? null;

describe('no forced tie', () => {
  it('flags a value claim hung on a dish, a rating or an opening hour', () => {
    expect(tiedTo('For your Grilled Salmon, TablePoint POS gives you commission-free online ordering.')).toBe(
      'Grilled Salmon',
    );
    expect(tiedTo('TablePoint gives you online ordering for your Carnitas.')).toBe('Carnitas');
    expect(tiedTo('I saw your 4.5 stars across 307 Google reviews, so TablePoint POS gives you faster turns.')).toBe(
      '4.5 stars across 307 Google reviews',
    );
    expect(tiedTo("With your 4.5 rating, TablePoint means you're ready for handhelds.")).toBe('4.5 rating');
    expect(tiedTo("Since you're open until 10 PM, TablePoint POS lets you turn tables 12% faster.")).toBe('10 PM');
    expect(tiedTo('I noticed your Grilled Salmon on the menu, so TablePoint helps you turn tables faster.')).toBe(
      'Grilled Salmon',
    );
  });

  it('passes a dish, rating or hour named in a sentence of its own', () => {
    expect(tiedTo('I also noticed your Grilled Salmon.')).toBeNull();
    expect(tiedTo('I saw your 4.5 stars across 307 Google reviews, so guests clearly like what you do.')).toBeNull();
    expect(tiedTo('TablePoint POS gives you tableside ordering on handhelds (turns tables 12% faster).')).toBeNull();
  });

  it('passes a value claim about that very thing', () => {
    expect(tiedTo('Menu photos let you show off your Grilled Salmon before guests even arrive.')).toBeNull();
    expect(tiedTo('With 4.5 stars, ReviewBoost helps you answer every new review within a day.')).toBeNull();
    expect(tiedTo('Online ordering lets you keep taking orders after you close at 10 PM.')).toBeNull();
    // The thing is the claim's own subject, with no product in between.
    expect(tiedTo('Your 4.5 stars mean guests already trust you.')).toBeNull();
    expect(tiedTo('I mean it: your Grilled Salmon is worth the trip.')).toBeNull();
  });

  it("doesn't know a dish that is not in the facts", () => {
    expect(tiedTo('For your Fish Tacos, TablePoint gives you online ordering.')).toBeNull();
    expect(forcedTie('For your Grilled Salmon, TablePoint gives you online ordering.', {})).toBeNull();
  });

  it('says which thing the offer was tied to, and how many sentences do it', () => {
    const body =
      'Hi Maria,\n\nFor your Grilled Salmon, TablePoint POS gives you commission-free online ordering. Your Carnitas mean TablePoint lets you sell more.\n\nWould you have 15 minutes?\n\nBest,\nSam';
    expect(noForcedTie(body, { senderName: null, people: [], facts })?.message).toBe(
      "It ties the offer to their Grilled Salmon in 'For your Grilled Salmon, TablePoint POS gives you…' (and 1 more sentence like it): that has nothing to do with what the product does, and an owner reads the forced link as a template. Say what you noticed in one sentence and what the product does in another.",
    );
    expect(
      noForcedTie('Hi Maria,\n\nI also noticed your Grilled Salmon.', { senderName: null, people: [], facts }),
    ).toBeNull();
  });
});
