import { sampleLead } from '@leadgen/contracts/testing';
import type { SavedLeadRow } from '../db/entities.js';
import { savedLeadOf, savedLeadOfRow, type SavedLeadColumns } from './saved-lead.dto.js';

const now = new Date('2026-03-10T20:00:00Z');
const columns: SavedLeadColumns = {
  id: '0b7e3a52-3d1f-4c55-9d55-1f2f6a1c9e01',
  placeId: 'demo-austin-0001',
  dataSource: 'google',
  listId: '5b0c9f1e-2a7d-4c1e-9a55-6f1c0f2d7a10',
  listName: 'Austin tacos',
  status: 'lost',
  lostReason: 'Went with a competitor',
  followUpAt: '2026-03-12 14:00:00+00',
  version: 3,
  hasHours: false,
  quietWeek: [],
  timeZone: null,
  noteCount: 2,
  createdAt: new Date('2026-03-01T09:00:00Z'),
  updatedAt: '2026-03-09T10:00:00.000Z',
  statusChangedAt: new Date('2026-03-09T10:00:00Z'),
};

describe('a saved lead as the rep sees it', () => {
  it('writes every time as ISO, whether the database gave a date or text', () => {
    expect(savedLeadOf(columns, now)).toMatchObject({
      id: columns.id,
      place_id: 'demo-austin-0001',
      data_source: 'google',
      list: { id: columns.listId, name: 'Austin tacos' },
      status: 'lost',
      lost_reason: 'Went with a competitor',
      follow_up_at: '2026-03-12T14:00:00.000Z',
      version: 3,
      note_count: 2,
      saved_at: '2026-03-01T09:00:00.000Z',
      updated_at: '2026-03-09T10:00:00.000Z',
      status_changed_at: '2026-03-09T10:00:00.000Z',
    });
  });

  it('has no follow-up, source or best time to call it cannot know', () => {
    const item = savedLeadOf({ ...columns, followUpAt: null, dataSource: null }, now);
    expect(item.follow_up_at).toBeNull();
    expect(item.data_source).toBeNull();
    expect(item.best_time.state).toBe('unknown');
  });

  it('is the same read as an entity, with its facts and an empty list name when the list is gone', () => {
    const row = {
      ...columns,
      userId: 'rep',
      ownerName: 'Sam Rivera',
      lead: sampleLead,
      followUpAt: new Date('2026-03-12T14:00:00Z'),
      createdAt: new Date('2026-03-01T09:00:00Z'),
      updatedAt: new Date('2026-03-09T10:00:00Z'),
    } as unknown as SavedLeadRow;
    const item = savedLeadOfRow(row, '', now);
    expect(item.lead).toBe(sampleLead);
    expect(item.list).toEqual({ id: columns.listId, name: '' });
    const { lead: _lead, ...rest } = item;
    // The sample lead has opening hours: its best time is judged as a page row with hours is.
    expect(rest).toEqual(
      savedLeadOf({ ...columns, listName: '', hasHours: true, ownerId: 'rep', ownerName: 'Sam Rivera' }, now),
    );
    expect(rest.owner).toEqual({ id: 'rep', name: 'Sam Rivera' });
    expect(
      savedLeadOfRow({ ...row, lead: { ...sampleLead, operating_hours: null } } as SavedLeadRow, '', now).best_time,
    ).toEqual(savedLeadOf(columns, now).best_time);
  });
});
