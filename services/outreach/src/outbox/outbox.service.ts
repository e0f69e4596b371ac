import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { OutreachEmailsQuerySchema, type OutreachEmail } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import type { z } from 'zod';
import { CLOCK, type Clock } from '../core/clock.js';
import { EmailRow } from '../db/entities.js';
import { sql } from '../db/sql.js';
import { outboxEmailView } from './outbox-email.view.js';

/** The rep's outbox: every email they scheduled or sent, newest first; another rep's is 404. */
@Injectable()
export class OutboxService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(
    userId: string,
    q: z.output<typeof OutreachEmailsQuerySchema>,
  ): Promise<{ emails: OutreachEmail[]; total: number }> {
    const where = { userId, ...(q.status ? { status: q.status } : {}), ...(q.lead_id ? { leadId: q.lead_id } : {}) };
    const em = this.orm.em.fork();
    const [rows, total] = await em.findAndCount(EmailRow, where, {
      orderBy: { createdAt: 'desc', step: 'asc' },
      limit: q.limit,
    });
    return { emails: rows.map(outboxEmailView), total };
  }

  /** Cancels a scheduled email and its sequence's later steps; one already sent or stopped stays as it is. */
  async cancel(userId: string, id: string): Promise<{ emails: OutreachEmail[] }> {
    const em = this.orm.em.fork();
    const row = await em.findOne(EmailRow, { id, userId });
    if (!row) throw rpcError('NOT_FOUND', 'This email is not in your outbox.');
    if (row.status !== 'scheduled' && row.status !== 'held') {
      throw rpcError(
        'CONFLICT',
        `This email is no longer scheduled (${row.status.replace('_', ' ')}): it cannot be cancelled.`,
      );
    }
    await em.transactional(async (tx) => {
      await tx.getConnection().execute(
        `update outreach_emails set status = 'cancelled', stop_reason = 'cancelled'
         where user_id = ? and sequence_id = ? and step >= ? and status in ('scheduled', 'held')`,
        [userId, row.sequenceId, row.step],
        'run',
        tx.getTransactionContext(),
      );
    });
    const rows = await this.orm.em
      .fork()
      .find(EmailRow, { sequenceId: row.sequenceId, userId }, { orderBy: { step: 'asc' } });
    return { emails: rows.map(outboxEmailView) };
  }

  /** Sends a held follow-up on the rep's word: back in the queue, due now if its day has passed. */
  async release(userId: string, id: string): Promise<{ emails: OutreachEmail[] }> {
    const em = this.orm.em.fork();
    const row = await em.findOne(EmailRow, { id, userId });
    if (!row) throw rpcError('NOT_FOUND', 'This email is not in your outbox.');
    if (row.status !== 'held') {
      throw rpcError('CONFLICT', `This email is not held (${row.status.replace('_', ' ')}): there is nothing to send.`);
    }
    const now = this.clock.now();
    await sql(
      em,
      `update outreach_emails set status = 'scheduled', error = null, due_at = greatest(due_at, ?)
       where id = ? and user_id = ? and status = 'held'`,
      [now, id, userId],
    );
    const rows = await this.orm.em
      .fork()
      .find(EmailRow, { sequenceId: row.sequenceId, userId }, { orderBy: { step: 'asc' } });
    return { emails: rows.map(outboxEmailView) };
  }
}
