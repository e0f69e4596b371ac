import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { ApiError, errorEnvelope, SessionClaimsSchema, type Caller } from '@leadgen/contracts';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { SessionRegistry } from './session.registry.js';
import { routeOfRequest } from '../api/request-route.js';

const fromBearer = ExtractJwt.fromAuthHeaderAsBearerToken();
/** How long a verified token is taken on sight; never past its own expiry. */
const VERIFIED_TTL_MS = 60_000;

/**
 * Verifies the session token signed by the accounts service (HS256, expiry enforced), then that
 * its session is alive (SessionRegistry: confirmed lately by accounts, else asked). A token whose
 * signature was verified in the last minute skips the signature check until it expires: the same
 * browser sends the same token with every call, and jsonwebtoken's verify costs more than the rest
 * of the route. The session check is never skipped.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new LRUCache<string, Caller>({ max: 10_000, ttl: VERIFIED_TTL_MS });

  constructor(
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    private readonly sessions: SessionRegistry,
  ) {
    super({
      jwtFromRequest: fromBearer,
      // A KeyObject, so jsonwebtoken does not rebuild the key on every request.
      secretOrKey: createSecretKey(Buffer.from(env.JWT_SECRET, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  override authenticate(req: Request, options?: object): void {
    const token = fromBearer(req);
    const caller = token ? this.verified.get(token) : undefined;
    if (!caller) return super.authenticate(req, options);
    const self = this as unknown as { success(user: Caller): void; error(err: unknown): void };
    const known = this.sessions.known(caller);
    if (known) return self.success(caller);
    if (known === false) return self.error(new UnauthorizedException());
    this.sessions.alive(caller).then(
      (alive) => (alive ? self.success(caller) : self.error(new UnauthorizedException())),
      (err: unknown) => self.error(err),
    );
  }

  async validate(req: Request, payload: unknown): Promise<Caller> {
    const claims = SessionClaimsSchema.safeParse(payload);
    if (!claims.success) throw new UnauthorizedException();
    const caller: Caller = {
      id: claims.data.user_id,
      email: claims.data.email,
      session_id: claims.data.sid,
      // A token from before teams names none: its rep is a team of one.
      ...(claims.data.team_id ? { team_id: claims.data.team_id } : {}),
      ...(claims.data.team_role ? { team_role: claims.data.team_role } : {}),
      ...nameOf(claims.data),
    };
    if (!(await this.sessions.alive(caller))) throw new UnauthorizedException();
    const token = fromBearer(req);
    const left = claims.data.exp * 1000 - Date.now();
    if (token && left > 0) this.verified.set(token, caller, { ttl: Math.min(VERIFIED_TTL_MS, left) });
    return caller;
  }
}

/** The rep's name from the token, as teammates read it; none when the token carries none. */
function nameOf(claims: { first_name: string; last_name: string }): { name?: string } {
  const name = `${claims.first_name} ${claims.last_name}`.trim();
  return name ? { name } : {};
}

/** Applies the JWT check only to routes the table marks as signed-in. */
@Injectable()
export class RouteAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    const match = routeOfRequest(req);
    if (!match || !match.route.auth) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser = Caller>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (user && !err) return user;
    // Accounts could not be asked whether the session is alive: 503, never a pass.
    if (err instanceof ApiError) throw err;
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
