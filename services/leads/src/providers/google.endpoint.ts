/** Google's own Places API (New); any other base URL is the simulator (or a stand-in of a test). */
export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';

/** True when the base URL is Google's Places API itself, not something playing it. */
export function isGooglePlaces(baseUrl: string): boolean {
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'https:' && url.hostname === new URL(GOOGLE_PLACES_URL).hostname && !url.port;
  } catch {
    return false;
  }
}
