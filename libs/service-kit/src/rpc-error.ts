import { ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { errorEnvelope, ErrorEnvelopeSchema, type ErrorCode, type ErrorEnvelope } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { Observable, throwError } from 'rxjs';

/** Raise from a handler; reaches the gateway as the envelope and the code's HTTP status. */
export function rpcError(code: ErrorCode, message: string, fields?: ErrorEnvelope['fields']): RpcException {
  return new RpcException(errorEnvelope(code, message, fields ? { fields } : {}));
}

/** A refusal that says how long to wait: RATE_LIMITED with `retry_after` (whole seconds, at least 1). */
export function rpcRateLimited(message: string, retryAfterSeconds: number): RpcException {
  return new RpcException(
    errorEnvelope('RATE_LIMITED', message, { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) }),
  );
}

/** Any error leaves a service as an envelope; unknown errors are logged and never leak their stack. */
@Catch()
export class RpcEnvelopeFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<ErrorEnvelope> {
    if (exception instanceof RpcException) {
      const parsed = ErrorEnvelopeSchema.safeParse(exception.getError());
      if (parsed.success) return throwError(() => parsed.data);
    }
    this.logger.error({ err: exception }, 'unhandled error in handler');
    return throwError(() => errorEnvelope('INTERNAL', 'Something went wrong. Please try again.'));
  }
}
