import {
  apiErrorText,
  ApiError,
  STALE_VERSION_MESSAGE,
  type ApiClient,
  type LeadStatus,
  type SavedLead,
} from '@leadgen/contracts';
import { STATUS_CHANGE_FAILED } from './my-leads.messages.js';
import { statusChange } from './status.logic.js';

/** A status change asked of one lead: applied at once, or told why not. */
export type StatusResult = { ok: true; item: SavedLead } | { ok: false; message: string; stale?: boolean };

/** Sends one lead's status change from the version the rep saw; a stale version says so in the product's words. */
export async function changeStatus(
  api: ApiClient,
  lead: Pick<SavedLead, 'id' | 'version'>,
  status: LeadStatus,
  lostReason?: string,
): Promise<StatusResult> {
  const change = statusChange(status, lostReason);
  if (!change.ok) return change;
  try {
    const res = await api.call('myLeadsUpdate', { ...change.body, version: lead.version }, { id: lead.id });
    return { ok: true, item: res.item };
  } catch (err) {
    const stale = err instanceof ApiError && err.status === 409;
    return { ok: false, message: stale ? STALE_VERSION_MESSAGE : apiErrorText(err, STATUS_CHANGE_FAILED), stale };
  }
}
