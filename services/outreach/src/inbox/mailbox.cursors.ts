import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import { answersSince } from './mailbox.baseline.js';

/**
 * Each watched mailbox's place (UIDVALIDITY and the last UID read) and who holds it: one instance
 * at a time, by a lease it renews; one that stops renewing (it died) is taken over by another.
 */
export class MailboxCursors {
  constructor(
    private readonly orm: MikroORM,
    private readonly instanceId: string,
    private readonly leaseMs: number,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  /** Takes or keeps the mailbox for this instance; false when another holds it. */
  async lease(key: string): Promise<boolean> {
    const em = this.em();
    await sql(
      em,
      `insert into outreach_mailbox_cursors (mailbox_key) values (?) on conflict (mailbox_key) do nothing`,
      [key],
    );
    const now = new Date();
    const rows = await sql(
      em,
      `update outreach_mailbox_cursors set lease_owner = ?, lease_until = ?
       where mailbox_key = ? and (lease_owner is null or lease_owner = ? or lease_until < ?) returning mailbox_key`,
      [this.instanceId, new Date(now.getTime() + this.leaseMs), key, this.instanceId, now],
    );
    return rows.length > 0;
  }

  async release(key: string): Promise<void> {
    await sql(
      this.em(),
      `update outreach_mailbox_cursors set lease_owner = null, lease_until = null where mailbox_key = ? and lease_owner = ?`,
      [key, this.instanceId],
    );
  }

  /**
   * The mailbox as the server has it now: a new UIDVALIDITY (the server renumbered it) starts the
   * place again from its first message; answers already kept are known by their Message-ID.
   */
  async begin(key: string, uidValidity: string): Promise<void> {
    await sql(
      this.em(),
      `update outreach_mailbox_cursors set uid_validity = ?, last_uid = case when uid_validity = ? then last_uid else 0 end
       where mailbox_key = ?`,
      [uidValidity, uidValidity, key],
    );
  }

  async lastUid(key: string): Promise<number> {
    const [row] = await sql<{ last_uid: string | number }>(
      this.em(),
      'select last_uid from outreach_mailbox_cursors where mailbox_key = ?',
      [key],
    );
    return Number(row?.last_uid ?? 0);
  }

  /** Where a first read starts (answersSince): the day before the mailbox's first email, or null. */
  answersSince(userId: string | null): Promise<Date | null> {
    return answersSince(this.em(), userId);
  }

  /** Moves the place past messages that cannot be answers (a first read before anything was sent). */
  async skipTo(key: string, uidValidity: string, uid: number): Promise<void> {
    await sql(
      this.em(),
      `update outreach_mailbox_cursors set last_uid = greatest(last_uid, ?) where mailbox_key = ? and uid_validity = ?`,
      [uid, key, uidValidity],
    );
  }

  async checked(key: string, error: string | null): Promise<void> {
    await sql(this.em(), 'update outreach_mailbox_cursors set checked_at = ?, error = ? where mailbox_key = ?', [
      new Date(),
      error?.slice(0, 500) ?? null,
      key,
    ]);
  }
}
