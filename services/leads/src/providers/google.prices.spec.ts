import { costOf, GOOGLE_LIST_PRICES } from './google.prices.js';

describe("a search's cost at Google's prices", () => {
  it('prices the area lookup at Pro and each page at Enterprise, or Enterprise + Atmosphere with review dates', () => {
    expect(costOf({ viewport: 0, pages: 2, withReviews: false }, GOOGLE_LIST_PRICES)).toBe(0.07);
    expect(costOf({ viewport: 0, pages: 2, withReviews: true }, GOOGLE_LIST_PRICES)).toBe(0.08);
    // A territory: the city's area, then 28 pages.
    expect(costOf({ viewport: 1, pages: 28, withReviews: false }, GOOGLE_LIST_PRICES)).toBe(1.012);
  });

  it("goes by the operator's prices when set", () => {
    expect(
      costOf(
        { viewport: 1, pages: 1, withReviews: false },
        { proPer1000: 0, enterprisePer1000: 10, atmospherePer1000: 20 },
      ),
    ).toBe(0.01);
  });
});
