import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { rpcError } from '@leadgen/service-kit';

function minutes(ms: number): string {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/**
 * Rate limits and lockouts kept in the database, so every instance in the queue group
 * shares them and a restart does not reset them.
 */
@Injectable()
export class ThrottleService {
  constructor(private readonly orm: MikroORM) {}

  private get conn() {
    return this.orm.em.fork().getConnection();
  }

  /** Counts one request for `key`; refuses past `limit` per window. */
  async hit(key: string, limit: number, windowMs: number, message = 'Too many requests. Please wait a minute and try again.'): Promise<void> {
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

  async assertNotLocked(key: string, message: (wait: string) => string): Promise<void> {
    const rows = await this.conn.execute<{ locked_until: Date | string | null }[]>('select locked_until from throttles where key = ?', [key]);
    const until = rows[0]?.locked_until ? new Date(rows[0].locked_until) : null;
    if (until && until.getTime() > Date.now()) throw rpcError('RATE_LIMITED', message(minutes(until.getTime() - Date.now())));
  }

  /** Counts a failure; at `max` the key is locked for `lockMs` and the count starts again. */
  async recordFailure(key: string, max: number, lockMs: number): Promise<boolean> {
    const now = new Date();
    const rows = await this.conn.execute<{ failures: number }[]>(
      `insert into throttles (key, hits, window_start, failures) values (?, 0, ?, 1)
       on conflict (key) do update set failures = throttles.failures + 1
       returning failures`,
      [key, now],
    );
    if (Number(rows[0]?.failures ?? 0) < max) return false;
    await this.conn.execute('update throttles set failures = 0, locked_until = ? where key = ?', [new Date(now.getTime() + lockMs), key]);
    return true;
  }

  async clearFailures(key: string): Promise<void> {
    await this.conn.execute('update throttles set failures = 0, locked_until = null where key = ?', [key]);
  }
}
