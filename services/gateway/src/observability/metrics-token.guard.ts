import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError, errorEnvelope } from '@leadgen/contracts';
import type { Request, Response } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * /metrics tells whoever reads it which routes are used and how often: with METRICS_TOKEN set, only
 * a scraper holding the token reads it (the comparison takes the same time whatever it is sent).
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.expected = env.METRICS_TOKEN ? digest(env.METRICS_TOKEN) : null;
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) return true;
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
