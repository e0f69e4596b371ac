import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { databaseAnswers } from './orm.js';

/**
 * The leads database, opened at start by main.ts (migrations run then) or, when the module is used
 * without one (tests of other features), on first use: a search or a lead search test that never
 * touches My Leads never opens it.
 */
export class LeadsDatabase {
  private opening?: Promise<MikroORM>;

  constructor(
    private readonly open: () => Promise<MikroORM>,
    orm?: MikroORM,
  ) {
    if (orm) this.opening = Promise.resolve(orm);
  }

  orm(): Promise<MikroORM> {
    this.opening ??= this.open().catch((err: unknown) => {
      this.opening = undefined;
      throw err;
    });
    return this.opening;
  }

  /** A fresh unit of work: one per request. */
  async em(): Promise<EntityManager> {
    return (await this.orm()).em.fork();
  }

  /** Whether the database answers a trivial query, for the health reply. */
  async answers(): Promise<boolean> {
    try {
      return await databaseAnswers(await this.orm());
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    const orm = await this.opening?.catch(() => undefined);
    await orm?.close();
  }
}

/** Rows of a raw query run in the request's unit of work (and its transaction, when in one). */
export function rows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, [...params], 'all', em.getTransactionContext());
}
