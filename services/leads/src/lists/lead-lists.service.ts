import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import {
  DEFAULT_LEAD_LIST_NAME,
  DEFAULT_LIST_DELETE_MESSAGE,
  LEAD_LIST_NOT_FOUND_MESSAGE,
  LIST_NAME_TAKEN_MESSAGE,
  type LeadList,
} from '@leadgen/contracts';
import { isUniqueViolation } from '@leadgen/db';
import { rpcError } from '@leadgen/service-kit';
import { LeadListRow } from '../db/entities.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';

/** A rep's lists: the default 'My Leads' (made on first need) and the ones they create. */
@Injectable()
export class LeadListsService {
  constructor(
    private readonly db: LeadsDatabase,
    /** A rename shows in the saved marks of search results and a delete moves leads: their cache forgets the rep. */
    private readonly marks: SavedMarksCache,
  ) {}

  /** The rep's default list, created the first time it is needed (once, even when two requests race). */
  async defaultList(em: EntityManager, userId: string): Promise<LeadListRow> {
    const found = await em.findOne(LeadListRow, { userId, isDefault: true });
    if (found) return found;
    await rows(
      em,
      `insert into "lead_lists" ("id", "user_id", "name", "is_default", "created_at") values (?, ?, ?, true, ?) on conflict do nothing`,
      [randomUUID(), userId, DEFAULT_LEAD_LIST_NAME, new Date()],
    );
    return em.findOneOrFail(LeadListRow, { userId, isDefault: true });
  }

  /** One of the rep's lists; another rep's list answers as not found. */
  async ownList(em: EntityManager, userId: string, id: string): Promise<LeadListRow> {
    const list = await em.findOne(LeadListRow, { id, userId });
    if (!list) throw rpcError('NOT_FOUND', LEAD_LIST_NOT_FOUND_MESSAGE);
    return list;
  }

  async all(userId: string): Promise<LeadList[]> {
    const em = await this.db.em();
    await this.defaultList(em, userId);
    const lists = await em.find(LeadListRow, { userId }, { orderBy: { isDefault: 'desc', name: 'asc' } });
    const counts = await rows<{ list_id: string; n: number }>(
      em,
      `select "list_id", count(*)::int as "n" from "saved_leads" where "user_id" = ? group by "list_id"`,
      [userId],
    );
    const byList = new Map(counts.map((c) => [c.list_id, Number(c.n)]));
    return lists.map((l) => listDto(l, byList.get(l.id) ?? 0));
  }

  async create(userId: string, name: string): Promise<LeadList> {
    const em = await this.db.em();
    await this.defaultList(em, userId);
    const list = em.create(LeadListRow, { id: randomUUID(), userId, name, isDefault: false, createdAt: new Date() });
    await flushNamed(em);
    return listDto(list, 0);
  }

  async rename(userId: string, id: string, name: string): Promise<LeadList> {
    const em = await this.db.em();
    const list = await this.ownList(em, userId, id);
    list.name = name;
    await flushNamed(em);
    this.marks.forget(userId);
    const [count] = await rows<{ n: number }>(
      em,
      `select count(*)::int as "n" from "saved_leads" where "list_id" = ?`,
      [id],
    );
    return listDto(list, Number(count?.n ?? 0));
  }

  /** Deletes a list; its leads move to the default list, each with the move in its history. */
  async remove(userId: string, id: string): Promise<number> {
    const em = await this.db.em();
    return em
      .transactional(async (tx) => {
        const list = await this.ownList(tx, userId, id);
        if (list.isDefault) throw rpcError('CONFLICT', DEFAULT_LIST_DELETE_MESSAGE);
        const target = await this.defaultList(tx, userId);
        const now = new Date();
        await rows(
          tx,
          `insert into "lead_activities" ("id", "lead_id", "user_id", "kind", "detail", "from_value", "to_value", "at")
         select gen_random_uuid(), "id", "user_id", 'list', ?, ?, ?, ? from "saved_leads" where "user_id" = ? and "list_id" = ?`,
          [`List ${list.name} -> ${target.name} (list deleted)`, list.name, target.name, now, userId, id],
        );
        const moved = await rows<{ id: string }>(
          tx,
          `update "saved_leads" set "list_id" = ?, "version" = "version" + 1, "updated_at" = ? where "user_id" = ? and "list_id" = ? returning "id"`,
          [target.id, now, userId, id],
        );
        await tx.nativeDelete(LeadListRow, { id, userId });
        return moved.length;
      })
      .finally(() => this.marks.forget(userId));
  }
}

async function flushNamed(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (isUniqueViolation(err))
      throw rpcError('CONFLICT', LIST_NAME_TAKEN_MESSAGE, { name: [LIST_NAME_TAKEN_MESSAGE] });
    throw err;
  }
}

export function listDto(list: LeadListRow, count: number): LeadList {
  return {
    id: list.id,
    name: list.name,
    is_default: list.isDefault,
    lead_count: count,
    created_at: list.createdAt.toISOString(),
  };
}
