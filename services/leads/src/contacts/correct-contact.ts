import { Injectable } from '@nestjs/common';
import type { ContactUpdateRequest, SavedLeadContacts } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from '../my-leads/lead-activity.js';
import { ownSavedLead } from '../my-leads/saved-leads.reads.js';
import { duplicateMessage } from './add-contact.js';
import { markFromOptOuts } from './contact-opt-outs.js';
import { CONTACT_NOT_FOUND_MESSAGE, contactsOfLead, shownContact, tombstone } from './contact-rows.js';
import { checkedExtra, checkedValue } from './contact-value.js';
import { readSavedLeadContacts } from './saved-contacts.js';

/** A correction of a kept contact: marked edited, so no later read of the site overwrites it. */
@Injectable()
export class CorrectContact {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
    private readonly marks: SavedMarksCache,
  ) {}

  async correct(userId: string, id: string, contactId: string, req: ContactUpdateRequest): Promise<SavedLeadContacts> {
    const em = await this.db.em();
    const answer = await em.transactional(async (tx) => {
      const lead = await ownSavedLead(tx, userId, id, { lock: true });
      const all = await contactsOfLead(tx, id);
      const row = all.find((c) => c.id === contactId && !c.removedAt);
      if (!row) throw rpcError('NOT_FOUND', CONTACT_NOT_FOUND_MESSAGE);
      const before = shownContact(row);
      const wrong = row.source === 'site' ? { kind: row.kind, key: row.valueKey } : null;
      if (req.value !== undefined) {
        const kept = checkedValue(row.kind, req.value);
        const same = all.find((c) => c.id !== row.id && c.kind === row.kind && c.valueKey === kept.key);
        if (same && !same.removedAt) throw rpcError('CONFLICT', duplicateMessage(shownContact(same)));
        // Corrected to one the rep removed before: the correction is the one kept.
        if (same) {
          tx.remove(same);
          await tx.flush();
        }
        Object.assign(row, { value: kept.value, valueKey: kept.key, display: kept.display });
      }
      if (req.label !== undefined) row.label = req.label;
      if (req.email !== undefined) row.email = checkedExtra('email', req.email);
      if (req.phone !== undefined) row.phone = checkedExtra('phone', req.phone);
      // A corrected address is marked as the rep's suppression list says of it (or no longer marked).
      await markFromOptOuts(tx, userId, [row]);
      const now = this.clock.now();
      row.edited = true;
      row.updatedAt = now;
      const after = shownContact(row);
      const detail = after === before ? `Contact corrected: ${after}` : `Contact corrected: ${before} to ${after}`;
      recordActivity(tx, lead, 'contacts', detail, { at: now, from: before, to: after });
      lead.updatedAt = now;
      await tx.flush();
      // What the site showed and the rep corrected is wrong: a later read must not bring it back beside the correction.
      if (wrong && wrong.key !== row.valueKey) {
        tombstone(tx, row, wrong, now);
        await tx.flush();
      }
      return readSavedLeadContacts(tx, id);
    });
    // The search table's marks show whether an email or a person is known.
    this.marks.forget(userId);
    return answer;
  }
}
