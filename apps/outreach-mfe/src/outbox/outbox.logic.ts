import {
  OUTREACH_EMAIL_STATUS_LABELS,
  OUTREACH_STOP_REASON_LABELS,
  type OutreachEmail,
  type OutreachEmailStatus,
} from '@leadgen/contracts';
import { formatWhen } from '../shared/errors.logic.js';

/** The outbox's filter: every email, or those at one status. */
export type OutboxFilter = OutreachEmailStatus | '';

/** The statuses the rep filters by, in the order a send goes through them. */
export const OUTBOX_FILTERS: readonly OutreachEmailStatus[] = [
  'scheduled',
  'sent',
  'stopped',
  'cancelled',
  'failed',
  'outcome_unknown',
];

/** Which email of its sequence this is. */
export function stepWords(step: number): string {
  return step === 0 ? 'First email' : `Follow-up ${step}`;
}

/** The status as the outbox shows it, and why, when it did not go. */
export function statusWords(email: Pick<OutreachEmail, 'status' | 'stop_reason' | 'error'>): {
  label: string;
  reason: string | null;
} {
  const label = OUTREACH_EMAIL_STATUS_LABELS[email.status] ?? email.status;
  const reason =
    (email.stop_reason ? OUTREACH_STOP_REASON_LABELS[email.stop_reason] : null) ??
    email.error ??
    (email.status === 'outcome_unknown'
      ? 'The mail server was cut off mid-send: it may or may not have gone out, so it is not sent again on its own.'
      : null);
  return { label, reason };
}

/** When it went, or goes, or was to go. */
export function whenWords(email: Pick<OutreachEmail, 'status' | 'due_at' | 'sent_at'>): string {
  if (email.status === 'sent' && email.sent_at) return `Sent ${formatWhen(email.sent_at)}`;
  if (email.status === 'scheduled' || email.status === 'sending') return `Due ${formatWhen(email.due_at)}`;
  return `Was due ${formatWhen(email.due_at)}`;
}

/** Only an email not yet sent can be cancelled; its later follow-ups stop with it. */
export function canCancel(email: Pick<OutreachEmail, 'status'>): boolean {
  return email.status === 'scheduled';
}

/** What a cancel did, in words: the email, and the later follow-ups of its sequence it stopped. */
export function cancelledWords(cancelledId: string, sequence: readonly Pick<OutreachEmail, 'id' | 'status'>[]): string {
  const later = sequence.filter((e) => e.id !== cancelledId && e.status === 'cancelled').length;
  if (later === 0) return 'Email cancelled';
  return later === 1
    ? 'Email cancelled, and the follow-up after it'
    : `Email cancelled, and the ${later} follow-ups after it`;
}
