import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { DEMO_SITE_VIEW_PREFIX } from '@leadgen/contracts';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routeOfRequest } from '../api/request-route.js';

const REQUEST_ID = Symbol('requestId');
type WithId = Request & { [REQUEST_ID]?: string };

export function requestIdOf(req: Request): string {
  return (req as WithId)[REQUEST_ID] ?? '';
}

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Latency of HTTP requests by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});
const total = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

/** Route label: the table's path, a fixed name for infrastructure paths, else "unmatched" (bounded cardinality). */
function routeLabel(req: Request): string {
  const match = routeOfRequest(req);
  if (match) return match.route.path;
  if (['/healthz', '/readyz', '/metrics'].includes(req.path)) return req.path;
  if (req.path.startsWith('/api/docs')) return '/api/docs';
  if (req.path.startsWith(`${DEMO_SITE_VIEW_PREFIX}/`)) return DEMO_SITE_VIEW_PREFIX;
  return 'unmatched';
}

let inFlight = 0;
export function inFlightRequests(): number {
  return inFlight;
}

/** Request id on every response and log line, one JSON log line per request, metrics. */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header('x-request-id');
    const id = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    (req as WithId)[REQUEST_ID] = id;
    res.setHeader('x-request-id', id);
    const start = process.hrtime.bigint();
    inFlight++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const labels = { method: req.method, route: routeLabel(req), status: String(res.statusCode) };
      duration.observe(labels, seconds);
      total.inc(labels);
      if (req.path !== '/metrics' && req.path !== '/healthz' && req.path !== '/readyz') {
        logger.info(
          {
            request_id: id,
            method: req.method,
            path: req.path,
            status: res.statusCode,
            ms: Math.round(seconds * 1e4) / 10,
          },
          'request',
        );
      }
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}
