import { createHash } from 'node:crypto';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Two numbers in [0, 1) from a text, the same on every machine. */
export function unitPair(text: string): [number, number] {
  const digest = createHash('sha256').update(text).digest();
  return [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32];
}

/** How far a place's restaurants spread from its centre: a few hundred metres in a village, 15 km in New York. */
export function spreadKm(population: number): number {
  return 0.6 + Math.sqrt(Math.max(0, population)) / 200;
}

const KM_PER_DEGREE = 111.32;

/**
 * Where a restaurant stands: inside its place, around the centre the gazetteer gives, denser
 * towards the middle as real main streets are; always the same spot for the same key.
 */
export function positionAround(centre: LatLng, population: number, key: string): LatLng {
  const [u, v] = unitPair(key);
  const radiusKm = spreadKm(population) * Math.pow(u, 0.75);
  const angle = 2 * Math.PI * v;
  const dLat = (radiusKm * Math.sin(angle)) / KM_PER_DEGREE;
  const dLng = (radiusKm * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180));
  return {
    latitude: Math.round((centre.latitude + dLat) * 1e7) / 1e7,
    longitude: Math.round((centre.longitude + dLng) * 1e7) / 1e7,
  };
}
