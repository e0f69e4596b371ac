import { canSplit, gridTiles, planTiles, quarters, type Rectangle } from './google.tiles.js';

const houston: Rectangle = {
  low: { latitude: 29.6, longitude: -95.55 },
  high: { latitude: 29.92, longitude: -95.18 },
};
const area = (r: Rectangle) => (r.high.latitude - r.low.latitude) * (r.high.longitude - r.low.longitude);

describe('territory tiles', () => {
  it('cut an area into a grid that covers it edge to edge, with no gap and no overlap', () => {
    const tiles = gridTiles(houston, 3);
    expect(tiles).toHaveLength(9);
    expect(tiles[0]!.low).toEqual(houston.low);
    expect(tiles[8]!.high).toEqual(houston.high);
    expect(tiles.reduce((sum, t) => sum + area(t), 0)).toBeCloseTo(area(houston), 9);
    // Neighbours share their edge: the second tile starts where the first ends.
    expect(tiles[1]!.low.longitude).toBe(tiles[0]!.high.longitude);
    expect(tiles[3]!.low.latitude).toBe(tiles[0]!.high.latitude);
  });

  it('split a full tile into its four quarters', () => {
    const [tile] = gridTiles(houston, 2);
    const parts = quarters(tile!);
    expect(parts).toHaveLength(4);
    expect(parts.reduce((sum, t) => sum + area(t), 0)).toBeCloseTo(area(tile!), 9);
    expect(parts.every((p) => p.low.latitude >= tile!.low.latitude && p.high.longitude <= tile!.high.longitude)).toBe(
      true,
    );
  });

  it('stop splitting at about a hundred metres a side', () => {
    const small: Rectangle = {
      low: { latitude: 29.7, longitude: -95.4 },
      high: { latitude: 29.7015, longitude: -95.39 },
    };
    expect(canSplit(houston)).toBe(true);
    expect(canSplit(small)).toBe(false);
  });

  it('start with as many tiles as full queries could fill, no more, nearest square on the ground', () => {
    // Houston's area is about 36 km wide and 36 km tall: two side by side for 120 places, three for
    // 135, five for 300, six in 2 x 3 for 338, ten in 2 x 5 for 600.
    expect(planTiles(houston, 120)).toHaveLength(2);
    expect(planTiles(houston, 120)[0]!.high.latitude).toBe(houston.high.latitude);
    expect(planTiles(houston, 135)).toHaveLength(3);
    expect(planTiles(houston, 300)).toHaveLength(5);
    expect(planTiles(houston, 338)).toHaveLength(6);
    expect(planTiles(houston, 338)[0]!.high.latitude).toBeCloseTo(29.76, 6);
    expect(planTiles(houston, 600)).toHaveLength(10);
    // A tall area (30 km north to south, 8 km across) is cut across: two tiles one above the other.
    const tall: Rectangle = {
      low: { latitude: 41.64, longitude: -87.75 },
      high: { latitude: 41.91, longitude: -87.65 },
    };
    const [south, north] = planTiles(tall, 100);
    expect(south!.high.longitude).toBe(tall.high.longitude);
    expect(north!.low.latitude).toBe(south!.high.latitude);
    expect(planTiles(houston, 40)).toHaveLength(1);
    const tiles = planTiles(houston, 300);
    expect(tiles.reduce((sum, t) => sum + area(t), 0)).toBeCloseTo(area(houston), 9);
  });
});
