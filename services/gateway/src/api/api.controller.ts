import { randomUUID } from 'node:crypto';
import { All, Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiError,
  errorEnvelope,
  findRoute,
  isKnownPath,
  requestTextProblem,
  validationEnvelope,
  type Caller,
  type RouteDef,
} from '@leadgen/contracts';
import type { Request, Response } from 'express';
import { ExpensiveRouteThrottler } from '../auth/expensive-route.throttler.js';
import { RouteAuthGuard } from '../auth/jwt.strategy.js';
import { UsageLimitGuard } from '../auth/usage-limit.guard.js';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { requestIdOf } from '../observability/request-context.js';
import { parseRelayed, RpcClient, unexpectedReply, type RelayedReply } from '../rpc.client.js';
import { decompressJson, pickEncoding } from '@leadgen/service-kit';
import { StatsService } from '../stats/stats.service.js';
import { routeOfRequest, type RouteMatch } from './request-route.js';
import { runtimeConfig } from './runtime-config.js';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** Every /api route of the table, served from one place: validate, authorise, forward, answer. */
@Controller()
@UseGuards(RouteAuthGuard, UsageLimitGuard, ExpensiveRouteThrottler)
export class ApiController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly stats: StatsService,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @All('api/*path')
  async handle(@Req() req: Request, @Res() res: Response): Promise<void> {
    const match = routeOf(req);
    const route = match.route as RouteDef;
    const body = validBody(route, req);
    const params = validParams(route, match.params);
    const query = validQuery(route, req);
    if (match.id === 'config') {
      res.json(runtimeConfig(this.env, VERSION));
      return;
    }
    if (match.id === 'stats') {
      res.json(await this.stats.stats());
      return;
    }
    const caller = (req.user as Caller | undefined) ?? null;
    const payload = {
      request_id: requestIdOf(req),
      call_id: randomUUID(),
      caller,
      ip: req.ip ?? '',
      user_agent: userAgentOf(req),
      body,
      params,
      query,
    };
    if (route.responseKind === 'file') await this.sendFile(route, payload, res);
    else await this.relay(route, payload, req, res);
  }

  /** Whether this reply is one of the share checked against its contract (CHECK_RESPONSES). */
  private checkThisReply(): boolean {
    const share = this.env.CHECK_RESPONSES;
    return share >= 1 || (share > 0 && Math.random() < share);
  }

  /**
   * A file route's reply becomes a download. A file can run to megabytes (an export of 10,000
   * saved leads): the service sends it compressed, so it stays under the message bus's size limit.
   */
  private async sendFile(route: RouteDef, payload: unknown, res: Response): Promise<void> {
    const reply = await this.rpc.requestRaw(
      route.subject!,
      payload,
      route.timeoutMs,
      route.capability,
      FILE_WIRE_ENCODINGS,
      route.retry,
    );
    const file = parseReply(reply) as { filename: string; content_type: string; content: string } | undefined;
    if (
      typeof file?.content !== 'string' ||
      typeof file.filename !== 'string' ||
      (this.checkThisReply() && !route.response.safeParse(file).success)
    ) {
      throw unexpectedReply(route.capability);
    }
    res.setHeader('content-type', file.content_type);
    res.setHeader('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '')}"`);
    res.send(file.content);
  }

  /**
   * The service's bytes are relayed as they came (compressed by the service when large and the
   * caller accepts it): no parse and no re-serialise here.
   */
  private async relay(route: RouteDef, payload: unknown, req: Request, res: Response): Promise<void> {
    const reply = await this.rpc.requestRaw(
      route.subject!,
      payload,
      route.timeoutMs,
      route.capability,
      req.headers['accept-encoding'],
      route.retry,
    );
    if (this.checkThisReply() && !route.response.safeParse(parseReply(reply)).success) {
      throw unexpectedReply(route.capability);
    }
    res.status(200).setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('vary', 'Accept-Encoding');
    // Compressed only to cross the bus (the client takes no compression): sent as it was written.
    const plain = reply.encoding && pickEncoding(req.headers['accept-encoding']) !== reply.encoding;
    const body = plain ? decompressJson(reply.body, reply.encoding!) : reply.body;
    if (reply.encoding && !plain) res.setHeader('content-encoding', reply.encoding);
    // A view, not a copy: the bytes belong to this reply alone.
    res.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  }
}

