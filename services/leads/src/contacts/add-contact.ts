import { Injectable } from '@nestjs/common';
import type { ContactCreateRequest, SavedLeadContacts } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from '../my-leads/lead-activity.js';
import { ownSavedLead } from '../my-leads/saved-leads.reads.js';
import { markFromOptOuts } from './contact-opt-outs.js';
import { contactsOfLead, keepRepContact, shownContact } from './contact-rows.js';
import { checkedExtra, checkedValue } from './contact-value.js';
import { readSavedLeadContacts } from './saved-contacts.js';

/** The start of an address that reaches a desk, not a person: what an email the rep adds is labelled by default. */
const ROLE_MAILBOX =
  /^(info|hello|contact|events?|catering|jobs|careers|hr|office|admin|sales|orders?|reservations?|manager|team|bookings?)[@.+_-]/i;

export function duplicateMessage(shown: string): string {
  return `${shown} is already one of this lead's contacts.`;
}

/** A contact the rep adds by hand: kept as the rep's, never overwritten by a read of the site. */
@Injectable()
export class AddContact {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
    private readonly marks: SavedMarksCache,
  ) {}

  async add(userId: string, id: string, req: ContactCreateRequest): Promise<SavedLeadContacts> {
    const kept = checkedValue(req.kind, req.value);
    const email = req.email === undefined ? null : checkedExtra('email', req.email);
    const phone = req.phone === undefined ? null : checkedExtra('phone', req.phone);
    const em = await this.db.em();
    const answer = await em.transactional(async (tx) => {
      const lead = await ownSavedLead(tx, userId, id, { lock: true });
      const now = this.clock.now();
      const same = (await contactsOfLead(tx, id)).find((c) => c.kind === req.kind && c.valueKey === kept.key);
      if (same && !same.removedAt) throw rpcError('CONFLICT', duplicateMessage(shownContact(same)));
      // One the rep removed and now adds again: the rep's word now is the one kept.
      if (same) {
        tx.remove(same);
        await tx.flush();
      }
      const row = keepRepContact(
        tx,
        lead,
        {
          kind: req.kind,
          value: kept.value,
          valueKey: kept.key,
          display: kept.display,
          label: req.label ?? defaultLabel(req.kind, kept.value),
          email,
          phone,
        },
        now,
      );
      await markFromOptOuts(tx, userId, [row]);
      recordActivity(tx, lead, 'contacts', `Contact added: ${shownContact(row)}`, { at: now });
      lead.updatedAt = now;
      await tx.flush();
      return readSavedLeadContacts(tx, id);
    });
    // The search table's marks show whether an email or a person is known.
    this.marks.forget(userId);
    return answer;
  }
}

function defaultLabel(kind: ContactCreateRequest['kind'], value: string): string {
  if (kind === 'email') return ROLE_MAILBOX.test(value) ? 'role' : 'personal';
  if (kind === 'phone') return 'phone';
  return '';
}
