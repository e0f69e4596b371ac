import type { z } from 'zod';
import { ENDPOINTS, matchPath, type EndpointId } from './endpoints.js';
import { ACCOUNTS_ROUTES } from './routes/accounts.routes.js';
import { ANALYSIS_ROUTES } from './routes/analysis.routes.js';
import { CONTACTS_ROUTES } from './routes/contacts.routes.js';
import { DIAGNOSTICS_ROUTES } from './routes/diagnostics.routes.js';
import { MY_LEADS_ROUTES } from './routes/my-leads.routes.js';
import { OUTREACH_ROUTES } from './routes/outreach.routes.js';
import { PLATFORM_ROUTES } from './routes/platform.routes.js';
import type { RouteDef, RouteSpec } from './routes/route.js';
import { SEARCH_ROUTES } from './routes/search.routes.js';
import { TEAM_ROUTES } from './routes/team.routes.js';
import type { ServiceName } from './subjects.js';

export type { RouteDef, RouteSpec } from './routes/route.js';

/** The one route table's specs, written by owning service in routes/; method and path come from ENDPOINTS. */
const SPECS = {
  ...PLATFORM_ROUTES,
  ...ACCOUNTS_ROUTES,
  ...TEAM_ROUTES,
  ...SEARCH_ROUTES,
  ...ANALYSIS_ROUTES,
  ...DIAGNOSTICS_ROUTES,
  ...MY_LEADS_ROUTES,
  ...CONTACTS_ROUTES,
  ...OUTREACH_ROUTES,
} as const satisfies Record<EndpointId, RouteSpec>;

/** Each route's spec with its method and path from ENDPOINTS. */
function withEndpoints<T extends Record<EndpointId, RouteSpec>>(
  specs: T,
): { [K in EndpointId]: T[K] & (typeof ENDPOINTS)[K] } {
  return Object.fromEntries(
    Object.entries(ENDPOINTS).map(([id, endpoint]) => [id, { ...endpoint, ...specs[id as EndpointId] }]),
  ) as {
    [K in EndpointId]: T[K] & (typeof ENDPOINTS)[K];
  };
}

/** Every /api route: the gateway registers from it; the typed web client calls through ENDPOINTS. */
export const ROUTES = withEndpoints(SPECS);

export type Routes = typeof ROUTES;
export type RouteId = keyof Routes;
export type RouteRequest<K extends RouteId> = z.input<Routes[K]['request']>;
export type RouteResponse<K extends RouteId> = z.infer<Routes[K]['response']>;
/** The `{name}` values of a templated route's path; `undefined` for an exact path. */
export type RouteParams<K extends RouteId> = Routes[K] extends { params?: infer P extends z.ZodType }
  ? unknown extends z.input<P>
    ? undefined
    : z.input<P>
  : undefined;

/** The query string of a route that reads one (filters, paging); `undefined` for the others. */
export type RouteQuery<K extends RouteId> = Routes[K] extends { query?: infer Q extends z.ZodType }
  ? unknown extends z.input<Q>
    ? undefined
    : z.input<Q>
  : undefined;

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The route for a method and path; an exact path wins over a template that also fits. */
export function findRoute(
  method: string,
  path: string,
): { id: RouteId; route: RouteDef; params: Record<string, string> } | undefined {
  const exact = ROUTE_IDS.find((k) => ROUTES[k].method === method && ROUTES[k].path === path);
  if (exact) return { id: exact, route: ROUTES[exact], params: {} };
  for (const id of ROUTE_IDS) {
    if (ROUTES[id].method !== method) continue;
    const params = matchPath(ROUTES[id].path, path);
    if (params) return { id, route: ROUTES[id], params };
  }
  return undefined;
}

/** Whether some route serves this path (with any method): the gateway then answers 405, not 404. */
export function isKnownPath(path: string): boolean {
  return ROUTE_IDS.some((id) => matchPath(ROUTES[id].path, path) !== undefined);
}

export function routesOf(service: ServiceName): RouteDef[] {
  return ROUTE_IDS.map((k) => ROUTES[k] as RouteDef).filter((r) => r.service === service);
}
