import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { DIGEST_LINK_INVALID_MESSAGE, DIGEST_OPTED_OUT_MESSAGE } from '@leadgen/contracts';
import { rpcError, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { DIGEST_CLOCK, type DigestClock } from './digest.clock.js';
import { setWeekly } from './digest.store.js';
import { userOfOptOutToken } from './digest.token.js';

/**
 * The digest email's one-click opt-out (no sign-in): the link's signed token names the rep, whose
 * digest goes off. A forged or damaged link is refused (400) and changes nothing; the rep is told
 * where to turn it off instead.
 */
@Injectable()
export class DigestOptOut {
  constructor(
    private readonly orm: MikroORM,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
    @Inject(DIGEST_CLOCK) private readonly clock: DigestClock,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async optOut(token: string): Promise<{ success: true; message: string }> {
    const userId = userOfOptOutToken(token, this.env.JWT_SECRET);
    if (!userId) throw rpcError('BAD_REQUEST', DIGEST_LINK_INVALID_MESSAGE, { token: [DIGEST_LINK_INVALID_MESSAGE] });
    // Twice is the same as once; an account since deleted has no digest to stop.
    await setWeekly(this.orm.em.fork(), userId, false, await this.clock.sync());
    this.logger.info({ user_id: userId }, 'a rep turned the weekly digest off from its email');
    return { success: true, message: DIGEST_OPTED_OUT_MESSAGE };
  }
}
