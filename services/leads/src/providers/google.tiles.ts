/** A point as Google writes it. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A `locationRestriction.rectangle`: south-west corner (`low`) and north-east corner (`high`). */
export interface Rectangle {
  low: LatLng;
  high: LatLng;
}

/** Google answers at most 60 places for one Text Search query, over its three pages. */
export const GOOGLE_QUERY_MAX = 60;

/** A tile smaller than this (about 100 m a side) is not split again: more calls would find the same places. */
export const MIN_TILE_DEGREES = 0.001;

const round = (n: number) => Math.round(n * 1e7) / 1e7;

/** The area cut into n x n equal rectangles, row by row from the south-west. */
export function gridTiles(area: Rectangle, n: number): Rectangle[] {
  const dLat = (area.high.latitude - area.low.latitude) / n;
  const dLng = (area.high.longitude - area.low.longitude) / n;
  const tiles: Rectangle[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const low = { latitude: area.low.latitude + i * dLat, longitude: area.low.longitude + j * dLng };
      // The last row and column end exactly on the area's edge, so no strip is left between tiles.
      const high = {
        latitude: i === n - 1 ? area.high.latitude : low.latitude + dLat,
        longitude: j === n - 1 ? area.high.longitude : low.longitude + dLng,
      };
      tiles.push({
        low: { latitude: round(low.latitude), longitude: round(low.longitude) },
        high: { latitude: round(high.latitude), longitude: round(high.longitude) },
      });
    }
  return tiles;
}

/** A full tile's four quarters: searched again, each gives up to 60 places of its own. */
export function quarters(tile: Rectangle): Rectangle[] {
  return gridTiles(tile, 2);
}

/** Whether a tile may still be split: both sides longer than the smallest tile. */
export function canSplit(tile: Rectangle): boolean {
  return (
    tile.high.latitude - tile.low.latitude >= 2 * MIN_TILE_DEGREES &&
    tile.high.longitude - tile.low.longitude >= 2 * MIN_TILE_DEGREES
  );
}

/**
 * How many tiles a side the first grid has for a search wanting `wanted` places: enough that each
 * tile, if places were even, would hold about half a query's worth (2 x 2 for up to 120, 3 x 3 for
 * 250, 5 x 5 for 500); crowded tiles are split afterwards.
 */
export function gridSize(wanted: number): number {
  return Math.max(2, Math.ceil(Math.sqrt(wanted / (GOOGLE_QUERY_MAX / 2))));
}
