import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import { newUnsubscribeToken } from './unsubscribe.token.js';

/** The recipient's token for this rep, made on the first email to them and kept for every later one. */
export async function tokenFor(em: EntityManager, userId: string, address: string, at: Date): Promise<string> {
  const addr = address.toLowerCase();
  await sql(
    em,
    `insert into outreach_unsubscribe_tokens (token, user_id, address, created_at) values (?, ?, ?, ?)
     on conflict (user_id, address) do nothing`,
    [newUnsubscribeToken(), userId, addr, at],
  );
  const [row] = await sql<{ token: string }>(
    em,
    'select token from outreach_unsubscribe_tokens where user_id = ? and address = ?',
    [userId, addr],
  );
  return row!.token;
}

export async function ownerOfToken(
  em: EntityManager,
  token: string,
): Promise<{ userId: string; address: string } | null> {
  const [row] = await sql<{ user_id: string; address: string }>(
    em,
    'select user_id, address from outreach_unsubscribe_tokens where token = ?',
    [token],
  );
  return row ? { userId: row.user_id, address: row.address } : null;
}
