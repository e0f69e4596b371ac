import { DEFAULT_FORM, toCriteria } from './criteria.js';
import { addressOfSearch, searchKey, searchOfAddress } from './search-address.js';

const austin = toCriteria({ ...DEFAULT_FORM, city: 'Austin', state: 'TX', cuisine: 'mexican' })!;

describe('search address', () => {
  it('writes only what differs from the form, and the page after the first', () => {
    expect(addressOfSearch(austin)).toEqual({ city: 'Austin', state: 'TX', cuisine: 'mexican' });
    expect(addressOfSearch(austin, 2)).toEqual({ city: 'Austin', state: 'TX', cuisine: 'mexican', page: '2' });
  });

  it('reads back every criterion it writes', () => {
    const all = toCriteria({
      ...DEFAULT_FORM,
      city: 'San Antonio',
      state: 'TX',
      cuisine: 'bbq',
      limit: 100,
      min_rating: 4.5,
      min_reviews: 21,
      filter_bad_fits: false,
      filter_duplicates: false,
      filterRecentlyEstablished: true,
      prioritizeNewWebsites: true,
      openingSoon: true,
      enableLocationFilter: true,
      minLocations: 2,
      maxLocations: 25,
    })!;
    const query = new URLSearchParams(addressOfSearch(all, 3)).toString();
    const back = searchOfAddress(query)!;
    expect(back.page).toBe(3);
    expect(toCriteria(back.form)).toEqual(all);
  });

  it('never carries pitches, so opening an address buys none', () => {
    const withPitches = { ...austin, enablePitchGeneration: true, pitchGenerationCount: 10 };
    expect(addressOfSearch(withPitches)).toEqual(addressOfSearch(austin));
    expect(searchOfAddress('city=Austin')!.form.enablePitchGeneration).toBe(false);
  });

  it('gives one key to the same search on any page, and another to other criteria', () => {
    expect(searchKey(austin)).toBe(searchKey({ ...austin, enablePitchGeneration: true }));
    expect(searchKey(austin)).not.toBe(searchKey({ ...austin, cuisine: 'thai' }));
  });

  it('names no search without a city', () => {
    expect(searchOfAddress('')).toBeNull();
    expect(searchOfAddress('state=TX&page=2')).toBeNull();
    expect(searchOfAddress('city=%20%20')).toBeNull();
  });

  it('takes the defaults where an edited link names values the form does not offer', () => {
    const read = searchOfAddress('city=Austin&state=XX&limit=7&min_rating=2&min_reviews=-4&page=zero&locations=4-9')!;
    expect(read.form).toMatchObject({
      state: '',
      limit: 25,
      min_rating: 0,
      min_reviews: 0,
      enableLocationFilter: true,
      minLocations: 1,
      maxLocations: 10,
    });
    expect(read.page).toBe(1);
  });
});
