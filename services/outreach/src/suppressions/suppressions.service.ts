import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Suppression, SuppressionReason } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { CLOCK, type Clock } from '../core/clock.js';
import type { Sender } from '../core/sender.js';
import { stopScheduled } from '../follow-ups/sequence.stop.js';
import { LIST_OF_SENDER, listParams, STOP_REASON_OF, suppress, unsuppress } from './suppressions.store.js';
import { sql } from '../db/sql.js';

/**
 * The team's suppression list: unsubscribed, bounced, opted out and added by hand, from any rep's
 * email, with what the rep brought from before the team; checked at every send.
 */
@Injectable()
export class SuppressionsService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(who: Sender): Promise<Suppression[]> {
    const rows = await sql<{ id: string; address: string; reason: SuppressionReason; created_at: Date | string }>(
      this.orm.em.fork(),
      `select id, address, reason, created_at from outreach_suppressions where ${LIST_OF_SENDER} order by created_at desc`,
      listParams(who),
    );
    return rows.map((r) => ({
      id: r.id,
      address: r.address,
      reason: r.reason,
      created_at: new Date(r.created_at).toISOString(),
    }));
  }

  /** Adds an address by hand: its scheduled emails stop at once, every teammate's too. */
  async add(who: Sender, address: string): Promise<Suppression[]> {
    await this.orm.em.fork().transactional(async (tx) => {
      await suppress(tx, who, address, 'manual', this.clock.now());
      await stopScheduled(tx, who, { address: address.toLowerCase() }, STOP_REASON_OF.manual);
    });
    return this.list(who);
  }

  async remove(who: Sender, id: string): Promise<Suppression[]> {
    const gone = await this.orm.em.fork().transactional((tx) => unsuppress(tx, who, { id }));
    if (gone === 0) throw rpcError('NOT_FOUND', 'This address is not on your suppression list.');
    return this.list(who);
  }
}
