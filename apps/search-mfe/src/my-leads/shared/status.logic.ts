import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LOST_REASON_REQUIRED_MESSAGE,
  type LeadStatus,
  type SavedLeadUpdateRequest,
} from '@leadgen/contracts';

export const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

/** The pill colour of each pipeline step: grey before contact, blue while working, green won, red lost. */
const STATUS_TONE: Record<LeadStatus, string> = {
  new: 'grey',
  attempted: 'yellow',
  connected: 'blue',
  meeting_booked: 'violet',
  won: 'green',
  lost: 'red',
};

export function statusView(status: LeadStatus): { label: string; tone: string } {
  return { label: LEAD_STATUS_LABELS[status] ?? status, tone: STATUS_TONE[status] ?? 'grey' };
}

export type StatusChange = { ok: true; body: Omit<SavedLeadUpdateRequest, 'version'> } | { ok: false; message: string };

/** The change a status pick asks for; Lost needs a reason said in words. */
export function statusChange(status: LeadStatus, lostReason = ''): StatusChange {
  if (status !== 'lost') return { ok: true, body: { status } };
  const reason = lostReason.trim();
  if (!reason) return { ok: false, message: LOST_REASON_REQUIRED_MESSAGE };
  return { ok: true, body: { status, lost_reason: reason.slice(0, 500) } };
}
