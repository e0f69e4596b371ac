import { IsolationLevel, type EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { SavedLeadDetail } from '@leadgen/contracts';
import { readSavedLeadContacts } from '../contacts/saved-contacts.js';
import { Clock } from '../core/clock.js';
import { asOwner, type LeadOwner } from '../core/lead-owner.js';
import { LeadActivityRow, LeadDiagnosticRow, LeadNoteRow, LeadPitchRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import type { ActivityKind } from './lead-activity.js';
import { savedLeadOfRow } from './saved-lead.dto.js';
import { listNameOf, teamSavedLead } from './saved-leads.reads.js';

type HistoryKind = ActivityKind & SavedLeadDetail['history'][number]['kind'];

/** The saved lead with its notes, history, pitches and diagnostic reports, newest first, and its contacts. */
@Injectable()
export class ReadSavedLead {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  /**
   * One snapshot of the lead (repeatable read): a diagnostic or pitch kept with its history entry
   * in one transaction is seen with it, never one without the other.
   */
  async get(who: LeadOwner | string, id: string): Promise<SavedLeadDetail> {
    const em = await this.db.em();
    const reader = asOwner(who);
    return em.transactional((tx) => this.read(tx, reader, id), {
      isolationLevel: IsolationLevel.REPEATABLE_READ,
      readOnly: true,
    });
  }

  /**
   * The rep's own lead, or a teammate's read as the team sees it: its history and pitches, never
   * the contacts its owner found (personal data stays with the rep who asked for it).
   */
  private async read(em: EntityManager, reader: LeadOwner, id: string): Promise<SavedLeadDetail> {
    const row = await teamSavedLead(em, reader, id);
    const userId = row.userId;
    const own = userId === reader.userId;
    const [notes, history, pitches, diagnostics, listName, contacts] = await Promise.all([
      em.find(LeadNoteRow, { leadId: id }, { orderBy: { createdAt: 'desc' } }),
      em.find(LeadActivityRow, { leadId: id }, { orderBy: { at: 'desc' } }),
      em.find(LeadPitchRow, { leadId: id }, { orderBy: { createdAt: 'desc' } }),
      em.find(LeadDiagnosticRow, { leadId: id }, { orderBy: { createdAt: 'desc' } }),
      listNameOf(em, row.listId),
      own ? readSavedLeadContacts(em, id) : Promise.resolve({ contacts: [], last_read: null }),
    ]);
    return {
      ...savedLeadOfRow(row, listName, this.clock.now()),
      notes: notes.map((n) => ({
        id: n.id,
        text: n.text,
        created_at: n.createdAt.toISOString(),
        by: n.authorName || null,
      })),
      history: history.map((a) => ({
        id: a.id,
        kind: a.kind as HistoryKind,
        at: a.at.toISOString(),
        detail: a.detail,
        from: a.fromValue ?? null,
        to: a.toValue ?? null,
        by: a.authorName || null,
      })),
      pitches: pitches.map((p) => ({
        id: p.id,
        kind: p.kind,
        created_at: p.createdAt.toISOString(),
        pitch: p.pitch,
        vendor: p.vendor ?? null,
      })),
      diagnostics: diagnostics.map((d) => ({ id: d.id, created_at: d.createdAt.toISOString(), report: d.report })),
      contacts,
    };
  }
}
