import type { Rectangle } from './google.tiles.js';
import { isRecord, num } from './upstream.http.js';

/** What the area lookup asks for: the place's id, its types and its viewport, nothing billable beyond. */
export const VIEWPORT_FIELD_MASK = 'places.id,places.types,places.viewport';

function latLng(v: unknown): { latitude: number; longitude: number } | null {
  if (!isRecord(v)) return null;
  const latitude = num(v.latitude);
  const longitude = num(v.longitude);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * The viewport of the first place of a Text Search for the city itself ("Houston, TX"): Google
 * answers the locality with the rectangle that frames it. Null when the answer has none, or one
 * that is empty or crosses the antimeridian (no US city does).
 */
export function viewportOf(body: unknown): Rectangle | null {
  const places = isRecord(body) && Array.isArray(body.places) ? body.places : [];
  const first: unknown = places[0];
  const viewport = isRecord(first) && isRecord(first.viewport) ? first.viewport : null;
  const low = viewport ? latLng(viewport.low) : null;
  const high = viewport ? latLng(viewport.high) : null;
  if (!low || !high) return null;
  if (low.latitude >= high.latitude || low.longitude >= high.longitude) return null;
  return { low, high };
}
