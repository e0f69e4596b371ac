import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError, errorEnvelope, type Caller } from '@leadgen/contracts';
import type { Request, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { routeOfRequest } from '../api/request-route.js';

export const EXPENSIVE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * Per-user limit on the routes the table marks expensive (searches, pitches, analyses): they
 * cost model tokens and outside API quota. Runs after the JWT check, so it counts users.
 */
@Injectable()
export class ExpensiveRouteThrottler implements CanActivate {
  private readonly limiter: RateLimiterMemory;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.limiter = new RateLimiterMemory({ points: env.EXPENSIVE_RATE_PER_MINUTE, duration: 60 });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!routeOfRequest(req)?.route.expensive) return true;
    const user = req.user as Caller | undefined;
    try {
      await this.limiter.consume(user ? `user:${user.id}` : `ip:${req.ip}`);
      return true;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      http.getResponse<Response>().setHeader('retry-after', String(Math.ceil(err.msBeforeNext / 1000)));
      throw new ApiError(429, errorEnvelope('RATE_LIMITED', EXPENSIVE_LIMIT_MESSAGE));
    }
  }
}
