import { Injectable } from '@nestjs/common';
import { LEAD_STATUS_LABELS, type OutreachEmailSent, type OutreachEmailSentReply } from '@leadgen/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { businessDaysLater, localDate, spokenTime, wallClockInstant } from '@leadgen/calendar';
import { Clock } from '../core/clock.js';
import { timeZoneOf } from '../my-leads/best-time.planner.js';
import { LeadActivityRow, type SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from '../my-leads/lead-activity.js';
import { ownSavedLead } from '../my-leads/saved-leads.reads.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { keepEmailedAddress } from '../contacts/keep-emailed.js';
import { LeadStatusChangedPublisher } from './lead-status-changed.publisher.js';

/** A follow-up comes three business days after an email, at the hour a rep's own follow-up lands. */
export const FOLLOW_UP_BUSINESS_DAYS = 3;
const FOLLOW_UP_HOUR = 9;

/**
 * The lead's follow-up after an email: the call a reply took up (whatever was set before), else
 * the suggestion when the lead has none. Returns whether it changed.
 */
function followUpAfterEmail(tx: EntityManager, lead: SavedLeadRow, at: Date | null, now: Date, call: boolean): boolean {
  if (!at || lead.followUpAt?.getTime() === at.getTime()) return false;
  const detail = `Follow-up set to ${at.toISOString()}${call ? ' (the call they asked for)' : ''}`;
  recordActivity(tx, lead, 'follow_up', detail, {
    from: lead.followUpAt?.toISOString() ?? null,
    to: at.toISOString(),
    at: now,
  });
  lead.followUpAt = at;
  return true;
}

/**
 * An email outreach sent from a saved lead, kept in the lead's history with its text. The email's id
 * is the history entry's id, so an email told twice (outreach retries a tell it saw fail) is kept
 * once. A lead at New moves to Attempted; a follow-up three business days later (in the lead's time
 * zone) is suggested, and set when the lead has none; a reply that takes up the time their answer
 * proposed sets the follow-up to that call.
 */
@Injectable()
export class OutreachEmailSentRecorder {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly marks: SavedMarksCache,
    private readonly statusChanged: LeadStatusChangedPublisher,
    private readonly clock: Clock,
  ) {}

  async record(email: OutreachEmailSent): Promise<OutreachEmailSentReply> {
    const em = await this.db.em();
    const now = this.clock.now();
    const sentAt = Number.isNaN(Date.parse(email.sent_at)) ? now : new Date(email.sent_at);
    const { status, moved, suggested, kept } = await em.transactional(async (tx) => {
      const lead = await ownSavedLead(tx, email.user_id, email.lead_id, { lock: true });
      const zone = lead.timeZone ?? timeZoneOf(lead.lead) ?? 'UTC';
      // A reply taking up the time they proposed: the follow-up is that call.
      const call = email.call ? spokenTime(email.call.when, new Date(email.call.said_at), zone) : null;
      const callAt = call && call.getTime() > now.getTime() ? call : null;
      const suggested = callAt ? localDate(callAt, zone) : businessDaysLater(sentAt, FOLLOW_UP_BUSINESS_DAYS, zone);
      if (await tx.findOne(LeadActivityRow, { id: email.email_id }, { fields: ['id'] }))
        return { status: lead.status, moved: false, suggested, kept: false };
      tx.create(LeadActivityRow, {
        id: email.email_id,
        leadId: lead.id,
        userId: lead.userId,
        authorName: lead.ownerName,
        kind: 'email',
        detail: `Email sent to ${email.to}: ${email.subject}\n\n${email.body}`,
        fromValue: null,
        toValue: email.to.slice(0, 300),
        at: sentAt,
      });
      // Whom the conversation is with, kept on the lead (a follow-up goes where its first email went).
      const kept = email.step === 0 && (await keepEmailedAddress(tx, lead, email.to, email.to_name ?? null, now));
      const moved = lead.status === 'new';
      if (moved) {
        const detail = `Status ${LEAD_STATUS_LABELS.new} -> ${LEAD_STATUS_LABELS.attempted}`;
        recordActivity(tx, lead, 'status', detail, { from: 'new', to: 'attempted', at: now });
        lead.status = 'attempted';
        lead.statusChangedAt = now;
        lead.lostReason = null;
      }
      const setFollowUp = followUpAfterEmail(
        tx,
        lead,
        callAt ?? (lead.followUpAt ? null : wallClockInstant(suggested, FOLLOW_UP_HOUR, zone)),
        now,
        !!callAt,
      );
      if (moved || setFollowUp) lead.version += 1;
      lead.updatedAt = now;
      await tx.flush();
      return { status: lead.status, moved, suggested, kept };
    });
    // The search table's marks show whether an email or a person is known.
    if (kept && !moved) this.marks.forget(email.user_id);
    if (moved) {
      this.marks.forget(email.user_id);
      this.statusChanged.tell(email.user_id, email.lead_id, status);
    }
    return { lead_status: status, suggested_follow_up: suggested };
  }
}
