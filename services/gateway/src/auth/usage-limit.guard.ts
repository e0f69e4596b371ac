import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError, errorEnvelope, usageLimitMessage, type Caller, type LimitedUsageKind } from '@leadgen/contracts';
import type { Request } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { UsageLimitsRegistry } from './usage-limits.registry.js';
import { routeOfRequest } from '../api/request-route.js';

/**
 * Refuses a route that uses a kind of the plan (the route table's `usage`: lead search, pitches,
 * exports) to a caller who has reached the plan's monthly limit for it: 429 USAGE_LIMIT_REACHED,
 * saying the limit and when it resets. What the caller has reached is known in memory
 * (UsageLimitsRegistry), so no call asks anything more. A route that spends a kind on the caller's
 * behalf beside its own work (`spends`) is never refused for it: the service is told which of them
 * are reached (`caller.limits_reached`). Off when USAGE_LIMITS is `count`.
 */
@Injectable()
export class UsageLimitGuard implements CanActivate {
  private readonly enforced: boolean;

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    private readonly limits: UsageLimitsRegistry,
  ) {
    this.enforced = env.USAGE_LIMITS === 'enforce';
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.enforced) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const route = routeOfRequest(req)?.route;
    const user = req.user as Caller | undefined;
    if (user && route?.spends) req.user = this.withLimitsReached(user, route.spends);
    const kind = route?.usage;
    if (!kind || !user) return true;
    const reached = this.limits.reached(user.id, kind);
    if (!reached) return true;
    throw new ApiError(
      429,
      errorEnvelope('USAGE_LIMIT_REACHED', usageLimitMessage(kind, reached.limit, reached.reset_date, reached.plan)),
    );
  }

  /** The caller as the service hears it: which of what the route spends on their behalf is at its limit. */
  private withLimitsReached(user: Caller, spends: readonly LimitedUsageKind[]): Caller {
    const reached = spends.filter((k) => this.limits.reached(user.id, k));
    return reached.length ? { ...user, limits_reached: reached } : user;
  }
}
