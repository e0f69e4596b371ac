import type { Rectangle } from './google.tiles.js';
import { areaKey, ViewportCache } from './google.viewport-cache.js';

const CHICAGO: Rectangle = {
  low: { latitude: 41.64, longitude: -87.94 },
  high: { latitude: 42.02, longitude: -87.52 },
};

describe("the cities' areas already looked up", () => {
  it('names a city the same however the rep typed it', () => {
    expect(areaKey(' chicago ', 'il')).toBe(areaKey('Chicago', 'IL'));
    expect(areaKey('New  York', 'NY')).toBe(areaKey('new york', 'NY'));
    expect(areaKey('Portland', 'OR')).not.toBe(areaKey('Portland', 'ME'));
  });

  it('looks a city up once, and once for searches of it at the same moment', async () => {
    const cache = new ViewportCache();
    let lookups = 0;
    const lookUp = async () => {
      lookups++;
      await new Promise((r) => setTimeout(r, 20));
      return CHICAGO;
    };
    const areas = await Promise.all([1, 2, 3].map(() => cache.viewport('chicago|IL', lookUp)));
    expect(areas).toEqual([CHICAGO, CHICAGO, CHICAGO]);
    expect(await cache.viewport('chicago|IL', lookUp)).toEqual(CHICAGO);
    expect(lookups).toBe(1);
  });

  it('asks again when the lookup found no area, or failed, and once the kept area is older than allowed', async () => {
    const cache = new ViewportCache(50);
    expect(await cache.viewport('nowhere|TX', async () => null)).toBeNull();
    expect(await cache.viewport('nowhere|TX', async () => CHICAGO)).toEqual(CHICAGO);
    await expect(
      cache.viewport('austin|TX', async () => {
        throw new Error('Google Places failed (HTTP 500 INTERNAL). Please try again.');
      }),
    ).rejects.toThrow('HTTP 500');
    expect(await cache.viewport('austin|TX', async () => CHICAGO)).toEqual(CHICAGO);
    await new Promise((r) => setTimeout(r, 80));
    let asked = false;
    await cache.viewport('austin|TX', async () => ((asked = true), CHICAGO));
    expect(asked).toBe(true);
  });
});
