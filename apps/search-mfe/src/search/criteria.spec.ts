import { locationRangeInvalid, MAX_LOCATION_OPTIONS, SearchCriteriaSchema } from '@leadgen/contracts';
import {
  canSubmit,
  DEFAULT_FORM,
  fromCriteria,
  suggestedSearchName,
  locationOptionLabel,
  minRatingLabel,
  pitchCountLabel,
  toCriteria,
} from './criteria.js';

describe('search form', () => {
  it('has the form defaults', () => {
    expect(DEFAULT_FORM).toMatchObject({
      limit: 25,
      min_rating: 0,
      min_reviews: 0,
      filter_bad_fits: true,
      filter_duplicates: true,
      filterRecentlyEstablished: false,
      prioritizeNewWebsites: false,
      openingSoon: false,
      enablePitchGeneration: false,
      pitchGenerationCount: 5,
      enableLocationFilter: false,
      minLocations: 1,
      maxLocations: 10,
    });
  });

  it('needs a city that is not blank, and no search in flight', () => {
    expect(canSubmit({ city: '' }, false)).toBe(false);
    expect(canSubmit({ city: '   ' }, false)).toBe(false);
    expect(canSubmit({ city: 'Austin' }, true)).toBe(false);
    expect(canSubmit({ city: 'Austin' }, false)).toBe(true);
  });

  it('trims the city and sends every criterion; blank city sends nothing', () => {
    expect(toCriteria({ ...DEFAULT_FORM, city: '  \t' })).toBeNull();
    const criteria = toCriteria({ ...DEFAULT_FORM, city: '  Austin ', state: 'TX' });
    expect(criteria).toEqual({ ...DEFAULT_FORM, city: 'Austin', state: 'TX' });
    // What the form sends is what the service accepts, unchanged.
    expect(SearchCriteriaSchema.parse(criteria)).toEqual(criteria);
  });

  it('labels the options', () => {
    expect(minRatingLabel(0)).toBe('Any rating');
    expect(minRatingLabel(3.5)).toBe('3.5+ stars');
    expect(minRatingLabel(4)).toBe('4.0+ stars');
    expect(locationOptionLabel(1)).toBe('1 location');
    expect(locationOptionLabel(25)).toBe('25 locations');
    expect(locationOptionLabel(MAX_LOCATION_OPTIONS[MAX_LOCATION_OPTIONS.length - 1])).toBe(
      '50+ locations (unlimited)',
    );
    expect(pitchCountLabel(1)).toBe('Top 1 lead');
    expect(pitchCountLabel(5)).toBe('Top 5 leads');
  });

  it('flags a min above the max, except against unlimited', () => {
    expect(locationRangeInvalid({ enableLocationFilter: true, minLocations: 25, maxLocations: 10 })).toBe(true);
    expect(locationRangeInvalid({ enableLocationFilter: false, minLocations: 25, maxLocations: 10 })).toBe(false);
    expect(locationRangeInvalid({ enableLocationFilter: true, minLocations: 50, maxLocations: 50000 })).toBe(false);
    expect(locationRangeInvalid({ enableLocationFilter: true, minLocations: 5, maxLocations: 5 })).toBe(false);
  });
});

describe('saved searches', () => {
  it('fills the form from saved criteria and back to the same criteria', () => {
    const form = {
      ...DEFAULT_FORM,
      city: 'Austin',
      state: 'TX' as const,
      cuisine: 'mexican',
      limit: 50 as const,
      filter_bad_fits: false,
      openingSoon: true,
    };
    const criteria = toCriteria(form)!;
    expect(criteria.openingSoon).toBe(true);
    expect(toCriteria(fromCriteria(criteria))).toEqual(criteria);
    expect(fromCriteria(criteria).city).toBe('Austin');
  });
  it('suggests a name from the cuisine and the place', () => {
    expect(suggestedSearchName({ city: ' Austin ', state: 'TX', cuisine: 'mexican' }, 'Mexican')).toBe(
      'Mexican in Austin, TX',
    );
    expect(suggestedSearchName({ city: 'Austin', state: '', cuisine: '' })).toBe('Restaurants in Austin');
    expect(suggestedSearchName({ city: 'Austin', state: '', cuisine: 'new_american' })).toBe('new american in Austin');
  });
});
