import { Injectable } from '@nestjs/common';
import type { SavedLeadContacts } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { LeadContactRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from '../my-leads/lead-activity.js';
import { ownSavedLead } from '../my-leads/saved-leads.reads.js';
import { CONTACT_NOT_FOUND_MESSAGE, shownContact } from './contact-rows.js';
import { readSavedLeadContacts } from './saved-contacts.js';

/**
 * A contact the rep removes: kept only as a tombstone (its kind and key), so a later read of the
 * site never brings it back; the rest of what was kept of it (evidence, a person's email) goes.
 */
@Injectable()
export class RemoveContact {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
    private readonly marks: SavedMarksCache,
  ) {}

  async remove(userId: string, id: string, contactId: string): Promise<SavedLeadContacts> {
    const em = await this.db.em();
    const answer = await em.transactional(async (tx) => {
      const lead = await ownSavedLead(tx, userId, id, { lock: true });
      const row = await tx.findOne(LeadContactRow, { id: contactId, leadId: id, removedAt: null });
      if (!row) throw rpcError('NOT_FOUND', CONTACT_NOT_FOUND_MESSAGE);
      const now = this.clock.now();
      recordActivity(tx, lead, 'contacts', `Contact removed: ${shownContact(row)}`, { at: now });
      Object.assign(row, { removedAt: now, updatedAt: now, email: null, phone: null, pageUrl: null, evidence: null });
      lead.updatedAt = now;
      await tx.flush();
      return readSavedLeadContacts(tx, id);
    });
    // The search table's marks show whether an email or a person is known.
    this.marks.forget(userId);
    return answer;
  }
}
