import { Injectable } from '@nestjs/common';
import type { SavedLeadContacts } from '@leadgen/contracts';
import { LeadsDatabase } from '../db/leads.database.js';
import { ownSavedLead } from '../my-leads/saved-leads.reads.js';
import { readSavedLeadContacts } from './saved-contacts.js';

/** One of the rep's saved leads' contacts; another rep's lead is not found. */
@Injectable()
export class ReadLeadContacts {
  constructor(private readonly db: LeadsDatabase) {}

  async get(userId: string, id: string): Promise<SavedLeadContacts> {
    const em = await this.db.em();
    await ownSavedLead(em, userId, id);
    return readSavedLeadContacts(em, id);
  }
}
