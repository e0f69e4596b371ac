import { EmptyBodySchema } from '../common.js';
import { RuntimeConfigSchema, StatsResponseSchema } from '../health.js';
import type { EndpointId } from '../endpoints.js';
import { S, route, type RouteSpec } from './route.js';

/** The routes the gateway answers itself: its runtime configuration and the system status. */
export const PLATFORM_ROUTES = {
  config: route({
    service: null,
    subject: null,
    auth: false,
    timeoutMs: 2 * S,
    request: EmptyBodySchema,
    response: RuntimeConfigSchema,
    capability: 'Runtime configuration',
  }),
  stats: route({
    service: null,
    subject: null,
    auth: true,
    timeoutMs: 3 * S,
    request: EmptyBodySchema,
    response: StatsResponseSchema,
    capability: 'System status',
  }),
} as const satisfies Partial<Record<EndpointId, RouteSpec>>;
