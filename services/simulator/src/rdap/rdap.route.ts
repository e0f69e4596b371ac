import type { SimRoute } from '../http/http.route.js';
import type { SimWorld } from '../world/world.js';

/** RDAP (RFC 9083): GET /rdap/domain/{name} (filled in by the RDAP work). */
export function rdapRoute(_world: SimWorld): SimRoute {
  return () => false;
}
