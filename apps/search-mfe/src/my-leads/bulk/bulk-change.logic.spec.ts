import { MY_LEADS_UNDO_SECONDS } from '@leadgen/contracts';
import {
  UNDO_OFFERED_MS,
  bulkConfirmLabel,
  bulkDoneMessage,
  bulkQuestion,
  undoneMessage,
} from './bulk-change.logic.js';

describe('the words of a bulk change', () => {
  it('name the count and the change in the question', () => {
    expect(bulkQuestion({ action: 'status', status: 'lost' }, 7)).toBe('Set 7 leads to Lost?');
    expect(bulkQuestion({ action: 'status', status: 'meeting_booked' }, 1)).toBe('Set 1 lead to Meeting booked?');
    expect(bulkQuestion({ action: 'move', listId: 'x', listName: 'Wednesday calls' }, 3)).toBe(
      'Move 3 leads to Wednesday calls?',
    );
    expect(bulkQuestion({ action: 'remove' }, 2)).toBe('Remove 2 leads from My Leads?');
    expect(bulkConfirmLabel({ action: 'remove' }, 1)).toBe('Remove 1 lead');
  });

  it('say what was done, and how many were left as they were', () => {
    expect(bulkDoneMessage({ action: 'status', status: 'lost' }, { changed: 7, skipped: 0 })).toBe(
      'Set 7 leads to Lost',
    );
    expect(bulkDoneMessage({ action: 'remove' }, { changed: 4, skipped: 1 })).toBe(
      'Removed 4 leads; 1 lead changed elsewhere was left as it was',
    );
    expect(undoneMessage(7)).toBe('Undone: 7 leads are back as they were');
    expect(undoneMessage(1)).toBe('Undone: 1 lead is back as it was');
  });
});

it('offers Undo for as long as the contracts say the server keeps it offered', () => {
  expect(UNDO_OFFERED_MS).toBe(MY_LEADS_UNDO_SECONDS * 1000);
});