const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** How a file may cross NATS from the service: zstd first, fast at its level 1 and small. */
const FILE_WIRE_ENCODINGS = 'zstd, br, gzip';

/** The route table's entry for the request; a known path with another method answers 405, anything else 404. */
function routeOf(req: Request): RouteMatch {
  const match = routeOfRequest(req);
  if (match) return match;
  // A 405 says which methods the path takes (RFC 9110). HEAD is not among them: the API's reads
  // are per-user calls to a service, not documents, and answer GET only.
  const allow = API_METHODS.filter((m) => findRoute(m, req.path));
  if (allow.length > 0) req.res?.setHeader('allow', allow.join(', '));
  throw isKnownPath(req.path)
    ? new ApiError(405, errorEnvelope('METHOD_NOT_ALLOWED', `${req.method} is not supported on ${req.path}.`))
    : new ApiError(404, errorEnvelope('NOT_FOUND', `Unknown route: ${req.method} ${req.path}`));
}

/**
 * The request body, checked against the route's schema (a GET has none); bad input, including a
 * null character or a lone UTF-16 surrogate in any text, answers 400 with field messages. A
 * request without a body (`curl -X POST` sends none) is read as `{}` on a route that takes none.
 */
function validBody(route: RouteDef, req: Request): unknown {
  let input = route.method === 'GET' || route.method === 'DELETE' ? {} : req.body;
  if (input === undefined && !carriesBody(req) && route.request.safeParse({}).success) input = {};
  if (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ApiError(400, errorEnvelope('BAD_REQUEST', 'The request body must be a JSON object.'));
  }
  const bad = requestTextProblem(input);
  if (bad) throw new ApiError(400, bad);
  const parsed = route.request.safeParse(input);
  if (!parsed.success) throw new ApiError(400, validationEnvelope(parsed.error));
  return parsed.data;
}

/** Whether the request came with body bytes: a length over 0, or a body sent in chunks. */
function carriesBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The values of a templated path, checked like a body: a malformed one answers 400 with field messages. */
function validParams(route: RouteDef, raw: Record<string, string>): unknown {
  if (!route.params) return {};
  const parsed = route.params.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, validationEnvelope(parsed.error));
  return parsed.data;
}

/**
 * The query string, checked against the route's `query` schema like a body: a bad filter or page
 * answers 400 with field messages. A route without one ignores its query string.
 */
function validQuery(route: RouteDef, req: Request): unknown {
  if (!route.query) return {};
  const raw = req.query as Record<string, unknown>;
  const repeated = Object.keys(raw).find(
    (k) => Array.isArray(raw[k]) || (raw[k] !== null && typeof raw[k] === 'object'),
  );
  if (repeated)
    throw new ApiError(
      400,
      errorEnvelope('VALIDATION_FAILED', `Invalid request: ${repeated}: May be given once`, {
        fields: { [repeated]: ['May be given once'] },
      }),
    );
  const bad = requestTextProblem(raw);
  if (bad) throw new ApiError(400, bad);
  const parsed = route.query.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, validationEnvelope(parsed.error));
  return parsed.data;
}

/** The device a sign-in came from, for the session list; cut short, it is only a label. */
function userAgentOf(req: Request): string {
  return String(req.headers['user-agent'] ?? '').slice(0, 500);
}

function parseReply(reply: RelayedReply): unknown {
  try {
    return parseRelayed(reply);
  } catch {
    return undefined;
  }
}
