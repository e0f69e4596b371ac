import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  LEAD_STATUS_LABELS,
  LOST_REASON_REQUIRED_MESSAGE,
  MY_LEADS_CITY_MAX,
  MY_LEADS_CUISINE_MAX,
  SAVED_LEAD_NOT_FOUND_MESSAGE,
  STALE_VERSION_MESSAGE,
  type Lead,
  type LeadStatus,
  type MyLeadsFacetsResponse,
  type MyLeadsFilter,
  type MyLeadsListQuery,
  type SavedLead,
  type SavedLeadDetail,
  type SavedLeadUpdateRequest,
  type SavedMark,
} from '@leadgen/contracts';
import { isUniqueViolation } from '@leadgen/db';
import { rpcError } from '@leadgen/service-kit';
import { cuisineOption } from '../cuisines/cuisine.catalogue.js';
import { bestTimeFromPlan, bestTimeOf, callPlanOf, minutesToQuiet } from './best-time.planner.js';
import {
  LeadActivityRow,
  LeadDiagnosticRow,
  LeadListRow,
  LeadNoteRow,
  LeadPitchRow,
  SavedLeadRow,
} from './db/entities.js';
import type { LeadListsService } from './lead-lists.service.js';
import type { ExportedLead } from './crm-export.csv.js';
import { SavedMarksCache } from './saved-marks.cache.js';
import { rows, type LeadsDatabase } from './leads.database.js';

type ActivityKind = LeadActivityRow['kind'];

/** A rep's saved leads: saving (idempotent per place id), the pipeline, notes and history. */
export class MyLeadsService {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly lists: LeadListsService,
    private readonly markCache = new SavedMarksCache(),
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Saves search results into a list in one transaction (all or none). A lead the rep saved
   * before keeps its pipeline and history; its facts are refreshed, and it moves when a list is named.
   */
  async save(
    userId: string,
    leads: Array<Lead & { place_id: string }>,
    listId?: string,
  ): Promise<{ saved: number; already_saved: number; items: SavedLead[] }> {
    const byPlace = new Map(leads.map((l) => [l.place_id, l]));
    const em = await this.db.em();
    const now = this.clock();
    const result = await em
      .transactional(async (tx) => {
        const list = listId ? await this.lists.ownList(tx, userId, listId) : await this.lists.defaultList(tx, userId);
        const existing = new Map(
          (await tx.find(SavedLeadRow, { userId, placeId: { $in: [...byPlace.keys()] } })).map((r) => [r.placeId, r]),
        );
        const knownPitches = await this.pitchOpeners(
          tx,
          [...existing.values()].filter((r) => byPlace.get(r.placeId)?.pitch).map((r) => r.id),
        );
        const saved: SavedLeadRow[] = [];
        let fresh = 0;
        for (const [placeId, lead] of byPlace) {
          const plan = callPlanOf(lead);
          const facts = {
            lead: factsOf(lead),
            name: lead.name.slice(0, 300),
            searchText: searchTextOf(lead),
            fitScore: lead.fit_score,
            ...placeOf(lead),
            quietWeek: plan.quiet,
            timeZone: plan.timeZone,
            dataSource: lead.data_source ?? null,
          };
          const row = existing.get(placeId);
          if (!row) {
            fresh++;
            const created = tx.create(SavedLeadRow, {
              id: randomUUID(),
              userId,
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
              ...facts,
            });
            this.activity(tx, created, 'saved', `Saved to ${list.name}`, null, list.name, now);
            this.keepSearchPitch(tx, created, lead, knownPitches, now);
            saved.push(created);
            continue;
          }
          Object.assign(row, facts, { updatedAt: now, version: row.version + 1 });
          this.activity(tx, row, 'resaved', 'Saved again: facts refreshed', null, null, now);
          if (listId && row.listId !== list.id) {
            const from = await tx.findOne(LeadListRow, { id: row.listId });
            this.activity(
              tx,
              row,
              'list',
              `List ${from?.name ?? '?'} -> ${list.name}`,
              from?.name ?? null,
              list.name,
              now,
            );
            row.listId = list.id;
          }
          this.keepSearchPitch(tx, row, lead, knownPitches, now);
          saved.push(row);
        }
        await tx.flush();
        return { saved, fresh };
      })
      .catch((err: unknown) => {
        // Two saves of the same new lead at once: the second finds it taken and saves nothing.
        if (isUniqueViolation(err)) throw rpcError('CONFLICT', SAVE_RACE_MESSAGE);
        throw err;
      });
    this.markCache.forget(userId);
    const names = await this.listNames(em, userId);
    return {
      saved: result.fresh,
      already_saved: result.saved.length - result.fresh,
      items: result.saved.map((r) => this.dto(r, names, now)),
    };
  }

