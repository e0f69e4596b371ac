import type { SimRoute } from '../http/http.route.js';
import type { SimWorld } from '../world/world.js';

/** Places API (New): POST /v1/places:searchText (filled in by the Places work). */
export function placesRoute(_world: SimWorld, _apiKey: string): SimRoute {
  return () => false;
}
