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

/** The area cut into `rows` x `cols` equal rectangles (n x n when `cols` is not given), row by row from the south-west. */
export function gridTiles(area: Rectangle, rows: number, cols = rows): Rectangle[] {
  const dLat = (area.high.latitude - area.low.latitude) / rows;
  const dLng = (area.high.longitude - area.low.longitude) / cols;
  const tiles: Rectangle[] = [];
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      const low = { latitude: area.low.latitude + i * dLat, longitude: area.low.longitude + j * dLng };
      // The last row and column end exactly on the area's edge, so no strip is left between tiles.
      const high = {
        latitude: i === rows - 1 ? area.high.latitude : low.latitude + dLat,
        longitude: j === cols - 1 ? area.high.longitude : low.longitude + dLng,
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
 * The first tiles of a search wanting `wanted` places: as many as full queries could fill
 * (ceil(wanted / 60): 3 for a 100-lead search, 6 for 250), no more, cut in the rows and columns
 * whose tiles are nearest square on the ground (3 side by side or one above the other, 2 x 3).
 * Pages are then read only while the search still needs places; crowded tiles are split afterwards.
 */
export function planTiles(area: Rectangle, wanted: number): Rectangle[] {
  const count = Math.max(1, Math.ceil(wanted / GOOGLE_QUERY_MAX));
  const midLatitude = ((area.low.latitude + area.high.latitude) / 2) * (Math.PI / 180);
  // A degree of longitude is shorter than one of latitude away from the equator.
  const width = (area.high.longitude - area.low.longitude) * Math.cos(midLatitude);
  const height = area.high.latitude - area.low.latitude;
  const squareness = (rows: number) => {
    const ratio = width / (count / rows) / (height / rows);
    return Number.isFinite(ratio) && ratio > 0 ? Math.abs(Math.log(ratio)) : 0;
  };
  let rows = 1;
  for (let r = 2; r <= count; r++) if (count % r === 0 && squareness(r) < squareness(rows)) rows = r;
  return gridTiles(area, rows, count / rows);
}