  /**
   * One page of the rep's saved leads matching the filter, and how many match in all, as JSON:
   * each lead's stored facts go out as the database wrote them, never parsed here.
   */
  async listJson(userId: string, query: MyLeadsListQuery): Promise<Uint8Array[]> {
    const em = await this.db.em();
    const now = this.clock();
    const offset = (query.page - 1) * query.page_size;
    const filter = sqlFilter(userId, query, now);
    let page: PageRow[];
    let total: number;
    if (query.sort === 'best_time') {
      const [ids, count] = await this.idsByBestTime(em, filter, offset, query.page_size, now);
      const found = ids.length
        ? await rows<PageRow>(em, `${PAGE_SELECT} where s."id" in (${ids.map(() => '?').join(', ')})`, ids)
        : [];
      const byId = new Map(found.map((r) => [r.id, r]));
      page = ids.map((id) => byId.get(id)!).filter(Boolean);
      total = count;
    } else {
      // The page's ids first, then their rows: each lead's JSON is built for the 50 shown, not for every match sorted.
      const order = SQL_ORDER[query.sort];
      page = await rows<PageRow>(
        em,
        `with "page" as (select s."id" from "saved_leads" s where ${filter.sql} order by ${order} limit ? offset ?)
         ${PAGE_SELECT} join "page" p on p."id" = s."id" order by ${order}`,
        [...filter.params, query.page_size, offset],
      );
      // Counted apart: a window count would build every matching row's JSON, not only the page's.
      total =
        page.length < query.page_size && (page.length > 0 || offset === 0)
          ? offset + page.length
          : await this.count(em, filter);
    }
    const parts: Uint8Array[] = [encoder.encode('{"items":[')];
    page.forEach((r, i) => {
      if (i) parts.push(COMMA);
      parts.push(encoder.encode(`${JSON.stringify(this.pageDto(r, now)).slice(0, -1)},"lead":${r.lead_json}}`));
    });
    parts.push(encoder.encode(`],"total":${total},"page":${query.page},"page_size":${query.page_size}}`));
    return parts;
  }

  /** The email openers of the pitches already kept for these leads: a pitch saved twice is kept once. */
  private async pitchOpeners(em: EntityManager, leadIds: string[]): Promise<Set<string>> {
    if (leadIds.length === 0) return new Set();
    const pitches = await em.find(LeadPitchRow, { leadId: { $in: leadIds } }, { fields: ['leadId', 'pitch'] });
    return new Set(pitches.map((p) => `${p.leadId}\n${p.pitch.email_opener}`));
  }

  /** A pitch the search wrote for the lead (pitch generation on) is kept with it, as generated. */
  private keepSearchPitch(em: EntityManager, row: SavedLeadRow, lead: Lead, known: Set<string>, now: Date): void {
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
    this.activity(em, row, 'pitch', 'Pitch from the search kept', null, null, now);
  }

  private async count(em: EntityManager, filter: SqlFilter): Promise<number> {
    const [row] = await rows<{ n: number }>(
      em,
      `select count(*)::int as "n" from "saved_leads" s where ${filter.sql}`,
      filter.params,
    );
    return Number(row?.n ?? 0);
  }

