import { SearchCriteriaSchema } from '@leadgen/contracts';
import { searchUsageId } from './search-usage-id.js';

const austin = SearchCriteriaSchema.parse({ city: 'Austin', state: 'TX', cuisine: 'Mexican' });
const MORNING = new Date('2026-11-28T09:00:00Z');
const EVENING = new Date('2026-11-28T22:30:00Z');
const NEXT_DAY = new Date('2026-11-29T09:00:00Z');

describe("the id a search's usage is counted under", () => {
  it('is the same for the same search by the same rep on the same day, however the words were typed', () => {
    const again = SearchCriteriaSchema.parse({ city: ' austin', state: 'TX', cuisine: 'mexican ', limit: 25 });
    expect(searchUsageId('rep-1', again, EVENING)).toBe(searchUsageId('rep-1', austin, MORNING));
  });

  it('leaves out a setting whose switch is off', () => {
    const first = searchUsageId('rep-1', austin, MORNING);
    expect(searchUsageId('rep-1', { ...austin, pitchGenerationCount: 3, maxLocations: 50 }, MORNING)).toBe(first);
    const pitched = { ...austin, enablePitchGeneration: true };
    expect(searchUsageId('rep-1', { ...pitched, pitchGenerationCount: 3 }, MORNING)).not.toBe(
      searchUsageId('rep-1', pitched, MORNING),
    );
    const ranged = { ...austin, enableLocationFilter: true };
    expect(searchUsageId('rep-1', { ...ranged, maxLocations: 50 }, MORNING)).not.toBe(
      searchUsageId('rep-1', ranged, MORNING),
    );
  });

  it('differs for other criteria, another rep or the next day, so those count', () => {
    const first = searchUsageId('rep-1', austin, MORNING);
    expect(searchUsageId('rep-1', { ...austin, limit: 100 }, MORNING)).not.toBe(first);
    expect(searchUsageId('rep-1', { ...austin, filterRecentlyEstablished: true }, MORNING)).not.toBe(first);
    expect(searchUsageId('rep-2', austin, MORNING)).not.toBe(first);
    expect(searchUsageId('rep-1', austin, NEXT_DAY)).not.toBe(first);
  });

  it('fits the usage event id (at most 100 characters) and names its day', () => {
    expect(searchUsageId('rep-1', austin, MORNING)).toMatch(/^search-2026-11-28-[0-9a-f]{40}$/);
  });
});
