import { LEAD_STATUS_LABELS, type LeadStatus, type MyLeadsBulkResponse } from '@leadgen/contracts';

/** A change asked for the selected leads, before the rep confirms it. */
export type BulkAsk =
  | { action: 'status'; status: LeadStatus }
  | { action: 'move'; listId: string; listName: string }
  | { action: 'remove' };

/**
 * How long the toast offers Undo: MY_LEADS_UNDO_SECONDS of the contracts, said here because the
 * contracts at run time are the shell's copy, which may predate the constant (or leave it out).
 */
export const UNDO_OFFERED_MS = 10_000;

const leads = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`;

/** The confirmation's question, naming the count and the change: 'Set 7 leads to Lost?'. */
export function bulkQuestion(ask: BulkAsk, count: number): string {
  if (ask.action === 'status') return `Set ${leads(count)} to ${LEAD_STATUS_LABELS[ask.status]}?`;
  if (ask.action === 'move') return `Move ${leads(count)} to ${ask.listName}?`;
  return `Remove ${leads(count)} from My Leads?`;
}

/** The confirm button's words: the change itself. */
export function bulkConfirmLabel(ask: BulkAsk, count: number): string {
  if (ask.action === 'status') return `Set ${leads(count)} to ${LEAD_STATUS_LABELS[ask.status]}`;
  if (ask.action === 'move') return `Move ${leads(count)}`;
  return `Remove ${leads(count)}`;
}

/** What the change did, for the Undo toast: 'Set 7 leads to Lost', with any left as they were. */
export function bulkDoneMessage(ask: BulkAsk, res: Pick<MyLeadsBulkResponse, 'changed' | 'skipped'>): string {
  const head =
    ask.action === 'status'
      ? `Set ${leads(res.changed)} to ${LEAD_STATUS_LABELS[ask.status]}`
      : ask.action === 'move'
        ? `Moved ${leads(res.changed)} to ${ask.listName}`
        : `Removed ${leads(res.changed)}`;
  if (!res.skipped) return head;
  return `${head}; ${leads(res.skipped)} changed elsewhere ${res.skipped === 1 ? 'was' : 'were'} left as ${res.skipped === 1 ? 'it was' : 'they were'}`;
}

/** Nothing changed: every selected lead was changed elsewhere, or already where the rep asked. */
export function bulkNothingMessage(ask: BulkAsk): string {
  if (ask.action === 'status')
    return `The selected leads are already ${LEAD_STATUS_LABELS[ask.status]}, or were changed elsewhere.`;
  if (ask.action === 'move') return `The selected leads are already in ${ask.listName}, or were changed elsewhere.`;
  return 'The selected leads were changed elsewhere; reload and try again.';
}

export const BULK_FAILED = 'The change could not be made. Nothing was changed; please try again.';
export const UNDO_FAILED = 'The change could not be undone. Please try again.';

/** 'Undone: 7 leads are back as they were'. */
export function undoneMessage(restored: number): string {
  return `Undone: ${leads(restored)} ${restored === 1 ? 'is' : 'are'} back as ${restored === 1 ? 'it was' : 'they were'}`;
}
