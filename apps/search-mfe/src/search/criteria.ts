import {
  isUnlimitedLocations,
  MAX_LOCATION_OPTIONS,
  MAX_RESULTS_OPTIONS,
  MIN_LOCATION_OPTIONS,
  MIN_RATING_OPTIONS,
  PITCH_COUNT_OPTIONS,
  type SearchCriteria,
  type US_STATES,
} from '@leadgen/contracts';

/** What the form holds; the criteria sent are derived from it by toCriteria. */
export interface SearchForm {
  city: string;
  state: (typeof US_STATES)[number] | '';
  cuisine: string;
  limit: (typeof MAX_RESULTS_OPTIONS)[number];
  min_rating: (typeof MIN_RATING_OPTIONS)[number];
  min_reviews: number;
  filter_bad_fits: boolean;
  filter_duplicates: boolean;
  filterRecentlyEstablished: boolean;
  prioritizeNewWebsites: boolean;
  /** Only restaurants announced but not open yet. */
  openingSoon: boolean;
  enablePitchGeneration: boolean;
  pitchGenerationCount: (typeof PITCH_COUNT_OPTIONS)[number];
  enableLocationFilter: boolean;
  minLocations: (typeof MIN_LOCATION_OPTIONS)[number];
  maxLocations: (typeof MAX_LOCATION_OPTIONS)[number];
}

/** Form defaults: 25 results, any rating, min reviews 0, bad fits and duplicates filtered, 5 pitches, 1-10 locations. */
export const DEFAULT_FORM: SearchForm = {
  city: '',
  state: '',
  cuisine: '',
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
};

export function canSubmit(form: Pick<SearchForm, 'city'>, loading: boolean): boolean {
  return !loading && form.city.trim().length > 0;
}

/** The request body: city trimmed; null when the city is blank (the submit is ignored). */
export function toCriteria(form: SearchForm): SearchCriteria | null {
  const city = form.city.trim();
  if (!city) return null;
  return {
    city,
    state: form.state,
    cuisine: form.cuisine,
    limit: form.limit,
    min_rating: form.min_rating,
    min_reviews: form.min_reviews,
    filter_bad_fits: form.filter_bad_fits,
    filter_duplicates: form.filter_duplicates,
    enableLocationFilter: form.enableLocationFilter,
    minLocations: form.minLocations,
    maxLocations: form.maxLocations,
    enablePitchGeneration: form.enablePitchGeneration,
    pitchGenerationCount: form.pitchGenerationCount,
    filterRecentlyEstablished: form.filterRecentlyEstablished,
    prioritizeNewWebsites: form.prioritizeNewWebsites,
    openingSoon: form.openingSoon,
  };
}

export function minRatingLabel(value: number): string {
  return value === 0 ? 'Any rating' : `${value.toFixed(1)}+ stars`;
}

export function locationOptionLabel(value: number): string {
  if (isUnlimitedLocations(value)) return '50+ locations (unlimited)';
  return `${value} ${value === 1 ? 'location' : 'locations'}`;
}

export function pitchCountLabel(value: number): string {
  return `Top ${value} ${value === 1 ? 'lead' : 'leads'}`;
}

/** The form of saved criteria, so a saved search that runs shows what it searched. */
export function fromCriteria(c: SearchCriteria): SearchForm {
  return {
    ...DEFAULT_FORM,
    city: c.city,
    state: c.state,
    cuisine: c.cuisine,
    limit: c.limit as SearchForm['limit'],
    min_rating: c.min_rating as SearchForm['min_rating'],
    min_reviews: c.min_reviews,
    filter_bad_fits: c.filter_bad_fits,
    filter_duplicates: c.filter_duplicates,
    filterRecentlyEstablished: c.filterRecentlyEstablished,
    prioritizeNewWebsites: c.prioritizeNewWebsites,
    // Criteria saved before 'Opening soon' existed carry no such field.
    openingSoon: c.openingSoon ?? false,
    enablePitchGeneration: c.enablePitchGeneration,
    pitchGenerationCount: c.pitchGenerationCount as SearchForm['pitchGenerationCount'],
    enableLocationFilter: c.enableLocationFilter,
    minLocations: c.minLocations as SearchForm['minLocations'],
    maxLocations: c.maxLocations as SearchForm['maxLocations'],
  };
}

/** A name a saved search starts with: 'Mexican in Austin, TX'. */
export function suggestedSearchName(form: Pick<SearchForm, 'city' | 'state' | 'cuisine'>, cuisineLabel = ''): string {
  const place = [form.city.trim(), form.state].filter(Boolean).join(', ');
  const what = cuisineLabel || (form.cuisine ? form.cuisine.replace(/_/g, ' ') : 'Restaurants');
  return `${what} in ${place}`.slice(0, 80);
}
