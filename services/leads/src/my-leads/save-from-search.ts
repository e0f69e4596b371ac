import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import {
  MY_LEADS_CUISINE_MAX,
  MY_LEADS_CITY_MAX,
  type Lead,
  type SavedLead,
  type SaveLeadsRequest,
} from '@leadgen/contracts';
import { isUniqueViolation } from '@leadgen/db';
import { rpcError } from '@leadgen/service-kit';
import { keepFoundOnSite } from '../contacts/contact-rows.js';
import { Clock } from '../core/clock.js';
import { asOwner, type LeadOwner } from '../core/lead-owner.js';
import { LeadListsService } from '../lists/lead-lists.service.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { callPlanOf } from './best-time.planner.js';
import { LeadListRow, LeadPitchRow, SavedLeadRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { recordActivity } from './lead-activity.js';
import { refuseTeammatesLeads } from './teammates-leads.js';
import { cityKeyOf } from './my-leads.filter.js';
import { savedLeadOfRow } from './saved-lead.dto.js';
import { listNames } from './saved-leads.reads.js';

export const SAVE_RACE_MESSAGE = 'Some of these leads were being saved at the same moment. Please save them again.';

export type LeadToSave = Lead & { place_id: string };
/** Contacts the rep found in the search ('Find contacts'), carried by the save of their leads. */
export type ContactsToSave = NonNullable<SaveLeadsRequest['contacts']>;

/**
 * Saves search results into a list in one transaction (all or none). A lead the rep saved before
 * keeps its pipeline and history; its facts are refreshed, and it moves when a list is named.
 */
@Injectable()
export class SaveFromSearch {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly lists: LeadListsService,
    private readonly marks: SavedMarksCache,
    private readonly clock: Clock,
  ) {}

  async save(
    who: LeadOwner | string,
    leads: LeadToSave[],
    listId?: string,
    contacts: ContactsToSave = [],
  ): Promise<{ saved: number; already_saved: number; items: SavedLead[] }> {
    const owner = asOwner(who);
    const { userId } = owner;
    const em = await this.db.em();
    const now = this.clock.now();
    const result = await em
      .transactional((tx) => this.saveIn(tx, owner, leads, listId, contacts, now))
      .catch((err: unknown) => {
        // Two saves of the same new lead at once: the second finds it taken and saves nothing.
        if (isUniqueViolation(err)) throw rpcError('CONFLICT', SAVE_RACE_MESSAGE);
        throw err;
      });
    this.marks.forget(userId);
    const names = await listNames(em, owner.teamId);
    return {
      saved: result.fresh,
      already_saved: result.saved.length - result.fresh,
      items: result.saved.map((r) => savedLeadOfRow(r, names.get(r.listId) ?? '', now)),
    };
  }

  private async saveIn(
    tx: EntityManager,
    owner: LeadOwner,
    leads: LeadToSave[],
    listId: string | undefined,
    contacts: ContactsToSave,
    now: Date,
  ) {
    const { userId } = owner;
    const foundOf = new Map(contacts.map((c) => [c.place_id, c.found]));
    const byPlace = new Map(leads.map((l) => [l.place_id, l]));
    const list = listId ? await this.lists.listFor(tx, owner, listId) : await this.lists.defaultList(tx, owner);
    const existing = new Map(
      (await tx.find(SavedLeadRow, { userId, placeId: { $in: [...byPlace.keys()] } })).map((r) => [r.placeId, r]),
    );
    await refuseTeammatesLeads(
      tx,
      owner,
      [...byPlace.keys()].filter((p) => !existing.has(p)),
    );
    const knownPitches = await pitchOpeners(
      tx,
      [...existing.values()].filter((r) => byPlace.get(r.placeId)?.pitch).map((r) => r.id),
    );
    const saved: SavedLeadRow[] = [];
    let fresh = 0;
    for (const [placeId, lead] of byPlace) {
      let row = existing.get(placeId);
      if (!row) {
        fresh++;
        row = tx.create(SavedLeadRow, {
          id: randomUUID(),
          userId,
          teamId: owner.teamId,
          ownerName: owner.name.slice(0, 200),
          placeId,
          listId: list.id,
          status: 'new',
          lostReason: null,
          followUpAt: null,
          version: 1,
          noteCount: 0,
          createdAt: now,
          updatedAt: now,
          statusChangedAt: now,
          ...storedFacts(lead),
        });
        recordActivity(tx, row, 'saved', `Saved to ${list.name}`, { to: list.name, at: now });
      } else {
        Object.assign(row, storedFacts(lead), { updatedAt: now, version: row.version + 1 });
        recordActivity(tx, row, 'resaved', 'Saved again: facts refreshed', { at: now });
        if (listId && row.listId !== list.id) {
          const from = (await tx.findOne(LeadListRow, { id: row.listId }))?.name ?? null;
          recordActivity(tx, row, 'list', `List ${from ?? '?'} -> ${list.name}`, { from, to: list.name, at: now });
          row.listId = list.id;
        }
      }
      keepSearchPitch(tx, row, lead, knownPitches, now);
      // Contacts found in the search are kept as a read of the site: they only add to what the lead keeps.
      const found = foundOf.get(placeId);
      if (found) recordActivity(tx, row, 'contacts', await keepFoundOnSite(tx, row, found, now), { at: now });
      saved.push(row);
    }
    await tx.flush();
    return { saved, fresh };
  }
}

