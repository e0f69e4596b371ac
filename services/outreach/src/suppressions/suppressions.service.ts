import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Suppression, SuppressionReason } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { CLOCK, type Clock } from '../core/clock.js';
import { SuppressionRow } from '../db/entities.js';
import { stopScheduled } from '../follow-ups/sequence.stop.js';
import { STOP_REASON_OF, suppress, unsuppress } from './suppressions.store.js';

/** The rep's suppression list: unsubscribed, bounced and added by hand; checked at every send. */
@Injectable()
export class SuppressionsService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<Suppression[]> {
    const rows = await this.orm.em.fork().find(SuppressionRow, { userId }, { orderBy: { createdAt: 'desc' } });
    return rows.map((r) => ({
      id: r.id,
      address: r.address,
      reason: r.reason as SuppressionReason,
      created_at: r.createdAt.toISOString(),
    }));
  }

  /** Adds an address by hand: its scheduled emails stop at once. */
  async add(userId: string, address: string): Promise<Suppression[]> {
    await this.orm.em.fork().transactional(async (tx) => {
      await suppress(tx, userId, address, 'manual', this.clock.now());
      await stopScheduled(tx, userId, { address: address.toLowerCase() }, STOP_REASON_OF.manual);
    });
    return this.list(userId);
  }

  async remove(userId: string, id: string): Promise<Suppression[]> {
    const gone = await this.orm.em.fork().transactional((tx) => unsuppress(tx, userId, { id }));
    if (gone === 0) throw rpcError('NOT_FOUND', 'This address is not on your suppression list.');
    return this.list(userId);
  }
}
