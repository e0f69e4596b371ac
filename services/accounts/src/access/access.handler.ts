import { timingSafeEqual, createHash } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { INVALID_ACCESS_CODE } from '@leadgen/contracts';
import { rpcError, Route, type RouteRequest } from '@leadgen/service-kit';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { MailerService } from '../mail/mailer.service.js';
import { ThrottleService } from '../throttle/throttle.service.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The pre-launch gate: the code lives in this service's settings, never in the browser; a visitor without one can ask. */
@Controller()
export class AccessHandler {
  constructor(
    private readonly throttle: ThrottleService,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
    private readonly mailer: MailerService,
  ) {}

  @Route('accessCheck')
  async check(req: RouteRequest<'accessCheck'>) {
    await this.throttle.hit(
      `access:ip:${req.ip}`,
      10,
      60_000,
      'Too many attempts. Please wait a minute and try again.',
    );
    if (!timingSafeEqual(digest(req.body.code.trim()), digest(this.env.ACCESS_CODE))) {
      throw rpcError('FORBIDDEN', INVALID_ACCESS_CODE);
    }
    return { success: true as const };
  }

  /** A visitor without a code asks for one; a few requests an hour from one address at most. */
  @Route('accessRequest')
  async request(req: RouteRequest<'accessRequest'>) {
    await this.throttle.hit(
      `access-request:ip:${req.ip}`,
      5,
      60 * 60_000,
      'Too many requests from here. Please try again in an hour.',
    );
    await this.mailer.sendAccessRequest(req.body);
    return { success: true as const };
  }
}