/** What a save stores of a search result, new or refreshed: its facts and what the list sorts and filters by. */
function storedFacts(lead: Lead) {
  const plan = callPlanOf(lead);
  return {
    lead: factsOf(lead),
    name: lead.name.slice(0, 300),
    searchText: searchTextOf(lead),
    fitScore: lead.fit_score,
    ...placeOf(lead),
    quietWeek: plan.quiet,
    timeZone: plan.timeZone,
    dataSource: lead.data_source ?? null,
  };
}

/** The email openers of the pitches already kept for these leads: a pitch saved twice is kept once. */
async function pitchOpeners(em: EntityManager, leadIds: string[]): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const pitches = await em.find(LeadPitchRow, { leadId: { $in: leadIds } }, { fields: ['leadId', 'pitch'] });
  return new Set(pitches.map((p) => `${p.leadId}\n${p.pitch.email_opener}`));
}

/** A pitch the search wrote for the lead (pitch generation on) is kept with it, as generated. */
function keepSearchPitch(em: EntityManager, row: SavedLeadRow, lead: Lead, known: Set<string>, now: Date): void {
  if (!lead.pitch || known.has(`${row.id}\n${lead.pitch.email_opener}`)) return;
  em.create(LeadPitchRow, {
    id: randomUUID(),
    leadId: row.id,
    userId: row.userId,
    kind: 'generated',
    pitch: lead.pitch,
    vendor: null,
    createdAt: now,
  });
  recordActivity(em, row, 'pitch', 'Pitch from the search kept', { at: now });
}

/** The cuisine and city a saved lead is filtered by, cut to what the columns hold. */
function placeOf(lead: Lead): { cuisineType: string; city: string | null; cityKey: string | null } {
  const city = lead.address_parts?.city?.trim() || null;
  return {
    cuisineType: lead.cuisine_type.trim().slice(0, MY_LEADS_CUISINE_MAX),
    city: city?.slice(0, MY_LEADS_CITY_MAX) ?? null,
    cityKey: city ? cityKeyOf(city) : null,
  };
}

/** What is kept of a search result: its facts, without the per-search marks. */
function factsOf(lead: Lead): Lead {
  const { saved: _saved, is_new: _isNew, pitch: _pitch, ...facts } = lead;
  return facts;
}

/** Lower-cased name, address, phone and website: what the list's text search matches. */
function searchTextOf(lead: Lead): string {
  return [lead.name, lead.address, lead.phone, lead.website].filter(Boolean).join(' | ').toLowerCase();
}
