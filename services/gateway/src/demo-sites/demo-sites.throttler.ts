import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError, errorEnvelope } from '@leadgen/contracts';
import type { Request, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { EXPENSIVE_LIMIT_MESSAGE } from '../auth/expensive-route.throttler.js';

/** Demo pages a browser address may open per minute: plenty for a rep clicking through sites. */
export const DEMO_SITE_PAGES_PER_MINUTE = 120;

/** The demo websites need no session, so they are limited per address rather than per user. */
@Injectable()
export class DemoSitesThrottler implements CanActivate {
  private readonly limiter = new RateLimiterMemory({ points: DEMO_SITE_PAGES_PER_MINUTE, duration: 60 });

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    try {
      await this.limiter.consume(`ip:${req.ip}`);
      return true;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      http.getResponse<Response>().setHeader('retry-after', String(Math.ceil(err.msBeforeNext / 1000)));
      throw new ApiError(429, errorEnvelope('RATE_LIMITED', EXPENSIVE_LIMIT_MESSAGE));
    }
  }
}
