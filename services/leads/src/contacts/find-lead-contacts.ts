import { Injectable } from '@nestjs/common';
import type { SavedLeadContacts } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from '../my-leads/lead-activity.js';
import { ownSavedLead } from '../my-leads/saved-leads.reads.js';
import { keepFoundOnSite } from './contact-rows.js';
import { ContactsSource } from './contacts.source.js';
import { readSavedLeadContacts } from './saved-contacts.js';

export const NO_WEBSITE_MESSAGE = 'This lead has no website to read contacts from.';

/**
 * 'Find contacts' on a saved lead: its website read, what is new kept beside what the rep keeps
 * (never overwriting a contact the rep added or corrected, never bringing back one removed).
 */
@Injectable()
export class FindLeadContacts {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly source: ContactsSource,
    private readonly clock: Clock,
    private readonly marks: SavedMarksCache,
  ) {}

  async find(userId: string, id: string): Promise<SavedLeadContacts> {
    const em = await this.db.em();
    const website = (await ownSavedLead(em, userId, id)).lead.website;
    if (!website) throw rpcError('BAD_REQUEST', NO_WEBSITE_MESSAGE);
    // The site is read outside the transaction: a slow site never holds the lead locked.
    const found = await this.source.find(website);
    const answer = await em.transactional(async (tx) => {
      const lead = await ownSavedLead(tx, userId, id, { lock: true });
      const now = this.clock.now();
      recordActivity(tx, lead, 'contacts', await keepFoundOnSite(tx, lead, found, now), { at: now });
      lead.updatedAt = now;
      await tx.flush();
      return readSavedLeadContacts(tx, id);
    });
    // The search table's marks show whether an email or a person is known.
    this.marks.forget(userId);
    return answer;
  }
}
