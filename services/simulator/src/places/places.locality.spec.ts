import { simulatedWorld } from '../world/world.js';
import { localityOf } from './places.locality.js';
import { inRectangle } from './places.search.js';
import type { Rectangle } from './places.request.js';

describe('a text query naming only a place', () => {
  const { towns } = simulatedWorld();

  it('answers the locality with a viewport that holds every restaurant of the place', () => {
    const place = localityOf(towns, 'Houston, TX')!;
    expect(place.types).toEqual(['locality', 'political']);
    expect(place.displayName).toEqual({ text: 'Houston', languageCode: 'en' });
    const viewport = place.viewport as Rectangle;
    const set = towns.find('Houston', 'TX')!;
    expect(set.listings.every((l) => inRectangle(l.position, viewport))).toBe(true);
  });

  it('answers a town of the gazetteer named with its state in words', () => {
    expect(localityOf(towns, 'Fredericksburg, Texas')?.formattedAddress).toBe('Fredericksburg, TX, USA');
  });

  it('is not a search for restaurants, a cuisine or a name', () => {
    expect(localityOf(towns, 'Mexican restaurants in Houston, TX')).toBeNull();
    expect(localityOf(towns, 'Houston')).toBeNull();
    expect(localityOf(towns, 'Nowhere Such Place, TX')).toBeNull();
  });
});
