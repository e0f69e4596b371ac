/* Outreach's rules and words, without schemas: the Outreach tab and the service share them. */
import type { LEAD_STATUSES } from './leads.constants.js';

type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A mailbox's daily cap when the rep sets none, and the most any plan allows. */
export const OUTREACH_DAILY_CAP_DEFAULT = 50;
export const OUTREACH_DAILY_CAP_MAX = 500;

/** 'Send in their business hours': weekdays, 8 am to 6 pm in the lead's time zone, unless the rep moves it. */
export const OUTREACH_WINDOW_DEFAULT = { start_hour: 8, end_hour: 18 } as const;

/** Follow-ups: at most two, by default 3 and 7 business days after the first email. */
export const OUTREACH_FOLLOW_UPS_MAX = 2;
export const OUTREACH_FOLLOW_UP_DAYS_DEFAULT = [3, 7] as const;
export const OUTREACH_FOLLOW_UP_DAYS_MAX = 30;

/** A subject and a body a rep would write, with room to spare; anything longer is refused. */
export const OUTREACH_SUBJECT_MAX = 200;
export const OUTREACH_BODY_MAX = 20_000;
export const OUTREACH_POSTAL_ADDRESS_MAX = 300;

/** The statuses at which a lead has answered or is done: its follow-ups stop at once. */
export const OUTREACH_STOPPING_STATUSES: readonly LeadStatus[] = ['connected', 'meeting_booked', 'won', 'lost'];

export const OUTREACH_EMAIL_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'stopped',
  'cancelled',
  'failed',
  'outcome_unknown',
] as const;
export type OutreachEmailStatus = (typeof OUTREACH_EMAIL_STATUSES)[number];

/** Each status as the outbox shows it. */
export const OUTREACH_EMAIL_STATUS_LABELS: Record<OutreachEmailStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  stopped: 'Stopped',
  cancelled: 'Cancelled',
  failed: 'Failed',
  outcome_unknown: 'Outcome unknown',
};

export const OUTREACH_STOP_REASONS = [
  'lead_status',
  'unsubscribed',
  'bounced',
  'suppressed',
  'cancelled',
  'lead_removed',
] as const;
export type OutreachStopReason = (typeof OUTREACH_STOP_REASONS)[number];

/** Why a scheduled email was not sent, as the outbox says it. */
export const OUTREACH_STOP_REASON_LABELS: Record<OutreachStopReason, string> = {
  lead_status: 'The lead moved on (Connected, Meeting booked, Won or Lost)',
  unsubscribed: 'The address unsubscribed',
  bounced: 'An earlier email to this address bounced',
  suppressed: 'The address is on your suppression list',
  cancelled: 'Cancelled by you',
  lead_removed: 'The lead was removed from My Leads',
};

export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  manual: 'Added by you',
};

export const MAILBOX_SECURITY = ['starttls', 'tls', 'none'] as const;
export type MailboxSecurity = (typeof MAILBOX_SECURITY)[number];
export const MAILBOX_SECURITY_LABELS: Record<MailboxSecurity, string> = {
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS from the start (usually port 465)',
  none: 'None (local test servers only)',
};

/** The public page an unsubscribe link opens, whatever its token: it never says whether an address exists. */
export const UNSUBSCRIBE_DONE_MESSAGE = "You're unsubscribed. You won't get more emails from this sender.";
export const UNSUBSCRIBE_NEUTRAL_MESSAGE =
  'If this link belongs to an email you received, that address is now unsubscribed from its sender.';
