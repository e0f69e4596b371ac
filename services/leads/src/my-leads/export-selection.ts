import { Injectable } from '@nestjs/common';
import type { Lead, LeadStatus, MyLeadsFilter } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import type { ExportedLead } from './crm-export.csv.js';
import { LeadsDatabase, rows } from './db/leads.database.js';
import { idsFilter, sqlFilter } from './my-leads.filter.js';
import { SQL_ORDER } from './my-leads.page.js';

/** The saved leads an export picks: the ids the rep ticked, else every lead the list's filter shows. */
export interface ExportPick {
  ids?: string[];
  filter?: MyLeadsFilter;
}

/**
 * Every saved lead the pick names, for a CRM file, newest change first, with its list's name:
 * read as plain rows, as a CRM file needs nothing else of them.
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
      : sqlFilter(userId, selection.filter ?? {}, this.clock.now());
    const found = await rows<{
      lead: Lead;
      status: LeadStatus;
      lost_reason: string | null;
      follow_up_at: string | Date | null;
      list_name: string;
      note_count: number;
    }>(
      em,
      `select s."lead", s."status", s."lost_reason", s."follow_up_at", l."name" as "list_name", s."note_count"
       from "saved_leads" s join "lead_lists" l on l."id" = s."list_id" where ${filter.sql} order by ${SQL_ORDER.updated} limit ?`,
      [...filter.params, max],
    );
    return found.map((r) => ({
      lead: r.lead,
      status: r.status,
      lost_reason: r.lost_reason,
      follow_up_at: r.follow_up_at ? new Date(r.follow_up_at) : null,
      list: r.list_name,
      note_count: r.note_count,
    }));
  }
}
