import type { EntityManager } from '@mikro-orm/core';
import { inWindow, nextDaysWindow, nextSlot } from '@leadgen/calendar';
import { sql } from '../db/sql.js';
import { holdFollowUps } from '../follow-ups/sequence.hold.js';
import { sendingPaused } from '../inbox/bounce.breaker.js';
import type { MailboxStore } from '../mailbox/mailbox.store.js';
import { startOfUtcDay } from '../mailbox/mailbox.store.js';
import { domainKeyOf, lockDomains, sentToDomainToday, type DomainKey } from '../send/domain-cap.js';

interface DueRow {
  id: string;
  user_id: string;
  team_id: string;
  lead_domain: string | null;
  time_zone: string;
  in_window: boolean;
  step: number;
}

export interface Claimed {
  id: string;
  userId: string;
}

/**
 * Claims due emails for this instance in one transaction: rows locked with FOR UPDATE SKIP LOCKED
 * (another instance takes the others), each rep's cap counted under a lock of its own (two
 * instances never both count below it), and marked 'sending' with who claimed them and when.
 * A due email outside its window, over its rep's cap for today, or over its team's cap for its
 * restaurant group (`domainCap`), is moved to the next window instead.
 */
export async function claimDue(
  em: EntityManager,
  mailboxes: MailboxStore,
  instanceId: string,
  now: Date,
  limits: { batch: number; domainCap: number },
): Promise<Claimed[]> {
  return em.transactional(async (tx) => {
    const due = await sql<DueRow>(
      tx,
      `select id, user_id, team_id, lead_domain, time_zone, in_window, step from outreach_emails
       where status = 'scheduled' and due_at <= ? order by due_at, step limit ? for update skip locked`,
      [now, limits.batch],
    );
    const domainRoom = await roomPerDomain(tx, due, limits.domainCap, now);
    const byRep = new Map<string, DueRow[]>();
    for (const row of due) byRep.set(row.user_id, [...(byRep.get(row.user_id) ?? []), row]);
    const claimed: Claimed[] = [];
    // Reps in one order everywhere: two instances never wait on each other's rep locks in a circle.
    for (const userId of [...byRep.keys()].sort()) {
      await mailboxes.lockRep(tx, userId);
      const access = await mailboxes.access(tx, userId);
      let room = (access?.dailyCap ?? 0) - (await mailboxes.sentToday(tx, userId, now));
      const paused = (await sendingPaused(tx, userId)) !== null;
      for (const row of byRep.get(userId)!) {
        // Too many bounces: new first emails wait (an hour at a time) until the rep resumes; follow-ups go on.
        if (paused && Number(row.step) === 0) {
          await moveTo(tx, row.id, new Date(now.getTime() + 3_600_000));
          continue;
        }
        const window = {
          startHour: access?.windowStartHour ?? 8,
          endHour: access?.windowEndHour ?? 18,
          timeZone: row.time_zone,
        };
        if (row.in_window && !inWindow(now, window)) {
          await moveTo(tx, row.id, nextSlot(now, window));
        } else if ((access && room <= 0) || domainRoom.full(row)) {
          const tomorrow = new Date(startOfUtcDay(now).getTime() + 86_400_000);
          await moveTo(tx, row.id, row.in_window ? nextDaysWindow(now, window) : tomorrow);
        } else {
          room--;
          domainRoom.take(row);
          claimed.push({ id: row.id, userId });
        }
      }
    }
    if (claimed.length > 0) {
      await sql(
        tx,
        `update outreach_emails set status = 'sending', claimed_by = ?, claimed_at = ?, attempted_at = null
         where id in (${claimed.map(() => '?').join(', ')})`,
        [instanceId, now, ...claimed.map((c) => c.id)],
      );
    }
    return claimed;
  });
}

/**
 * The emails each team may still send today to each restaurant group among the due rows, counted
 * under the groups' locks (taken before any rep's).
 */
async function roomPerDomain(tx: EntityManager, due: DueRow[], cap: number, now: Date) {
  const keys = due.map(domainKeyOf).filter((k): k is DomainKey => k !== null);
  await lockDomains(tx, keys);
  const room = new Map<string, number>();
  const name = (k: DomainKey) => `${k.teamId}\n${k.domain}`;
  for (const key of keys) if (!room.has(name(key))) room.set(name(key), cap - (await sentToDomainToday(tx, key, now)));
  const nameOf = (row: DueRow) => {
    const key = domainKeyOf(row);
    return key ? name(key) : null;
  };
  return {
    full: (row: DueRow) => {
      const key = nameOf(row);
      return key !== null && room.get(key)! <= 0;
    },
    take: (row: DueRow) => {
      const key = nameOf(row);
      if (key !== null) room.set(key, room.get(key)! - 1);
    },
  };
}

async function moveTo(em: EntityManager, id: string, at: Date): Promise<void> {
  await sql(em, 'update outreach_emails set due_at = ? where id = ?', [at, id]);
}

/**
 * Claims whose instance is gone (older than the lease): one whose message the mail server never
 * asked for (not marked attempted) goes back to the queue; one whose message it had begun to take
 * may have been delivered, so it becomes 'outcome unknown' and is never sent again.
 */
export async function recoverAbandoned(
  em: EntityManager,
  now: Date,
  leaseMs: number,
): Promise<{ requeued: number; unknown: number }> {
  const before = new Date(now.getTime() - leaseMs);
  const requeued = await sql(
    em,
    `update outreach_emails set status = 'scheduled', claimed_by = null, claimed_at = null
     where status = 'sending' and claimed_at < ? and attempted_at is null returning id`,
    [before],
  );
  const unknown = await sql<{ id: string; sequence_id: string; step: number }>(
    em,
    `update outreach_emails set status = 'outcome_unknown',
       error = 'Sending stopped part way (the service restarted): the mail server may or may not have taken it. Where your mailbox is read for answers, its Sent folder settles this within the hour; else it is not sent again.'
     where status = 'sending' and claimed_at < ? and attempted_at is not null returning id, sequence_id, step`,
    [before],
  );
  await holdFollowUps(
    em,
    unknown.filter((u) => Number(u.step) === 0).map((u) => u.sequence_id),
  );
  return { requeued: requeued.length, unknown: unknown.length };
}
