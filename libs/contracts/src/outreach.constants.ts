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
  /** A follow-up whose first email's outcome is unknown: it waits for the rep to send or cancel it. */
  'held',
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
  held: 'Held',
};

export const OUTREACH_STOP_REASONS = [
  'lead_status',
  'unsubscribed',
  'bounced',
  'suppressed',
  'cancelled',
  'lead_removed',
  /** The recipient answered (a reply in the thread, or from the same address). */
  'replied',
  /** Someone else at the same restaurant (the same domain) answered. */
  'replied_same_company',
  /** The recipient answered that they are not interested. */
  'not_interested',
  /** The recipient asked in words not to be emailed ('remove me', 'no me escriban'). */
  'opted_out',
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
  replied: 'They replied',
  replied_same_company: 'Someone at the same restaurant replied',
  not_interested: 'They said they are not interested',
  opted_out: 'They asked not to be emailed',
};

export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'manual', 'opted_out'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  manual: 'Added by you',
  opted_out: 'Asked not to be emailed',
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

/**
 * What an answer in the rep's mailbox is, as the product reads it. A reply stops the sequence (and
 * every sequence to the same restaurant); an out-of-office pauses it; an auto-reply changes nothing;
 * a hard bounce and an opt-out suppress the address; a soft bounce is tried again; not interested stops.
 */
export const INBOX_KINDS = [
  'reply',
  'out_of_office',
  'auto_reply',
  'hard_bounce',
  'soft_bounce',
  'opt_out',
  'not_interested',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  reply: 'Reply',
  out_of_office: 'Out of office',
  auto_reply: 'Auto-reply',
  hard_bounce: 'Bounced',
  soft_bounce: 'Bounced (temporary)',
  opt_out: 'Asked not to be emailed',
  not_interested: 'Not interested',
};

/** An out-of-office with no return date pauses its sequence this many business days. */
export const OUTREACH_OUT_OF_OFFICE_PAUSE_DAYS = 7;
/** Soft bounces to one address before it is suppressed; each is tried again a business day later. */
export const OUTREACH_SOFT_BOUNCES_MAX = 3;
/** The mailbox's circuit breaker: over this share of hard bounces in the last sends (at least the minimum), new first emails stop. */
export const OUTREACH_BOUNCE_BREAKER = { window: 50, minimum: 20, rate: 0.02 } as const;

export const IMAP_SECURITY = ['tls', 'starttls', 'none'] as const;
export type ImapSecurity = (typeof IMAP_SECURITY)[number];
export const IMAP_SECURITY_LABELS: Record<ImapSecurity, string> = {
  tls: 'TLS from the start (usually port 993)',
  starttls: 'STARTTLS (usually port 143)',
  none: 'None (local test servers only)',
};
