import type { EntityManager } from '@mikro-orm/core';

/** Runs one statement in the manager's transaction when it has one (`?` placeholders, both drivers). */
export function sql<T = Record<string, unknown>>(
  em: EntityManager,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
}

/** A timestamp as either driver reads it (a Date, or text from PGlite's raw rows), or null. */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}
