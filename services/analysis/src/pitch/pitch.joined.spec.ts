import { joined } from './pitch.joined.js';

describe('a point said alone, joined to the sentence after it', () => {
  const point = 'TableTech POS cuts card fees (2.49% per swipe).';

  it("joins an ask after a dash and a plain clause by 'and', never by a semicolon", () => {
    expect(joined(point, 'Could we set up a 15-minute call this week with the team on Oak St?', true)).toBe(
      'TableTech POS cuts card fees (2.49% per swipe) — could we set up a 15-minute call this week with the team on Oak St?',
    );
    expect(joined(point, "I'd start with your takeout orders.", true)).toBe(
      "TableTech POS cuts card fees (2.49% per swipe), and I'd start with your takeout orders.",
    );
  });

  it("keeps a semicolon only where 'and' would chain a third clause, and two sentences for a point tied to a detail", () => {
    expect(
      joined(point, "I'd start with online ordering, and I'd like to hear how you came to choose Toast.", true),
    ).toBe(
      "TableTech POS cuts card fees (2.49% per swipe); I'd start with online ordering, and I'd like to hear how you came to choose Toast.",
    );
    expect(joined(point, "I'd start with your takeout orders.", false)).toBe(
      `${point} I'd start with your takeout orders.`,
    );
  });
});