  private pageDto(r: PageRow, now: Date): Omit<SavedLead, 'lead'> {
    const plan = { quiet: r.quiet_week, timeZone: r.time_zone };
    return {
      id: r.id,
      place_id: r.place_id,
      data_source: (r.data_source as SavedLead['data_source']) ?? null,
      list: { id: r.list_id, name: r.list_name },
      status: r.status,
      lost_reason: r.lost_reason,
      follow_up_at: r.follow_up_at ? new Date(r.follow_up_at).toISOString() : null,
      version: r.version,
      best_time: bestTimeFromPlan(Boolean(r.has_hours), plan, now),
      note_count: r.note_count,
      saved_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
      status_changed_at: new Date(r.status_changed_at).toISOString(),
    };
  }

  /**
   * Every saved lead the ids (else the filter) pick, for an export, newest change first, with its
   * list's name: read as plain rows, as a CRM file needs nothing else of them.
   */
  async forExport(
    userId: string,
    selection: { ids?: string[]; filter?: MyLeadsFilter },
    max: number,
  ): Promise<ExportedLead[]> {
    const em = await this.db.em();
    const filter = selection.ids
      ? {
          sql: `s."user_id" = ? and s."id" = any(string_to_array(?, chr(31))::uuid[])`,
          params: [userId, selection.ids.join(ID_SEPARATOR)],
        }
      : sqlFilter(userId, selection.filter ?? {}, this.clock());
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

  /** The cuisines and cities among the rep's saved leads, each with how many leads have it: the filter's choices. */
  async facets(userId: string): Promise<MyLeadsFacetsResponse> {
    const em = await this.db.em();
    const [cuisines, cities] = await Promise.all([
      rows<{ value: string; count: number }>(
        em,
        `select s."cuisine_type" as "value", count(*)::int as "count" from "saved_leads" s
         where s."user_id" = ? and s."cuisine_type" <> '' group by s."cuisine_type"`,
        [userId],
      ),
      // One choice per city whatever its case; its state when all its leads are in one.
      rows<{ city: string; state: string | null; count: number }>(
        em,
        `select min(s."city") as "city", count(*)::int as "count",
           case when count(distinct s."lead" #>> '{address_parts,state}') = 1 then min(s."lead" #>> '{address_parts,state}') end as "state"
         from "saved_leads" s where s."user_id" = ? and s."city_key" is not null group by s."city_key" order by s."city_key"`,
        [userId],
      ),
    ]);
    return {
      cuisines: cuisines
        .map((c) => ({ value: c.value, label: cuisineLabel(c.value), count: Number(c.count) }))
        .sort((x, y) => x.label.localeCompare(y.label)),
      cities: cities.map((c) => ({ city: c.city, state: c.state ?? null, count: Number(c.count) })),
    };
  }

  /** The saved lead with its notes, history, pitches and diagnostic reports, newest first. */
  async get(userId: string, id: string): Promise<SavedLeadDetail> {
    const em = await this.db.em();
    const row = await this.own(em, userId, id);
    const [notes, history, pitches, diagnostics, names] = await Promise.all([
      em.find(LeadNoteRow, { leadId: id }, { orderBy: { createdAt: 'desc' } }),
      em.find(LeadActivityRow, { leadId: id }, { orderBy: { at: 'desc' } }),
      em.find(LeadPitchRow, { leadId: id }, { orderBy: { createdAt: 'desc' } }),
      em.find(LeadDiagnosticRow, { leadId: id }, { orderBy: { createdAt: 'desc' } }),
      this.listNames(em, userId),
    ]);
    return {
      ...this.dto(row, names, this.clock()),
      notes: notes.map((n) => ({ id: n.id, text: n.text, created_at: n.createdAt.toISOString() })),
      history: history.map((a) => ({
        id: a.id,
        kind: a.kind as ActivityKind & SavedLeadDetail['history'][number]['kind'],
        at: a.at.toISOString(),
        detail: a.detail,
        from: a.fromValue ?? null,
        to: a.toValue ?? null,
      })),
      pitches: pitches.map((p) => ({
        id: p.id,
        kind: p.kind,
        created_at: p.createdAt.toISOString(),
        pitch: p.pitch,
        vendor: p.vendor ?? null,
      })),
      diagnostics: diagnostics.map((d) => ({ id: d.id, created_at: d.createdAt.toISOString(), report: d.report })),
    };
  }

  /**
   * Changes status, follow-up or list, made from the version the rep saw: a stale version changes
   * nothing and answers 409. Each change is kept in the lead's history.
   */
  async update(userId: string, id: string, change: SavedLeadUpdateRequest): Promise<SavedLead> {
    const em = await this.db.em();
    const now = this.clock();
    const row = await em.transactional(async (tx) => {
      const lead = await this.own(tx, userId, id, { lock: true });
      if (lead.version !== change.version) throw rpcError('CONFLICT', STALE_VERSION_MESSAGE);
      if (change.status !== undefined && change.status !== lead.status) {
        const reason = change.status === 'lost' ? ` (${change.lost_reason})` : '';
        this.activity(
          tx,
          lead,
          'status',
          `Status ${LEAD_STATUS_LABELS[lead.status]} -> ${LEAD_STATUS_LABELS[change.status]}${reason}`,
          lead.status,
          change.status,
          now,
        );
        lead.status = change.status;
        lead.statusChangedAt = now;
        lead.lostReason = change.status === 'lost' ? (change.lost_reason ?? null) : null;
      } else if (change.lost_reason !== undefined) {
        if (lead.status !== 'lost')
          throw rpcError('VALIDATION_FAILED', 'A lost reason goes only with the status Lost.', {
            lost_reason: [LOST_REASON_REQUIRED_MESSAGE],
          });
        this.activity(
          tx,
          lead,
          'status',
          `Lost reason: ${change.lost_reason}`,
          lead.lostReason ?? null,
          change.lost_reason,
          now,
        );
        lead.lostReason = change.lost_reason;
      }
      if (change.follow_up_at !== undefined) {
        const next = change.follow_up_at === null ? null : new Date(change.follow_up_at);
        const before = lead.followUpAt?.toISOString() ?? null;
        this.activity(
          tx,
          lead,
          'follow_up',
          next ? `Follow-up set to ${next.toISOString()}` : 'Follow-up cleared',
          before,
          next?.toISOString() ?? null,
          now,
        );
        lead.followUpAt = next;
      }
      if (change.list_id !== undefined && change.list_id !== lead.listId) {
        const [from, to] = await Promise.all([
          tx.findOne(LeadListRow, { id: lead.listId }),
          this.lists.ownList(tx, userId, change.list_id),
        ]);
        this.activity(tx, lead, 'list', `List ${from?.name ?? '?'} -> ${to.name}`, from?.name ?? null, to.name, now);
        lead.listId = to.id;
      }
      lead.version += 1;
      lead.updatedAt = now;
      await tx.flush();
      return lead;
    });
    this.markCache.forget(userId);
    return this.dto(row, await this.listNames(em, userId), now);
  }

  async addNote(userId: string, id: string, text: string): Promise<{ id: string; text: string; created_at: string }> {
    const em = await this.db.em();
    const now = this.clock();
    return em.transactional(async (tx) => {
      const lead = await this.own(tx, userId, id, { lock: true });
      const note = tx.create(LeadNoteRow, { id: randomUUID(), leadId: id, userId, text, createdAt: now });
      this.activity(
        tx,
        lead,
        'note',
        `Note: ${text.length > 200 ? `${text.slice(0, 200)}...` : text}`,
        null,
        null,
        now,
      );
      lead.noteCount += 1;
      lead.updatedAt = now;
      await tx.flush();
      return { id: note.id, text: note.text, created_at: now.toISOString() };
    });
  }

  /** Removes the saved lead with its notes, history, pitches and reports. */
  async remove(userId: string, id: string): Promise<void> {
    const em = await this.db.em();
    const deleted = await em.nativeDelete(SavedLeadRow, { id, userId });
    if (deleted === 0) throw rpcError('NOT_FOUND', SAVED_LEAD_NOT_FOUND_MESSAGE);
    this.markCache.forget(userId);
  }

  /** The rep's saved marks for these place ids, in one query: what a search answer shows on each lead. */
  async marks(userId: string, placeIds: readonly string[]): Promise<Map<string, SavedMark>> {
    const ids = placeIds.filter((p) => !p.includes(ID_SEPARATOR));
    if (ids.length === 0) return new Map();
    return this.markCache.get(userId, ids, () => this.loadMarks(userId, ids));
  }

  private async loadMarks(userId: string, ids: string[]): Promise<Map<string, SavedMark>> {
    const em = await this.db.em();
    // The ids travel as one text parameter: a query with a hundred parameters costs twice as much to prepare.
    const found = await rows<{ id: string; place_id: string; status: LeadStatus; list_id: string; list_name: string }>(
      em,
      `select s."id", s."place_id", s."status", s."list_id", l."name" as "list_name" from "saved_leads" s join "lead_lists" l on l."id" = s."list_id"
       where s."user_id" = ? and s."place_id" = any(string_to_array(?, chr(31)))`,
      [userId, ids.join(ID_SEPARATOR)],
    );
    return new Map(
      found.map((r) => [r.place_id, { id: r.id, status: r.status, list: { id: r.list_id, name: r.list_name } }]),
    );
  }

  /** The rep's saved lead for a place, when there is one: where pitches and reports learned elsewhere go. */
  async byPlace(em: EntityManager, userId: string, placeId: string): Promise<SavedLeadRow | null> {
    return em.findOne(SavedLeadRow, { userId, placeId });
  }

  activity(
    em: EntityManager,
    lead: SavedLeadRow,
    kind: ActivityKind,
    detail: string,
    from: string | null,
    to: string | null,
    at: Date,
  ): void {
    em.create(LeadActivityRow, {
      id: randomUUID(),
      leadId: lead.id,
      userId: lead.userId,
      kind,
      detail: detail.slice(0, 600),
      fromValue: from?.slice(0, 300) ?? null,
      toValue: to?.slice(0, 300) ?? null,
      at,
    });
  }

  private async own(
    em: EntityManager,
    userId: string,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<SavedLeadRow> {
    const row = await em.findOne(
      SavedLeadRow,
      { id, userId },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!row) throw rpcError('NOT_FOUND', SAVED_LEAD_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Best time first: leads to call now, then by when their next quiet window starts, unknown last. */
  private async idsByBestTime(
    em: EntityManager,
    filter: SqlFilter,
    offset: number,
    limit: number,
    now: Date,
  ): Promise<[string[], number]> {
    const plans = await rows<{
      id: string;
      quiet_week: Array<[number, number]>;
      time_zone: string | null;
      name: string;
    }>(
      em,
      `select s."id", s."quiet_week", s."time_zone", s."name" from "saved_leads" s where ${filter.sql}`,
      filter.params,
    );
    const wait = (r: (typeof plans)[number]) =>
      minutesToQuiet(r.quiet_week, r.time_zone ?? null, now) ?? Number.MAX_SAFE_INTEGER;
    const ordered = plans
      .map((r) => ({ id: r.id, wait: wait(r), name: r.name }))
      .sort((a, b) => a.wait - b.wait || a.name.localeCompare(b.name));
    return [ordered.slice(offset, offset + limit).map((r) => r.id), plans.length];
  }

  private async listNames(em: EntityManager, userId: string): Promise<Map<string, string>> {
    return new Map((await em.find(LeadListRow, { userId }, { fields: ['id', 'name'] })).map((l) => [l.id, l.name]));
  }

  dto(row: SavedLeadRow, listNames: Map<string, string>, now: Date): SavedLead {
    return {
      id: row.id,
      place_id: row.placeId,
      data_source: (row.dataSource as SavedLead['data_source']) ?? null,
      lead: row.lead,
      list: { id: row.listId, name: listNames.get(row.listId) ?? '' },
      status: row.status,
      lost_reason: row.lostReason ?? null,
      follow_up_at: row.followUpAt?.toISOString() ?? null,
      version: row.version,
      best_time: bestTimeOf(row.lead, now, { quiet: row.quietWeek, timeZone: row.timeZone ?? null }),
      note_count: row.noteCount,
      saved_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    };
  }
}

const SAVE_RACE_MESSAGE = 'Some of these leads were being saved at the same moment. Please save them again.';

/** Joins the place ids of a marks query (the unit separator, chr(31)). */
const ID_SEPARATOR = '\u001f';
const encoder = new TextEncoder();
const COMMA = encoder.encode(',');

/** A row of a list page: the lead's facts as JSON text, its list's name, and how many match in all. */
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
  quiet_week: Array<[number, number]>;
  time_zone: string | null;
  note_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  status_changed_at: string | Date;
}

const PAGE_SELECT = `select s."id", s."place_id", s."data_source", s."lead"::text as "lead_json",
  jsonb_typeof(s."lead" #> '{operating_hours,weekday_text}') = 'array' and jsonb_array_length(s."lead" #> '{operating_hours,weekday_text}') > 0 as "has_hours",
  s."list_id", l."name" as "list_name", s."status", s."lost_reason", s."follow_up_at", s."version", s."quiet_week", s."time_zone",
  s."note_count", s."created_at", s."updated_at", s."status_changed_at"
  from "saved_leads" s join "lead_lists" l on l."id" = s."list_id"`;

const SQL_ORDER = {
  updated: 's."updated_at" desc, s."id"',
  saved: 's."created_at" desc, s."id"',
  name: 's."name", s."id"',
  fit_score: 's."fit_score" desc, s."id"',
  follow_up: 's."follow_up_at" asc nulls last, s."id"',
  best_time: 's."updated_at" desc, s."id"',
} as const;

/** A condition on saved_leads (alias s) with its parameters. */
interface SqlFilter {
  sql: string;
  params: unknown[];
}

type FilterRules = {
  [K in keyof MyLeadsFilter]-?: (
    value: NonNullable<MyLeadsFilter[K]>,
    now: Date,
  ) => [clause: string, ...params: unknown[]];
};

/**
 * What each filter of My Leads means, said once: the list page, its best-time order and an
 * export's selection all pick saved leads through these rules.
 */
const FILTER_RULES: FilterRules = {
  list_id: (id) => ['s."list_id" = ?', id],
  status: (status) => ['s."status" = ?', status],
  due: (due, now) => (due === 'none' ? ['s."follow_up_at" is null'] : ['s."follow_up_at" < ?', dueBefore(due, now)]),
  q: (q) => ['s."search_text" like ?', likePattern(q)],
  cuisine: (cuisine) => ['s."cuisine_type" = ?', cuisine],
  city: (city) => ['s."city_key" = ?', cityKeyOf(city)],
};

/** The rep's saved leads the filter picks, as SQL; a part left out or empty picks all. */
function sqlFilter(userId: string, filter: MyLeadsFilter, now: Date): SqlFilter {
  const clauses = ['s."user_id" = ?'];
  const params: unknown[] = [userId];
  for (const key of Object.keys(FILTER_RULES) as Array<keyof MyLeadsFilter>) {
    const value = filter[key];
    if (value === undefined || value === '') continue;
    const [clause, ...values] = (FILTER_RULES[key] as (v: typeof value, now: Date) => [string, ...unknown[]])(
      value,
      now,
    );
    clauses.push(clause);
    params.push(...values);
  }
  return { sql: clauses.join(' and '), params };
}

/** The end of a follow-up window: before now (overdue), within 24 hours (today) or 7 days (week). */
function dueBefore(due: Exclude<NonNullable<MyLeadsFilter['due']>, 'none'>, now: Date): Date {
  const hours = { overdue: 0, today: 24, week: 7 * 24 }[due];
  return new Date(now.getTime() + hours * 3600_000);
}

/** A city as the city filter matches it: whole, regardless of case. */
function cityKeyOf(city: string): string {
  return city.trim().toLowerCase().slice(0, MY_LEADS_CITY_MAX);
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

/** A cuisine's name as the search form shows it; a value outside the catalogue in words. */
function cuisineLabel(value: string): string {
  const words = cuisineOption(value)?.display_name ?? value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What is kept of a search result: its facts, without the per-search marks. */
function factsOf(lead: Lead): Lead {
  const { saved: _saved, is_new: _isNew, pitch: _pitch, ...facts } = lead;
  return facts;
}

function searchTextOf(lead: Lead): string {
  return [lead.name, lead.address, lead.phone, lead.website].filter(Boolean).join(' | ').toLowerCase();
}
