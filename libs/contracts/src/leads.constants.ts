/* Lead search choices, limits and messages, without schemas: the search forms use them in the browser. */

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** Above 60 (one Google query's most) a search covers the city's whole area in tiles: a territory. */
export const MAX_RESULTS_OPTIONS = [10, 25, 50, 100, 250, 500] as const;
export const MIN_RATING_OPTIONS = [0, 3, 3.5, 4, 4.5] as const;
export const MIN_REVIEWS_OPTIONS = [
  { value: 0, label: 'All' },
  { value: 1, label: '1-20' },
  { value: 21, label: '21-100' },
  { value: 100, label: '100-300' },
  { value: 300, label: '300-1000' },
  { value: 1000, label: '1000+' },
] as const;
export const PITCH_COUNT_OPTIONS = [1, 3, 5, 10, 15, 20] as const;
export const MIN_LOCATION_OPTIONS = [1, 2, 3, 5, 10, 25, 50] as const;
export const MAX_LOCATION_OPTIONS = [1, 2, 3, 5, 10, 25, 50, 100, 500, 50000] as const;
export const FIT_THRESHOLDS = { good: 70, marginal: 50 } as const;
export const NEW_WEBSITE_MONTHS = 6;

/** maxLocations at this value, the last option of the select, means "50+ locations (unlimited)". */
export const UNLIMITED_LOCATIONS = MAX_LOCATION_OPTIONS[MAX_LOCATION_OPTIONS.length - 1];

/** True when maxLocations puts no upper bound on the number of locations. */
export function isUnlimitedLocations(maxLocations: number): boolean {
  return maxLocations >= UNLIMITED_LOCATIONS;
}

export const LOCATION_RANGE_MESSAGE = 'Min locations cannot be more than max locations.';

/**
 * True when the location filter is on and its range can match nothing: min above a max that has
 * an upper bound. The form warns and the service refuses the search (400, LOCATION_RANGE_MESSAGE).
 */
export function locationRangeInvalid(criteria: {
  enableLocationFilter: boolean;
  minLocations: number;
  maxLocations: number;
}): boolean {
  return (
    criteria.enableLocationFilter &&
    !isUnlimitedLocations(criteria.maxLocations) &&
    criteria.minLocations > criteria.maxLocations
  );
}

/** A rep's pipeline, in the order a lead moves through it. */
export const LEAD_STATUSES = ['new', 'attempted', 'connected', 'meeting_booked', 'won', 'lost'] as const;
export const LEAD_STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'New',
  attempted: 'Attempted',
  connected: 'Connected',
  meeting_booked: 'Meeting booked',
  won: 'Won',
  lost: 'Lost',
};

export const NO_RESULTS_MESSAGE = 'No results found. Please try different search criteria.';
export const NO_EXPORT_DATA_MESSAGE = 'No data to export';
export const EXPORT_FAILED_MESSAGE = 'Export failed. Please try again.';
