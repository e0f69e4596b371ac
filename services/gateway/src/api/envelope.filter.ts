import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import {
  ApiError,
  errorEnvelope,
  JSON_TOO_DEEP_MESSAGE,
  jsonNestsDeeperThan,
  PAYLOAD_TOO_LARGE_MESSAGE,
  type ErrorCode,
  type ErrorEnvelope,
} from '@leadgen/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from '../observability/request-context.js';

/** The envelope's code for an HTTP status an error carries without one of its own. */
export const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_FAILED',
  503: 'SERVICE_UNAVAILABLE',
  504: 'TIMEOUT',
};

function send(req: Request, res: Response, status: number, envelope: ErrorEnvelope) {
  if (res.headersSent) return;
  // A refusal that knows how long to wait says so in the standard header too.
  if (envelope.retry_after) res.setHeader('retry-after', String(envelope.retry_after));
  res.status(status).json({ ...envelope, request_id: requestIdOf(req) });
}

/** Every error leaves the gateway as the envelope; never a stack trace. */
@Catch()
export class EnvelopeFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (exception instanceof ApiError) {
      send(req, res, exception.status, exception.envelope);
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
      const message = status === 404 ? `Unknown route: ${req.method} ${req.path}` : exception.message;
      send(req, res, status, errorEnvelope(code, message));
      return;
    }
    this.logger.error({ err: exception, request_id: requestIdOf(req) }, 'unhandled error');
    send(req, res, 500, errorEnvelope('INTERNAL', 'Something went wrong. Please try again.'));
  }
}

const TOO_DEEP = 'entity.too.deep';

/**
 * express.json's check of a body's bytes before they are parsed: nesting deeper than
 * MAX_JSON_DEPTH is refused (400) without parsing it, which for a body nested 100,000 deep would
 * cost half a second, and without anything later walking it.
 */
export function refuseDeepNesting(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonNestsDeeperThan(body)) throw Object.assign(new Error(JSON_TOO_DEEP_MESSAGE), { status: 400, type: TOO_DEEP });
}

/** Express error handler for what fails before Nest sees the request (body parsing). */
export function bodyErrorHandler(
  err: { type?: string; status?: number },
  req: Request,
  res: Response,
  next: NextFunction,
) {
  if (err.type === 'entity.too.large') {
    send(req, res, 413, errorEnvelope('PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE));
  } else if (err.type === TOO_DEEP) {
    send(req, res, 400, errorEnvelope('BAD_REQUEST', JSON_TOO_DEEP_MESSAGE));
  } else if (err.type === 'entity.parse.failed') {
    send(req, res, 400, errorEnvelope('MALFORMED_JSON', 'The request body is not valid JSON.'));
  } else if (err.status && err.status >= 400 && err.status < 500) {
    send(req, res, err.status, errorEnvelope('BAD_REQUEST', 'The request body could not be read.'));
  } else {
    next(err);
  }
}
