import { maskPlace, parseFieldMask, type FieldMask } from './places.mask.js';

describe('the X-Goog-FieldMask', () => {
  const place = {
    id: 'ChIJ1',
    displayName: { text: 'Golden Fork', languageCode: 'en' },
    rating: 4.5,
    reviews: [
      { rating: 5, text: { text: 'Great', languageCode: 'en' } },
      { rating: 4, text: { text: 'Good', languageCode: 'en' } },
    ],
  };
  const mask = (header: string) => parseFieldMask(header) as FieldMask;

  it('keeps only the masked fields, down to a sub-field and inside lists', () => {
    expect(maskPlace(place, mask('places.id,places.rating'))).toEqual({ id: 'ChIJ1', rating: 4.5 });
    expect(maskPlace(place, mask('places.displayName.text'))).toEqual({ displayName: { text: 'Golden Fork' } });
    expect(maskPlace(place, mask('places.reviews.rating,places.reviews.text.text'))).toEqual({
      reviews: [
        { rating: 5, text: { text: 'Great' } },
        { rating: 4, text: { text: 'Good' } },
      ],
    });
  });

  it('reads * and places as every field, and nextPageToken only when named', () => {
    expect(mask('*')).toEqual({ places: null, anyPlace: true, nextPageToken: true });
    expect(mask('places')).toEqual({ places: null, anyPlace: true, nextPageToken: false });
    expect(mask('nextPageToken')).toEqual({ places: [], anyPlace: false, nextPageToken: true });
    expect(maskPlace(place, mask('places.*'))).toBe(place);
  });

  it("accepts Google's fields it does not model and refuses paths Google has not", () => {
    expect(mask('places.priceLevel').anyPlace).toBe(true);
    expect(maskPlace(place, mask('places.priceLevel'))).toEqual({});
    expect(parseFieldMask('places.nothing')).toMatch(/Cannot find matching fields for path 'places.nothing'/);
    expect(parseFieldMask('results')).toMatch(/'results'/);
  });
});
