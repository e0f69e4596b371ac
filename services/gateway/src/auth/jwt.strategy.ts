import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { ApiError, errorEnvelope, findRoute, SessionClaimsSchema, type Caller } from '@leadgen/contracts';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';

/** Verifies the session token signed by the accounts service (HS256, expiry enforced). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, so jsonwebtoken does not rebuild the key on every request.
      secretOrKey: createSecretKey(Buffer.from(env.JWT_SECRET, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: unknown): Caller {
    const claims = SessionClaimsSchema.safeParse(payload);
    if (!claims.success) throw new UnauthorizedException();
    return { id: claims.data.user_id, email: claims.data.email };
  }
}

/** Applies the JWT check only to routes the table marks as signed-in. */
@Injectable()
export class RouteAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    const match = findRoute(req.method, req.path);
    if (!match || !match.route.auth) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser = Caller>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (user && !err) return user;
    const name = info instanceof Error ? info.name : '';
    const message = String((info as Error | undefined)?.message ?? '');
    if (name === 'TokenExpiredError') {
      throw new ApiError(401, errorEnvelope('UNAUTHORIZED', 'Your session has expired. Please sign in again.'));
    }
    if (/no auth token/i.test(message)) {
      throw new ApiError(401, errorEnvelope('UNAUTHORIZED', 'Please sign in to continue.'));
    }
    throw new ApiError(401, errorEnvelope('UNAUTHORIZED', 'Your session is not valid. Please sign in again.'));
  }
}
