import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { InboxKind, SuppressionReason } from '@leadgen/contracts';
import { SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { sql } from '../db/sql.js';
import { LEADS_CLIENT, type LeadsClient } from '../leads/leads.client.js';
import { booksMeeting, callsMeetingOff, calendarOf } from './answer.calendar.js';

interface UntoldAnswer {
  id: string;
  user_id: string;
  lead_id: string;
  kind: InboxKind;
  from_address: string;
  subject: string;
  text: string;
  received_at: Date;
  return_date: string | null;
  calendar: string | null;
  overrides: InboxKind | null;
}

/**
 * Tells leads what outreach heard: each answer (the lead's timeline, Connected on a reply, Meeting
 * booked when their calendar accepted the rep's invite or they booked a time, back to Connected when
 * they call a booked meeting off: cancel it, or decline the invite after all) and
 * each address suppressed or lifted (the contact shows it, exports keep it out). Each is marked
 * told only once leads took it; what leads missed (it was down) is told again by the worker, and
 * leads takes a telling twice as once.
 */
@Injectable()
export class AnswersTeller {
  constructor(
    private readonly orm: MikroORM,
    @Inject(LEADS_CLIENT) private readonly leads: LeadsClient,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** One answer, or (no id) the oldest ones leads has not heard of yet. False when leads did not answer. */
  async tellAnswer(id?: string): Promise<boolean> {
    const em = this.orm.em.fork();
    const rows = await sql<UntoldAnswer & { overridden: boolean }>(
      em,
      `select i.*, null as overrides from outreach_inbox i where not leads_told ${id ? 'and id = ?' : ''} order by created_at limit 20`,
      id ? [id] : [],
    );
    for (const row of rows) {
      try {
        await this.leads.answerReceived(answerOf(row, null));
      } catch (err) {
        if ((err as { code?: string })?.code !== 'NOT_FOUND') return this.missed('answer', err);
      }
      await sql(em, 'update outreach_inbox set leads_told = true where id = ?', [row.id]);
    }
    return true;
  }

  /** Suppressions added and lifted that leads has not heard of (one rep's, or everyone's). */
  async tellSuppressions(userId?: string): Promise<boolean> {
    const em = this.orm.em.fork();
    const scope = userId ? 'and user_id = ?' : '';
    const added = await sql<{
      id: string;
      user_id: string;
      address: string;
      reason: SuppressionReason;
      lead_id: string | null;
      created_at: Date;
    }>(
      em,
      `select id, user_id, address, reason, lead_id, created_at from outreach_suppressions where not leads_told ${scope} order by created_at limit 50`,
      userId ? [userId] : [],
    );
    for (const s of added) {
      const told = await this.tellAddress(s.user_id, s.address, s.reason, s.lead_id, s.created_at);
      if (!told) return false;
      await sql(em, 'update outreach_suppressions set leads_told = true where id = ?', [s.id]);
    }
    const lifted = await sql<{ id: string; user_id: string; address: string; created_at: Date }>(
      em,
      `select id, user_id, address, created_at from outreach_suppression_lifts where true ${scope} order by created_at limit 50`,
      userId ? [userId] : [],
    );
    for (const l of lifted) {
      if (!(await this.tellAddress(l.user_id, l.address, null, null, l.created_at))) return false;
      await sql(em, 'delete from outreach_suppression_lifts where id = ?', [l.id]);
    }
    return true;
  }

  /** Tells leads the kind the rep set on an answer (and the one it had), so a Connected it set can be put back. */
  async tellCorrection(row: UntoldAnswer, overrides: InboxKind): Promise<void> {
    try {
      await this.leads.answerReceived(answerOf(row, overrides));
    } catch (err) {
      this.missed('correction', err);
    }
  }

  private async tellAddress(
    userId: string,
    address: string,
    reason: SuppressionReason | null,
    leadId: string | null,
    at: Date,
  ): Promise<boolean> {
    try {
      await this.leads.addressSuppressed({
        user_id: userId,
        address,
        reason,
        lead_id: leadId,
        at: new Date(at).toISOString(),
      });
      return true;
    } catch (err) {
      return this.missed('suppression', err);
    }
  }

  private missed(what: string, err: unknown): false {
    this.logger.warn({ what, err: (err as Error)?.message }, 'leads not told yet: told again later');
    return false;
  }
}

/** An answer as leads hears it: what outreach read, with the rep's correction when there is one. */
const answerOf = (row: UntoldAnswer, overrides: InboxKind | null) => ({
  user_id: row.user_id,
  lead_id: row.lead_id,
  inbox_id: row.id,
  kind: row.kind,
  overrides,
  from: row.from_address,
  subject: row.subject,
  text: row.text,
  received_at: new Date(row.received_at).toISOString(),
  return_date: row.return_date,
  invite_accepted: booksMeeting(calendarOf(row.calendar)),
  meeting_off: callsMeetingOff(calendarOf(row.calendar)),
});
