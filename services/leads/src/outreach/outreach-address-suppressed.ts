import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import {
  EMAIL_SUPPRESSED_ACTIVITY_KIND,
  type OutreachAddressSuppressed,
  type OutreachAddressSuppressedReplySchema,
  type SuppressionReason,
} from '@leadgen/contracts';
import type { z } from 'zod';
import { Clock } from '../core/clock.js';
import { SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { recordActivity } from '../my-leads/lead-activity.js';

type SuppressedReply = z.infer<typeof OutreachAddressSuppressedReplySchema>;

/** Why an address went on the rep's suppression list, as the lead's timeline says it. */
const SUPPRESSION_WORDS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  opted_out: 'Asked not to be emailed',
  manual: 'Put on your suppression list',
};

/** The timeline's line: "Unsubscribed: ana@casa.example", or "Taken off your suppression list: ana@casa.example". */
export function suppressionDetail(reason: SuppressionReason | null, address: string): string {
  return `${reason ? SUPPRESSION_WORDS[reason] : 'Taken off your suppression list'}: ${address}`;
}

/** The rep's contacts at an address: an email's own, or a person's kept email, whatever its case. */
const AT_ADDRESS = `"user_id" = ? and (("kind" = 'email' and "value_key" = ?) or lower("email") = ?)`;

/**
 * An address going on the rep's suppression list (it unsubscribed, bounced, asked not to be emailed,
 * or the rep put it there), or coming off it (reason null). Every contact of the rep's at that
 * address, on any saved lead, is marked (or cleared), so My Leads shows it and no export hands it over
 * as mailable; the address is kept on the rep's list in leads too, so a contact kept later is marked
 * as well. The lead whose email brought it says so in its timeline. Told twice, nothing changes the
 * second time (outreach retries until leads answers).
 */
@Injectable()
export class OutreachSuppressionRecorder {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async record(told: OutreachAddressSuppressed): Promise<SuppressedReply> {
    const address = told.address.trim().toLowerCase();
    const at = Number.isNaN(Date.parse(told.at)) ? this.clock.now() : new Date(told.at);
    const em = await this.db.em();
    const contacts = await em.transactional(async (tx) => {
      const changed = await keepOnList(tx, told.user_id, address, told.reason, at);
      await markContacts(tx, told.user_id, address, told.reason, at);
      if (changed && told.lead_id) await tellOnLead(tx, told.user_id, told.lead_id, told.reason, address, at);
      await tx.flush();
      return markedCount(tx, told.user_id, address);
    });
    return { contacts };
  }
}

/**
 * The address on the rep's list with its reason, or off it: whether the list changed. Written in one
 * statement, so two tellings at once change it once; the row stays locked until the telling is kept.
 */
async function keepOnList(
  tx: EntityManager,
  userId: string,
  address: string,
  reason: SuppressionReason | null,
  at: Date,
): Promise<boolean> {
  if (reason === null) {
    const removed = await rows(
      tx,
      `delete from "contact_opt_outs" where "user_id" = ? and "address" = ? returning "address"`,
      [userId, address],
    );
    return removed.length > 0;
  }
  const written = await rows(
    tx,
    `insert into "contact_opt_outs" ("user_id", "address", "reason", "at") values (?, ?, ?, ?)
     on conflict ("user_id", "address") do update set "reason" = excluded."reason", "at" = excluded."at"
     where "contact_opt_outs"."reason" is distinct from excluded."reason"
     returning "address"`,
    [userId, address, reason, at],
  );
  return written.length > 0;
}

/** Every contact of the rep's at the address marked with the reason (or cleared); one already so is left as it is. */
async function markContacts(
  tx: EntityManager,
  userId: string,
  address: string,
  reason: SuppressionReason | null,
  at: Date,
): Promise<void> {
  await tx
    .getConnection()
    .execute(
      `update "lead_contacts" set "opted_out" = ?, "opted_out_at" = ? where ${AT_ADDRESS} and "opted_out" is distinct from ?`,
      [reason, reason ? at : null, userId, address, address, reason],
      'run',
      tx.getTransactionContext(),
    );
}

/** How many of the rep's kept contacts (not removed) at the address carry an opt-out now. */
async function markedCount(tx: EntityManager, userId: string, address: string): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    tx,
    `select count(*) as "n" from "lead_contacts" where ${AT_ADDRESS} and "removed_at" is null and "opted_out" is not null`,
    [userId, address, address],
  );
  return Number(row?.n ?? 0);
}

/** The line on the lead whose email brought the suppression; a lead the rep no longer has gets none. */
async function tellOnLead(
  tx: EntityManager,
  userId: string,
  leadId: string,
  reason: SuppressionReason | null,
  address: string,
  at: Date,
): Promise<void> {
  const lead = await tx.findOne(SavedLeadRow, { id: leadId, userId }, { fields: ['id', 'userId', 'ownerName'] });
  if (!lead) return;
  // An address added by hand is the rep's doing; an unsubscribe, a bounce or an opt-out is the restaurant's.
  const by = { id: lead.id, userId: lead.userId, ownerName: reason === 'manual' ? lead.ownerName : '' };
  recordActivity(tx, by, EMAIL_SUPPRESSED_ACTIVITY_KIND, suppressionDetail(reason, address), { to: reason, at });
}
