import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { LeadNote } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import { LeadNoteRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from './lead-activity.js';
import { ownSavedLead } from './saved-leads.reads.js';

/** How much of a note its history line repeats. */
const NOTE_IN_HISTORY = 200;

/** A note on a saved lead: kept whole, counted on the lead, and its start written in the history. */
@Injectable()
export class AddNote {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async add(userId: string, id: string, text: string): Promise<LeadNote> {
    const em = await this.db.em();
    const now = this.clock.now();
    return em.transactional(async (tx) => {
      const lead = await ownSavedLead(tx, userId, id, { lock: true });
      const note = tx.create(LeadNoteRow, {
        id: randomUUID(),
        leadId: id,
        userId,
        authorName: lead.ownerName,
        text,
        createdAt: now,
      });
      const shown = text.length > NOTE_IN_HISTORY ? `${text.slice(0, NOTE_IN_HISTORY)}...` : text;
      recordActivity(tx, lead, 'note', `Note: ${shown}`, { at: now });
      lead.noteCount += 1;
      lead.updatedAt = now;
      await tx.flush();
      return { id: note.id, text: note.text, created_at: now.toISOString(), by: note.authorName || null };
    });
  }
}
