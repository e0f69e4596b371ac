import { factMentionsIn } from './fact-mentions.js';

const facts = { dishes: ['Grilled Salmon', 'Fries'], rating: 4.5, hours: ['Mon–Sat 11:00 AM – 10:00 PM'] };
const found = (sentence: string) => factMentionsIn(sentence, facts).map((m) => [m.kind, m.text]);

describe('facts named in a sentence', () => {
  it('finds a dish from the menu, whole and in any case', () => {
    expect(found('I also noticed your grilled salmon.')).toEqual([['dish', 'grilled salmon']]);
    expect(found('Your Friesland cheese plate.')).toEqual([]);
  });

  it('finds a rating by its shape, with the reviews it stands on', () => {
    expect(found('I saw your 4.5 stars across 307 Google reviews, so guests like you.')).toEqual([
      ['rating', '4.5 stars across 307 Google reviews'],
    ]);
    expect(found('A 4.8-star kitchen, rated 4.8 by diners.')).toEqual([
      ['rating', '4.8-star'],
      ['rating', 'rated 4.8'],
    ]);
    expect(found('Your 4.5 on Google says it all.')).toEqual([['rating', 'Your 4.5 on Google']]);
    expect(found('A 4.5% fee on every order.')).toEqual([]);
  });

  it("finds the opening hours as given, or one of their clock times however it's written", () => {
    expect(found('You are open Mon–Sat 11:00 AM – 10:00 PM.')).toEqual([['hours', 'Mon–Sat 11:00 AM – 10:00 PM']]);
    expect(found('Open until 10pm, and from 11 a.m.')).toEqual([
      ['hours', '10pm'],
      ['hours', '11 a.m.'],
    ]);
    expect(found('Around 3 PM the room is quiet.')).toEqual([]);
  });
});
