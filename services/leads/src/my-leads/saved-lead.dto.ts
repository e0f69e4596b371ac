import type { SavedLead } from '@leadgen/contracts';
import { bestTimeFromPlan, type QuietWeek } from './best-time.planner.js';
import type { SavedLeadRow } from '../db/entities.js';

/**
 * A saved lead's stored columns, however they were read: as an entity (a save, a change, the
 * detail) or as a raw row of a list page, whose dates may come back as text.
 */
export interface SavedLeadColumns {
  id: string;
  placeId: string;
  dataSource: string | null;
  listId: string;
  listName: string;
  status: SavedLead['status'];
  lostReason: string | null;
  followUpAt: Date | string | null;
  version: number;
  /** Whether the lead's facts have opening hours: without them its best time is unknown. */
  hasHours: boolean;
  quietWeek: QuietWeek;
  timeZone: string | null;
  noteCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  statusChangedAt: Date | string;
  /** Who works it, and their name as teammates read it. */
  ownerId?: string;
  ownerName?: string;
}

/** A saved lead as the rep sees it, all but its facts: the one place this shape is built. */
export function savedLeadOf(c: SavedLeadColumns, now: Date): Omit<SavedLead, 'lead'> {
  return {
    id: c.id,
    place_id: c.placeId,
    data_source: (c.dataSource as SavedLead['data_source']) ?? null,
    list: { id: c.listId, name: c.listName },
    status: c.status,
    lost_reason: c.lostReason ?? null,
    follow_up_at: c.followUpAt ? iso(c.followUpAt) : null,
    version: c.version,
    best_time: bestTimeFromPlan(c.hasHours, { quiet: c.quietWeek, timeZone: c.timeZone }, now),
    note_count: c.noteCount,
    saved_at: iso(c.createdAt),
    updated_at: iso(c.updatedAt),
    status_changed_at: iso(c.statusChangedAt),
    ...(c.ownerId ? { owner: { id: c.ownerId, name: c.ownerName ?? '' } } : {}),
  };
}

/** A saved lead read as an entity, with its facts; `listName` is '' when its list is gone. */
export function savedLeadOfRow(row: SavedLeadRow, listName: string, now: Date): SavedLead {
  const columns: SavedLeadColumns = {
    id: row.id,
    placeId: row.placeId,
    dataSource: row.dataSource ?? null,
    listId: row.listId,
    listName,
    status: row.status,
    lostReason: row.lostReason ?? null,
    followUpAt: row.followUpAt ?? null,
    version: row.version,
    hasHours: Boolean(row.lead.operating_hours?.weekday_text?.length),
    quietWeek: row.quietWeek,
    timeZone: row.timeZone ?? null,
    noteCount: row.noteCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    statusChangedAt: row.statusChangedAt,
    ownerId: row.userId,
    ownerName: row.ownerName,
  };
  return { ...savedLeadOf(columns, now), lead: row.lead };
}

function iso(at: Date | string): string {
  return new Date(at).toISOString();
}
