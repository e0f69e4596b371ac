import { Injectable } from '@nestjs/common';
import { SAVED_LEAD_NOT_FOUND_MESSAGE } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { LeadStatusChangedPublisher } from '../outreach/lead-status-changed.publisher.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';

/** Removes a saved lead with its notes, history, pitches, reports and contacts (the database cascades); outreach is told. */
@Injectable()
export class RemoveSavedLead {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly marks: SavedMarksCache,
    private readonly statusChanged: LeadStatusChangedPublisher,
  ) {}

  async remove(userId: string, id: string): Promise<void> {
    const em = await this.db.em();
    const deleted = await em.nativeDelete(SavedLeadRow, { id, userId });
    if (deleted === 0) throw rpcError('NOT_FOUND', SAVED_LEAD_NOT_FOUND_MESSAGE);
    this.marks.forget(userId);
    this.statusChanged.tell(userId, id, null);
  }
}
