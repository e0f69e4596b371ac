import type { EntityManager } from '@mikro-orm/core';
import type { LeadStatus, MyLeadsBulkRequest } from '@leadgen/contracts';
import { rows } from '../db/leads.database.js';
import { idsFilter } from './my-leads.filter.js';

/** How long the server keeps an undo: the toast's 10 seconds and time for the click to arrive. */
export const UNDO_KEPT_MS = 20_000;

/** A changed lead's pipeline fields before a status change or list move, and the history lines it wrote. */
export interface PipelineBefore {
  id: string;
  status: LeadStatus;
  lost_reason: string | null;
  status_changed_at: string;
  list_id: string;
  version: number;
  updated_at: string;
  activity_ids: string[];
}

/** Every table that belongs to a saved lead, parents first: what a removal takes and its undo puts back. */
export const LEAD_TABLES = [
  'saved_leads',
  'lead_notes',
  'lead_activities',
  'lead_pitches',
  'lead_diagnostics',
  'lead_contacts',
  'lead_contact_reads',
] as const;

export type UndoAction = MyLeadsBulkRequest['action'];
export interface UndoRow {
  action: UndoAction;
  /** Status or move: PipelineBefore[]; removal: the rows of each of LEAD_TABLES. */
  snapshot: PipelineBefore[] | Record<(typeof LEAD_TABLES)[number], Array<Record<string, unknown>>>;
  expired: boolean;
}

/** Keeps what a status change or list move replaced; expired undos of every rep are dropped on the way. */
export async function keepPipelineUndo(
  em: EntityManager,
  token: string,
  userId: string,
  action: UndoAction,
  before: PipelineBefore[],
  now: Date,
): Promise<void> {
  await dropExpired(em, now);
  await rows(
    em,
    `insert into "lead_undos" ("id", "user_id", "action", "snapshot", "expires_at", "created_at") values (?, ?, ?, ?::jsonb, ?, ?)`,
    [token, userId, action, JSON.stringify(before), new Date(now.getTime() + UNDO_KEPT_MS), now],
  );
}

/**
 * Keeps the rows of every table that belong to the leads about to be removed, copied inside the
 * database (nothing read into the service), so the undo can put them back as they were.
 */
export async function keepRemovalUndo(
  em: EntityManager,
  token: string,
  userId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  await dropExpired(em, now);
  const leads = idsFilter(userId, ids);
  const parts = LEAD_TABLES.map((table) =>
    table === 'saved_leads'
      ? `'${table}', (select coalesce(jsonb_agg(to_jsonb(s)), '[]'::jsonb) from "saved_leads" s where ${leads.sql})`
      : `'${table}', (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from "${table}" t
           where t."lead_id" in (select s."id" from "saved_leads" s where ${leads.sql}))`,
  );
  await rows(
    em,
    `insert into "lead_undos" ("id", "user_id", "action", "snapshot", "expires_at", "created_at")
     select ?, ?, 'remove', jsonb_build_object(${parts.join(', ')}), ?, ?`,
    [token, userId, ...LEAD_TABLES.flatMap(() => leads.params), new Date(now.getTime() + UNDO_KEPT_MS), now],
  );
}

/** The rep's undo with this token, held for the undo; null when there is none (another rep's, used, or dropped). */
export async function takeUndo(em: EntityManager, token: string, userId: string, now: Date): Promise<UndoRow | null> {
  const [row] = await rows<{ action: UndoAction; snapshot: string | UndoRow['snapshot']; expires_at: string | Date }>(
    em,
    `select "action", "snapshot", "expires_at" from "lead_undos" where "id" = ? and "user_id" = ? for update`,
    [token, userId],
  );
  if (!row) return null;
  const snapshot = typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot;
  return { action: row.action, snapshot, expired: new Date(row.expires_at).getTime() < now.getTime() };
}

export async function forgetUndo(em: EntityManager, token: string): Promise<void> {
  await rows(em, `delete from "lead_undos" where "id" = ?`, [token]);
}

/** Puts a removal's rows back, table by table, parents first. */
export async function putBackRemoved(em: EntityManager, snapshot: Record<string, unknown[]>): Promise<void> {
  for (const table of LEAD_TABLES) {
    const found = snapshot[table] ?? [];
    if (!found.length) continue;
    await rows(em, `insert into "${table}" select * from jsonb_populate_recordset(null::"${table}", ?::jsonb)`, [
      JSON.stringify(found),
    ]);
  }
}

function dropExpired(em: EntityManager, now: Date): Promise<unknown> {
  return rows(em, `delete from "lead_undos" where "expires_at" < ?`, [now]);
}
