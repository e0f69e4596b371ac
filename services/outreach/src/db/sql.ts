import type { EntityManager } from '@mikro-orm/core';

/** Runs one statement in the manager's transaction when it has one (`?` placeholders, both drivers). */
export function sql<T = Record<string, unknown>>(
  em: EntityManager,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
}
