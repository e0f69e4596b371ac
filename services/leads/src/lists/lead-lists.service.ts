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
import { asOwner, type LeadOwner, type Rep } from '../core/lead-owner.js';
import { LeadListRow } from '../db/entities.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';

/** The rep and team a list is read or filed for (a rep alone: by id). */
export type ListUser = Pick<LeadOwner, 'userId' | 'teamId'> | string;
const listUser = (who: ListUser) => (typeof who === 'string' ? asOwner(who) : who);

/**
 * A team's lists: each rep's default 'My Leads' (made on first need, theirs alone) and the lists
 * any rep of the team creates, which every rep of it sees and files their leads in.
 */
@Injectable()
export class LeadListsService {
  constructor(
    private readonly db: LeadsDatabase,
    /** A rename shows in the saved marks of search results and a delete moves leads: their cache forgets the rep. */
    private readonly marks: SavedMarksCache,
  ) {}

  /** The rep's default list in their team, created the first time it is needed (once, even when two requests race). */
  async defaultList(em: EntityManager, who: ListUser): Promise<LeadListRow> {
    const rep = listUser(who);
    const where = { userId: rep.userId, teamId: rep.teamId, isDefault: true };
    const found = await em.findOne(LeadListRow, where);
    if (found) return found;
    await rows(
      em,
      `insert into "lead_lists" ("id", "user_id", "team_id", "name", "is_default", "created_at") values (?, ?, ?, ?, true, ?) on conflict do nothing`,
      [randomUUID(), rep.userId, rep.teamId, DEFAULT_LEAD_LIST_NAME, new Date()],
    );
    return em.findOneOrFail(LeadListRow, where);
  }

  /** A list the rep may file leads in: one of the team's, or their own default; any other answers as not found. */
  async listFor(em: EntityManager, who: ListUser, id: string): Promise<LeadListRow> {
    const rep = listUser(who);
    const list = await em.findOne(LeadListRow, { id, teamId: rep.teamId });
    if (!list || (list.isDefault && list.userId !== rep.userId))
      throw rpcError('NOT_FOUND', LEAD_LIST_NOT_FOUND_MESSAGE);
    return list;
  }

  /** The team's lists and the rep's default, each with how many of the team's leads it holds. */
  async all(who: ListUser): Promise<LeadList[]> {
    const rep = listUser(who);
    const em = await this.db.em();
    await this.defaultList(em, rep);
    const lists = await em.find(
      LeadListRow,
      { teamId: rep.teamId, $or: [{ isDefault: false }, { userId: rep.userId }] },
      { orderBy: { isDefault: 'desc', name: 'asc' } },
    );
    const counts = await rows<{ list_id: string; n: number }>(
      em,
      `select "list_id", count(*)::int as "n" from "saved_leads" where "team_id" = ? group by "list_id"`,
      [rep.teamId],
    );
    const byList = new Map(counts.map((c) => [c.list_id, Number(c.n)]));
    return lists.map((l) => listDto(l, byList.get(l.id) ?? 0));
  }

  async create(who: ListUser, name: string): Promise<LeadList> {
    const rep = listUser(who);
    const em = await this.db.em();
    await this.defaultList(em, rep);
    const list = em.create(LeadListRow, {
      id: randomUUID(),
      userId: rep.userId,
      teamId: rep.teamId,
      name,
      isDefault: false,
      createdAt: new Date(),
    });
    await flushNamed(em);
    return listDto(list, 0);
  }

  async rename(who: Rep, id: string, name: string): Promise<LeadList> {
    const rep = asOwner(who);
    const em = await this.db.em();
    const list = mayChange(rep, await this.listFor(em, rep, id), 'rename');
    list.name = name;
    await flushNamed(em);
    this.marks.forget(rep.userId);
    const [count] = await rows<{ n: number }>(
      em,
      `select count(*)::int as "n" from "saved_leads" where "list_id" = ?`,
      [id],
    );
    return listDto(list, Number(count?.n ?? 0));
  }

  /** Deletes a list; each of its leads moves to its owner's default list, with the move in its history. */
  async remove(who: Rep, id: string): Promise<number> {
    const rep = asOwner(who);
    const em = await this.db.em();
    const owners: string[] = [];
    return em
      .transactional(async (tx) => {
        const list = await this.listFor(tx, rep, id);
        if (list.isDefault) throw rpcError('CONFLICT', DEFAULT_LIST_DELETE_MESSAGE);
        mayChange(rep, list, 'delete');
        const filed = await rows<{ user_id: string }>(
          tx,
          `select distinct "user_id" from "saved_leads" where "list_id" = ?`,
          [id],
        );
        owners.push(...filed.map((f) => f.user_id));
        let moved = 0;
        for (const userId of owners)
          moved += await this.moveToDefault(tx, list, { userId, teamId: rep.teamId }, rep.name);
        await tx.nativeDelete(LeadListRow, { id });
        return moved;
      })
      .finally(() => {
        for (const userId of [rep.userId, ...owners]) this.marks.forget(userId);
      });
  }

  /** One rep's leads of a list being deleted, into their default list. */
  private async moveToDefault(
    tx: EntityManager,
    list: LeadListRow,
    owner: { userId: string; teamId: string },
    /** The rep who deleted the list. */
    by: string,
  ): Promise<number> {
    const target = await this.defaultList(tx, owner);
    const now = new Date();
    await rows(
      tx,
      `insert into "lead_activities" ("id", "lead_id", "user_id", "author_name", "kind", "detail", "from_value", "to_value", "at")
       select gen_random_uuid(), "id", "user_id", ?, 'list', ?, ?, ?, ? from "saved_leads" where "user_id" = ? and "list_id" = ?`,
      [by, `List ${list.name} -> ${target.name} (list deleted)`, list.name, target.name, now, owner.userId, list.id],
    );
    const moved = await rows<{ id: string }>(
      tx,
      `update "saved_leads" set "list_id" = ?, "version" = "version" + 1, "updated_at" = ? where "user_id" = ? and "list_id" = ? returning "id"`,
      [target.id, now, owner.userId, list.id],
    );
    return moved.length;
  }
}

/** A team's list is renamed or deleted by the rep who made it or by an admin; another rep is told why (403). */
function mayChange(rep: LeadOwner, list: LeadListRow, action: 'rename' | 'delete'): LeadListRow {
  if (list.isDefault || list.userId === rep.userId || rep.admin) return list;
  throw rpcError('FORBIDDEN', `Only the rep who made the list ${list.name}, or a team admin, can ${action} it.`);
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
