import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError, errorEnvelope } from '@leadgen/contracts';
import type { Request, Response } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * /metrics tells whoever reads it which routes are used and how often: with METRICS_TOKEN set, only
 * a scraper holding the token reads it (the comparison takes the same time whatever it is sent).
 * Without one it is open only in development and tests; in production it is closed (403) until
 * METRICS_TOKEN is set.
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;
  private readonly openWithoutToken: boolean;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.expected = env.METRICS_TOKEN ? digest(env.METRICS_TOKEN) : null;
    this.openWithoutToken = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) {
      if (this.openWithoutToken) return true;
      throw new ApiError(
        403,
        errorEnvelope(
          'FORBIDDEN',
          'Metrics are closed: set METRICS_TOKEN on the gateway, then send it as a Bearer token.',
        ),
      );
    }
    const http = context.switchToHttp();
    const header = http.getRequest<Request>().headers.authorization ?? '';
    const sent = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (sent && timingSafeEqual(digest(sent), this.expected)) return true;
    http.getResponse<Response>().setHeader('www-authenticate', 'Bearer realm="metrics"');
    throw new ApiError(
      401,
      errorEnvelope('UNAUTHORIZED', 'Metrics need the metrics token: send Authorization: Bearer <METRICS_TOKEN>.'),
    );
  }
}
