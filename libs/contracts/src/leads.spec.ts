import {
  isUnlimitedLocations,
  locationRangeInvalid,
  MAX_LOCATION_OPTIONS,
  UNLIMITED_LOCATIONS,
} from './leads.constants.js';

describe('location range', () => {
  it('reads the last max-locations option as unlimited', () => {
    expect(UNLIMITED_LOCATIONS).toBe(MAX_LOCATION_OPTIONS[MAX_LOCATION_OPTIONS.length - 1]);
    expect(isUnlimitedLocations(50000)).toBe(true);
    expect(isUnlimitedLocations(500)).toBe(false);
  });

  it('is invalid only when the filter is on and min exceeds a bounded max', () => {
    expect(locationRangeInvalid({ enableLocationFilter: true, minLocations: 25, maxLocations: 10 })).toBe(true);
    expect(locationRangeInvalid({ enableLocationFilter: false, minLocations: 25, maxLocations: 10 })).toBe(false);
    expect(locationRangeInvalid({ enableLocationFilter: true, minLocations: 50, maxLocations: 50000 })).toBe(false);
    expect(locationRangeInvalid({ enableLocationFilter: true, minLocations: 5, maxLocations: 5 })).toBe(false);
  });
});
