import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { Lead, LeadStatus, MyLeadsFilter, Pitch, SavedContactKind, SuppressionReason } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import type { KeptContact } from './kept-contact.js';
import type { ExportedLead } from './crm-export.csv.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { idsFilter, sqlFilter } from './my-leads.filter.js';
import { SQL_ORDER } from './my-leads.page.js';

/** The saved leads an export picks: the ids the rep ticked, else every lead the list's filter shows. */
export interface ExportPick {
  ids?: string[];
  filter?: MyLeadsFilter;
}

/** The ids of the picked leads travel as one text parameter, however many (as the ids filter sends them). */
const ID_SEPARATOR = '\u001f';
const OF_LEADS = `"lead_id" = any(string_to_array(?, chr(31))::uuid[])`;

/**
 * Every saved lead the pick names, for a CRM file, newest change first, with its list's name, its
 * notes, its latest pitch and the contacts kept on it: read as plain rows, as a CRM file needs
 * nothing else of them. Every read is the rep's own: another rep's leads, notes or contacts never come.
 */
@Injectable()
export class ExportSelection {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async pick(userId: string, selection: ExportPick, max: number): Promise<ExportedLead[]> {
    const em = await this.db.em();
    const filter = selection.ids
      ? idsFilter(userId, selection.ids)
      : // A CRM export holds the rep's own leads only: their contacts are nobody else's to take.
        sqlFilter(userId, { ...selection.filter, owner: undefined }, this.clock.now());
    const found = await rows<{
      id: string;
      lead: Lead;
      status: LeadStatus;
      lost_reason: string | null;
      follow_up_at: string | Date | null;
      list_name: string;
    }>(
      em,
      `select s."id", s."lead", s."status", s."lost_reason", s."follow_up_at", l."name" as "list_name"
       from "saved_leads" s join "lead_lists" l on l."id" = s."list_id" where ${filter.sql} order by ${SQL_ORDER.updated} limit ?`,
      [...filter.params, max],
    );
    if (found.length === 0) return [];
    const ids = found.map((r) => r.id).join(ID_SEPARATOR);
    const [notes, pitches, contacts] = await Promise.all([
      notesOf(em, userId, ids),
      latestPitchesOf(em, userId, ids),
      contactsOf(em, userId, ids),
    ]);
    return found.map((r) => ({
      lead: r.lead,
      status: r.status,
      lost_reason: r.lost_reason,
      follow_up_at: r.follow_up_at ? new Date(r.follow_up_at) : null,
      list: r.list_name,
      notes: notes.get(r.id) ?? [],
      pitch: pitches.get(r.id) ?? r.lead.pitch ?? null,
      contacts: contacts.get(r.id) ?? [],
    }));
  }
}

function groupBy<T extends { lead_id: string }, V>(list: T[], value: (row: T) => V): Map<string, V[]> {
  const by = new Map<string, V[]>();
  for (const row of list) {
    const group = by.get(row.lead_id);
    if (group) group.push(value(row));
    else by.set(row.lead_id, [value(row)]);
  }
  return by;
}

/** The leads' notes, latest first. */
async function notesOf(em: EntityManager, userId: string, ids: string) {
  const found = await rows<{ lead_id: string; text: string; created_at: string | Date }>(
    em,
    `select "lead_id", "text", "created_at" from "lead_notes" where "user_id" = ? and ${OF_LEADS}
     order by "created_at" desc, "id" desc`,
    [userId, ids],
  );
  return groupBy(found, (n) => ({ text: n.text, created_at: new Date(n.created_at) }));
}

/** Each lead's latest pitch, generated or custom. */
async function latestPitchesOf(em: EntityManager, userId: string, ids: string): Promise<Map<string, Pitch>> {
  const found = await rows<{ lead_id: string; pitch: Pitch | string }>(
    em,
    `select distinct on ("lead_id") "lead_id", "pitch" from "lead_pitches" where "user_id" = ? and ${OF_LEADS}
     order by "lead_id", "created_at" desc, "id" desc`,
    [userId, ids],
  );
  return new Map(found.map((p) => [p.lead_id, typeof p.pitch === 'string' ? (JSON.parse(p.pitch) as Pitch) : p.pitch]));
}

/** The contacts kept on the leads, oldest first, with any opt-out: a removed contact is never exported. */
async function contactsOf(em: EntityManager, userId: string, ids: string) {
  const found = await rows<{
    lead_id: string;
    kind: SavedContactKind;
    value: string;
    display: string | null;
    label: string;
    email: string | null;
    phone: string | null;
    disposable: boolean;
    source: 'site' | 'rep';
    edited: boolean;
    opted_out: SuppressionReason | null;
  }>(
    em,
    `select "lead_id", "kind", "value", "display", "label", "email", "phone", "disposable", "source", "edited", "opted_out"
     from "lead_contacts" where "user_id" = ? and ${OF_LEADS} and "removed_at" is null
     order by "created_at", "id"`,
    [userId, ids],
  );
  // An address on the rep's suppression list comes with why: the file never hands it over as mailable.
  return groupBy(found, ({ lead_id: _lead, ...c }): KeptContact => ({
    ...c,
    disposable: !!c.disposable,
    edited: !!c.edited,
    opted_out: c.opted_out ?? null,
  }));
}
