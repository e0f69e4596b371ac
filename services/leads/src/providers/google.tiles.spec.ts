import { canSplit, gridSize, gridTiles, quarters, type Rectangle } from './google.tiles.js';

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

  it('start with more tiles for more places', () => {
    expect(gridSize(72)).toBe(2);
    expect(gridSize(300)).toBe(4);
    expect(gridSize(600)).toBe(5);
  });
});
