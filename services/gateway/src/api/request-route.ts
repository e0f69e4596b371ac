import { findRoute } from '@leadgen/contracts';
import type { Request } from 'express';

export type RouteMatch = NonNullable<ReturnType<typeof findRoute>>;

const matched = new WeakMap<Request, RouteMatch | null>();

/**
 * The route table's entry for a request (undefined when none matches), looked up once: the auth
 * guard, the rate and usage guards, the controller and the request log all ask for it.
 */
export function routeOfRequest(req: Request): RouteMatch | undefined {
  let match = matched.get(req);
  if (match === undefined) {
    match = findRoute(req.method, req.path) ?? null;
    matched.set(req, match);
  }
  return match ?? undefined;
}
