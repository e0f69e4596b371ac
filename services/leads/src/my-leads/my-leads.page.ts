import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import type { LeadStatus, MyLeadsListQuery } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import { minutesToQuiet, type QuietWeek } from './best-time.planner.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { sqlFilter, type LeadScope, type SqlFilter } from './my-leads.filter.js';
import { savedLeadOf } from './saved-lead.dto.js';

type Sort = MyLeadsListQuery['sort'];

/** The orders SQL sorts by; best time is worked out from each lead's quiet week instead (see `idsByBestTime`). */
export const SQL_ORDER: Record<Exclude<Sort, 'best_time'>, string> = {
  updated: 's."updated_at" desc, s."id"',
  saved: 's."created_at" desc, s."id"',
  name: 's."name", s."id"',
  fit_score: 's."fit_score" desc, s."id"',
  follow_up: 's."follow_up_at" asc nulls last, s."id"',
};

/**
 * One page of the rep's saved leads matching the filter, and how many match in all, as JSON:
 * each lead's stored facts go out as the database wrote them, never parsed here.
 */
@Injectable()
export class MyLeadsPage {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async json(scope: LeadScope, query: MyLeadsListQuery): Promise<Uint8Array[]> {
    const em = await this.db.em();
    const now = this.clock.now();
    const filter = sqlFilter(scope, query, now);
    const { page, total } =
      query.sort === 'best_time'
        ? await pageByBestTime(em, filter, query, now)
        : await pageBySql(em, filter, query, SQL_ORDER[query.sort]);
    const parts: Uint8Array[] = [encoder.encode('{"items":[')];
    page.forEach((r, i) => {
      if (i) parts.push(COMMA);
      const item = JSON.stringify(savedLeadOf(columnsOf(r), now));
      parts.push(encoder.encode(`${item.slice(0, -1)},"lead":${r.lead_json}}`));
    });
    parts.push(encoder.encode(`],"total":${total},"page":${query.page},"page_size":${query.page_size}}`));
    return parts;
  }
}

type Page = { page: PageRow[]; total: number };

async function pageBySql(em: EntityManager, filter: SqlFilter, query: MyLeadsListQuery, order: string): Promise<Page> {
  const offset = (query.page - 1) * query.page_size;
  // The page's ids first, then their rows: each lead's JSON is built for the 50 shown, not for every match sorted.
  const page = await rows<PageRow>(
    em,
    `with "page" as (select s."id" from "saved_leads" s where ${filter.sql} order by ${order} limit ? offset ?)
     ${PAGE_SELECT} join "page" p on p."id" = s."id" order by ${order}`,
    [...filter.params, query.page_size, offset],
  );
  // Counted apart: a window count would build every matching row's JSON, not only the page's.
  const total =
    page.length < query.page_size && (page.length > 0 || offset === 0) ? offset + page.length : await count(em, filter);
  return { page, total };
}

/** Best time first: leads to call now, then by when their next quiet window starts, unknown last. */
async function pageByBestTime(em: EntityManager, filter: SqlFilter, query: MyLeadsListQuery, now: Date): Promise<Page> {
  const offset = (query.page - 1) * query.page_size;
  const plans = await rows<{ id: string; quiet_week: QuietWeek; time_zone: string | null; name: string }>(
    em,
    `select s."id", s."quiet_week", s."time_zone", s."name" from "saved_leads" s where ${filter.sql}`,
    filter.params,
  );
  const ids = plans
    .map((r) => ({ id: r.id, name: r.name, wait: minutesToQuiet(r.quiet_week, r.time_zone ?? null, now) }))
    .map((r) => ({ ...r, wait: r.wait ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.wait - b.wait || a.name.localeCompare(b.name))
    .slice(offset, offset + query.page_size)
    .map((r) => r.id);
  const found = ids.length
    ? await rows<PageRow>(em, `${PAGE_SELECT} where s."id" in (${ids.map(() => '?').join(', ')})`, ids)
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  return { page: ids.map((id) => byId.get(id)!).filter(Boolean), total: plans.length };
}

async function count(em: EntityManager, filter: SqlFilter): Promise<number> {
  const [row] = await rows<{ n: number }>(
    em,
    `select count(*)::int as "n" from "saved_leads" s where ${filter.sql}`,
    filter.params,
  );
  return Number(row?.n ?? 0);
}

const encoder = new TextEncoder();
const COMMA = encoder.encode(',');

/** A row of a list page: the lead's facts as JSON text and its list's name. */
interface PageRow {
  id: string;
  place_id: string;
  data_source: string | null;
  lead_json: string;
  has_hours: boolean;
  list_id: string;
  list_name: string;
  status: LeadStatus;
  lost_reason: string | null;
  follow_up_at: string | Date | null;
  version: number;
  quiet_week: QuietWeek;
  time_zone: string | null;
  note_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  status_changed_at: string | Date;
  user_id: string;
  owner_name: string;
}

const PAGE_SELECT = `select s."id", s."place_id", s."data_source", s."lead"::text as "lead_json",
  jsonb_typeof(s."lead" #> '{operating_hours,weekday_text}') = 'array' and jsonb_array_length(s."lead" #> '{operating_hours,weekday_text}') > 0 as "has_hours",
  s."list_id", l."name" as "list_name", s."status", s."lost_reason", s."follow_up_at", s."version", s."quiet_week", s."time_zone",
  s."note_count", s."created_at", s."updated_at", s."status_changed_at", s."user_id", s."owner_name"
  from "saved_leads" s join "lead_lists" l on l."id" = s."list_id"`;

function columnsOf(r: PageRow) {
  return {
    id: r.id,
    placeId: r.place_id,
    dataSource: r.data_source,
    listId: r.list_id,
    listName: r.list_name,
    status: r.status,
    lostReason: r.lost_reason,
    followUpAt: r.follow_up_at,
    version: r.version,
    hasHours: Boolean(r.has_hours),
    quietWeek: r.quiet_week,
    timeZone: r.time_zone,
    noteCount: r.note_count,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    statusChangedAt: r.status_changed_at,
    ownerId: r.user_id,
    ownerName: r.owner_name,
  };
}
