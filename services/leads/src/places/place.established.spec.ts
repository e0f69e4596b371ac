import { firstReviewTime, googleDate, googleEstablished } from './place.established.js';

const review = (publishTime: string) => ({ rating: 5, publishTime });

describe('when a Google place opened', () => {
  it("reads a FUTURE_OPENING place's openingDate as its opening day", () => {
    expect(
      googleEstablished({ businessStatus: 'FUTURE_OPENING', openingDate: { year: 2026, month: 12, day: 12 } }),
    ).toEqual({ at: Date.UTC(2026, 11, 12), source: 'google_opening_date' });
    // An announced opening without a usable date is no evidence.
    expect(
      googleEstablished({ businessStatus: 'FUTURE_OPENING', openingDate: { year: 2026, month: 2, day: 30 } }),
    ).toBe(null);
    expect(googleEstablished({ businessStatus: 'FUTURE_OPENING' })).toBe(null);
  });

  it('dates an open place by its first review when the listing shows every review it has', () => {
    const reviews = [review('2026-06-02T10:00:00Z'), review('2026-03-14T18:30:00Z'), review('2026-09-01T12:00:00Z')];
    expect(googleEstablished({ businessStatus: 'OPERATIONAL', userRatingCount: 3, reviews })).toEqual({
      at: Date.parse('2026-03-14T18:30:00Z'),
      source: 'first_review',
    });
    // More reviews than shown: the oldest shown may be far younger than the restaurant.
    expect(googleEstablished({ businessStatus: 'OPERATIONAL', userRatingCount: 4, reviews })).toBe(null);
    expect(googleEstablished({ businessStatus: 'OPERATIONAL', userRatingCount: 240, reviews })).toBe(null);
  });

  it('has no evidence without reviews, without a count, or with an undated review', () => {
    expect(firstReviewTime(undefined, 0)).toBe(null);
    expect(firstReviewTime([], 0)).toBe(null);
    expect(firstReviewTime([review('2026-03-14T18:30:00Z')], undefined)).toBe(null);
    expect(firstReviewTime([review('2026-03-14T18:30:00Z'), { rating: 4 }], 2)).toBe(null);
    expect(firstReviewTime([review('not a date')], 1)).toBe(null);
    expect(googleEstablished({ businessStatus: 'OPERATIONAL' })).toBe(null);
  });

  it("reads Google's Date shape as UTC midnight", () => {
    expect(googleDate({ year: 2027, month: 1, day: 5 })).toBe(Date.UTC(2027, 0, 5));
    expect(googleDate({ year: 2027, month: 13, day: 5 })).toBe(null);
    expect(googleDate({ year: 2027, month: 1 })).toBe(null);
    expect(googleDate('2027-01-05')).toBe(null);
  });
});
