import { IsolationLevel } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { OutreachLeadFacts } from '@leadgen/contracts';
import { orderContacts } from '../contacts/saved-contacts.js';
import { websiteDomain } from '../domains/domain.name.js';
import { timeZoneOf } from '../my-leads/best-time.planner.js';
import { rpcError } from '@leadgen/service-kit';
import { LeadContactRow, LeadPitchRow, SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { ownSavedLead } from '../my-leads/saved-leads.reads.js';
import { teammatesLeadMessage } from '../my-leads/teammates-leads.js';
import { recipientsOf } from './outreach-recipients.js';

/**
 * A saved lead as outreach's draft needs it: its name, status and time zone, its latest kept
 * pitch (and its listing, to have one written, unless the pitch names a product) and the addresses to write to. Scoped to the rep: a teammate's lead is refused naming its
 * owner (409); another team's, or none, is not found.
 */
@Injectable()
export class OutreachLeadFactsReader {
  constructor(private readonly db: LeadsDatabase) {}

  async facts(userId: string, leadId: string, teamId?: string): Promise<OutreachLeadFacts> {
    const em = await this.db.em();
    return em.transactional(
      async (tx) => {
        const lead = await ownSavedLead(tx, userId, leadId).catch(async (err: unknown) => {
          const theirs = teamId ? await tx.findOne(SavedLeadRow, { id: leadId, teamId }) : null;
          throw theirs ? rpcError('CONFLICT', teammatesLeadMessage(theirs)) : err;
        });
        const [pitch, contacts] = await Promise.all([
          tx.findOne(LeadPitchRow, { leadId, userId }, { orderBy: { createdAt: 'desc' } }),
          tx.find(LeadContactRow, { leadId, userId, removedAt: null }),
        ]);
        return {
          lead_id: lead.id,
          restaurant_name: lead.name,
          status: lead.status,
          time_zone: lead.timeZone ?? timeZoneOf(lead.lead),
          pitch: pitch
            ? {
                id: pitch.id,
                email_opener: pitch.pitch.email_opener,
                value_proposition: pitch.pitch.value_proposition,
                offer_product: pitch.pitch.offer_product ?? null,
                email: pitch.pitch.email ?? null,
              }
            : null,
          people: orderContacts(contacts)
            .filter((c) => c.kind === 'person' && c.label)
            .map((c) => ({ name: c.value, role: c.label })),
          recipients: recipientsOf(
            orderContacts(contacts).map((c) => ({
              ...c,
              display: c.display ?? null,
              email: c.email ?? null,
              phone: c.phone ?? null,
              opted_out: c.optedOut ?? null,
            })),
            lead.lead.website ?? null,
          ),
          website_domain: websiteDomain(lead.lead.website),
          // Without a pitch, or with one that names no product (written before What I sell), the draft
          // may have one written from the listing; its place id keeps it with this lead.
          lead: pitch?.pitch.offer_product ? null : { ...lead.lead, place_id: lead.placeId },
        };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }
}
