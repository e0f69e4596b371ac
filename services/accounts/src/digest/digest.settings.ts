import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { DigestSettings } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { DIGEST_CLOCK, type DigestClock } from './digest.clock.js';
import { readSettings, setWeekly } from './digest.store.js';

/** The weekly digest's switch in Account Settings (GET/PUT /api/account/digest): the caller's own. */
@Injectable()
export class DigestSettingsService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(DIGEST_CLOCK) private readonly clock: DigestClock,
  ) {}

  get(userId: string): Promise<DigestSettings> {
    return readSettings(this.orm.em.fork(), userId);
  }

  async set(userId: string, weekly: boolean): Promise<DigestSettings> {
    // The clock read afresh: just after a start (or a move of the simulated clock) now() may still lag.
    const saved = await setWeekly(this.orm.em.fork(), userId, weekly, await this.clock.sync());
    // A session whose account is gone: nothing to keep the setting for.
    if (!saved) throw rpcError('NOT_FOUND', 'Your account was not found. Please sign in again.');
    return saved;
  }
}
