import {
  OUTREACH_EMAIL_STATUS_LABELS,
  OUTREACH_STOP_REASON_LABELS,
  type OutreachEmail,
  type OutreachEmailStatus,
} from '@leadgen/contracts';
import { formatDay, formatWhen } from '../shared/errors.logic.js';
import { lowerFirst } from '../shared/words.logic.js';

/** The outbox's filter: every email, or those at one status. */
export type OutboxFilter = OutreachEmailStatus | '';

/** The statuses the rep filters by, in the order a send goes through them. */
export const OUTBOX_FILTERS: readonly OutreachEmailStatus[] = [
  'scheduled',
  'held',
  'sent',
  'stopped',
  'cancelled',
  'failed',
  'outcome_unknown',
];

/** What a held follow-up says: it waits for the rep, since its first email may not have gone out. */
export const HELD_WORDS = 'Held: the first email may not have been sent';
const UNKNOWN_WORDS =
  'The mail server was cut off mid-send: it may or may not have gone out. Where your mailbox is read for answers, its Sent folder settles this within the hour; else it is not sent again on its own.';

/** What the rep's Sent folder settled, once the mail server was cut off mid-send. */
const SENT_FOLDER_WORDS = {
  found: 'The mail server was cut off mid-send; the email is in your Sent folder, so it went out.',
  missing: 'The mail server was cut off mid-send and the email is not in your Sent folder: sent again.',
  missingDue: 'The mail server was cut off mid-send and the email is not in your Sent folder: it goes out again.',
} as const;

/** Why a sent or rescheduled email shows as it does, when the Sent folder settled it. */
function sentFolderWords(email: Shown): string | null {
  if (email.sent_folder === 'found' && email.status === 'sent') return SENT_FOLDER_WORDS.found;
  if (email.sent_folder !== 'missing') return null;
  if (email.status === 'sent') return SENT_FOLDER_WORDS.missing;
  return email.status === 'scheduled' || email.status === 'sending' ? SENT_FOLDER_WORDS.missingDue : null;
}

/**
 * What the email says in the rep's words: a follow-up's own lines above the first email it quotes
 * ('> ' lines after a blank one), and whether it quotes one.
 */
export function messageWords(body: string): { own: string; quotes: boolean } {
  const at = body.search(/\n\n> /);
  return at < 0 ? { own: body.trim(), quotes: false } : { own: body.slice(0, at).trim(), quotes: true };
}

/** Which email of its sequence this is. */
export function stepWords(step: number): string {
  return step === 0 ? 'First email' : `Follow-up ${step}`;
}

/** An email an out-of-office paused: 'Paused until Tue, Dec 8' (the day it goes out again). */
export function pausedWords(pausedUntil: string | null | undefined): string | null {
  const day = formatDay(pausedUntil);
  return day ? `Paused until ${day}` : null;
}

/** Why an email stopped: 'Stopped: they replied'; the server's own word when this build does not know it. */
export function stoppedWords(reason: string): string {
  const label = (OUTREACH_STOP_REASON_LABELS as Record<string, string | undefined>)[reason] ?? reason;
  return `Stopped: ${lowerFirst(label)}`;
}

type Shown = Pick<OutreachEmail, 'status' | 'stop_reason' | 'error'> &
  Partial<Pick<OutreachEmail, 'paused_until' | 'sent_folder'>>;

/** The status as the outbox shows it, and why it waits or did not go. */
export function statusWords(email: Shown): { label: string; reason: string | null } {
  const paused = email.status === 'scheduled' ? pausedWords(email.paused_until) : null;
  if (paused) return { label: 'Paused', reason: paused };
  const label = OUTREACH_EMAIL_STATUS_LABELS[email.status] ?? email.status;
  if (email.status === 'held') return { label, reason: HELD_WORDS };
  if (email.stop_reason) return { label, reason: stoppedWords(email.stop_reason) };
  const reason = email.error ?? sentFolderWords(email) ?? (email.status === 'outcome_unknown' ? UNKNOWN_WORDS : null);
  return { label, reason };
}

/** When it went, or goes, or was to go. */
export function whenWords(email: Pick<OutreachEmail, 'status' | 'due_at' | 'sent_at'>): string {
  if (email.status === 'sent' && email.sent_at) return `Sent ${formatWhen(email.sent_at)}`;
  if (email.status === 'scheduled' || email.status === 'sending') return `Due ${formatWhen(email.due_at)}`;
  return `Was due ${formatWhen(email.due_at)}`;
}

/** An email not yet sent can be cancelled (a scheduled one, or a held follow-up); its later follow-ups stop with it. */
export function canCancel(email: Pick<OutreachEmail, 'status'>): boolean {
  return email.status === 'scheduled' || email.status === 'held';
}

/** Only a held follow-up is sent on the rep's word ('Send anyway'). */
export function canRelease(email: Pick<OutreachEmail, 'status'>): boolean {
  return email.status === 'held';
}

/** What a cancel did, in words: the email, and the later follow-ups of its sequence it stopped. */
export function cancelledWords(cancelledId: string, sequence: readonly Pick<OutreachEmail, 'id' | 'status'>[]): string {
  const later = sequence.filter((e) => e.id !== cancelledId && e.status === 'cancelled').length;
  if (later === 0) return 'Email cancelled';
  return later === 1
    ? 'Email cancelled, and the follow-up after it'
    : `Email cancelled, and the ${later} follow-ups after it`;
}

/** What 'Send anyway' did: the follow-up went out, or waits for its time (or the sending window). */
export function releasedWords(releasedId: string, emails: readonly Pick<OutreachEmail, 'id' | 'status'>[]): string {
  const released = emails.find((e) => e.id === releasedId);
  if (released?.status === 'sent') return 'Follow-up sent';
  if (released?.status === 'failed') return 'The follow-up could not be sent: see the outbox';
  return 'Follow-up scheduled: it goes out in the sending window';
}
