import { viewportOf } from './google.viewport.js';

describe("a city's viewport from Google's answer", () => {
  const viewport = { low: { latitude: 29.5, longitude: -95.8 }, high: { latitude: 30.1, longitude: -95.0 } };

  it("reads the first place's viewport", () => {
    expect(viewportOf({ places: [{ id: 'x', types: ['locality'], viewport }] })).toEqual(viewport);
  });

  it('is null when Google gives no place, no viewport, or one that is empty or out of range', () => {
    expect(viewportOf({})).toBeNull();
    expect(viewportOf({ places: [{ id: 'x' }] })).toBeNull();
    expect(viewportOf({ places: [{ viewport: { low: viewport.high, high: viewport.low } }] })).toBeNull();
    expect(
      viewportOf({ places: [{ viewport: { low: { latitude: 95, longitude: 0 }, high: viewport.high } }] }),
    ).toBeNull();
    expect(viewportOf('nonsense')).toBeNull();
  });
});
