import { townHostTag, townKey, usGazetteer } from './town.gazetteer.js';
import { positionAround, spreadKm } from './town.position.js';

describe('the US gazetteer', () => {
  const gazetteer = usGazetteer();

  it('reads a place the ways reps write it', () => {
    expect(townKey('St. Louis', 'mo')).toBe(townKey('Saint Louis', 'MO'));
    expect(townKey('Cañon City', 'CO')).toBe('canoncity|CO');
    expect(gazetteer.find('Fredericksburg', 'TX')).toMatchObject({ state: 'TX', population: 11094 });
    expect(gazetteer.find('New York', 'NY')!.name).toBe('New York City');
    // Without a state, the biggest place of the name.
    expect(gazetteer.find('Fredericksburg')!.state).toBe('VA');
    expect(gazetteer.find('Fredericksburg', 'ZZ')).toBeNull();
  });

  it("names a town in its restaurants' hosts and finds it again from them", () => {
    const town = gazetteer.find('Fredericksburg', 'TX')!;
    expect(townHostTag(town)).toBe('fredericksburg-tx');
    expect(gazetteer.withHostTag('fredericksburg-tx')).toContain(town);
  });

  it('finds the place nearest a point, and none far from any', () => {
    expect(gazetteer.nearest(30.2752, -98.8719)!.name).toBe('Fredericksburg');
    expect(gazetteer.nearest(0, -150)).toBeNull();
  });

  it('places restaurants within the spread of their town, the same spot for the same key', () => {
    const centre = { latitude: 30.2752, longitude: -98.8719 };
    const p = positionAround(centre, 11_094, 'a');
    expect(positionAround(centre, 11_094, 'a')).toEqual(p);
    const km = Math.hypot(
      (p.latitude - centre.latitude) * 111.32,
      (p.longitude - centre.longitude) * 111.32 * Math.cos((centre.latitude * Math.PI) / 180),
    );
    expect(km).toBeLessThanOrEqual(spreadKm(11_094));
  });
});
