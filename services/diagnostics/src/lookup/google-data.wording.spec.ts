import { photosItem, responseRateNote } from './google-data.wording.js';

describe('the photos item', () => {
  it('from Google Places (10 listed at most): 10 reads 10+, fewer reads the number', () => {
    expect(photosItem(10, 10)).toEqual({ count: 10, atLeast: true, text: '10+' });
    expect(photosItem(3, 10)).toEqual({ count: 3, atLeast: false, text: '3' });
    expect(photosItem(0, 10)).toEqual({ count: 0, atLeast: false, text: '0' });
  });

  it('from a source that counts every photo: out of 20, as before', () => {
    expect(photosItem(14, null)).toEqual({ count: 14, atLeast: null, text: '14/20' });
    expect(photosItem(34, undefined)).toEqual({ count: 20, atLeast: null, text: '20/20' });
  });

  it('without a count: nothing to show (the checklist says Not available)', () => {
    expect(photosItem(null, 10)).toEqual({ count: null, atLeast: null, text: null });
    expect(photosItem(null, null)).toEqual({ count: null, atLeast: null, text: null });
  });
});

describe('the review response rate where the source has none', () => {
  it('says Google Places does not give it, and keeps quiet where there is a rate', () => {
    expect(responseRateNote('google', null)).toBe('Not available from Google Places');
    expect(responseRateNote('osm', null)).toBe('Not available from OpenStreetMap');
    expect(responseRateNote('google', 62)).toBeNull();
  });
});
