import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { rpcError } from '@leadgen/service-kit';

/**
 * Rate limits kept in the database, so every instance in the queue group shares them and a
 * restart does not reset them.
 */
@Injectable()
export class ThrottleService {
  constructor(private readonly orm: MikroORM) {}

  private get conn() {
    return this.orm.em.fork().getConnection();
  }

  /** Counts one request for `key`; refuses past `limit` per window. */
  async hit(
    key: string,
    limit: number,
    windowMs: number,
    message = 'Too many requests. Please wait a minute and try again.',
  ): Promise<void> {
    const now = new Date();
    const expired = new Date(now.getTime() - windowMs);
    const rows = await this.conn.execute<{ hits: number }[]>(
      `insert into throttles (key, hits, window_start) values (?, 1, ?)
       on conflict (key) do update set
         hits = case when throttles.window_start < ? then 1 else throttles.hits + 1 end,
         window_start = case when throttles.window_start < ? then excluded.window_start else throttles.window_start end
       returning hits`,
      [key, now, expired, expired],
    );
    if (Number(rows[0]?.hits ?? 0) > limit) throw rpcError('RATE_LIMITED', message);
  }
}
