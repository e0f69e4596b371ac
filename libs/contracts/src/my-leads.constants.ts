/* My Leads limits and messages, without schemas: the My Leads tab uses them in the browser. */
import type { InboxKind } from './outreach.constants.js';

/** The list every rep has; leads saved without a list go here, and it cannot be deleted. */
export const DEFAULT_LEAD_LIST_NAME = 'My Leads';
/** Leads one save may carry: a whole search result (at most 100 rows). */
export const MAX_LEADS_PER_SAVE = 100;
/** Rows one export may carry. */
export const MAX_MY_LEADS_EXPORT = 10_000;
export const MY_LEADS_PAGE_SIZES = [25, 50, 100] as const;
/** Longest cuisine and city kept for filtering (longer ones are cut to this on save). */
export const MY_LEADS_CUISINE_MAX = 60;
export const MY_LEADS_CITY_MAX = 100;

export const SAVED_LEAD_NOT_FOUND_MESSAGE = 'Saved lead not found.';
export const LEAD_LIST_NOT_FOUND_MESSAGE = 'List not found.';
export const SAVED_SEARCH_NOT_FOUND_MESSAGE = 'Saved search not found.';
export const STALE_VERSION_MESSAGE = 'This lead was changed elsewhere since you opened it. Reload it and try again.';
export const LIST_NAME_TAKEN_MESSAGE = 'You already have a list with this name.';
export const DEFAULT_LIST_DELETE_MESSAGE = `The '${DEFAULT_LEAD_LIST_NAME}' list cannot be deleted.`;
export const LOST_REASON_REQUIRED_MESSAGE = 'Say why the lead was lost.';
export const NO_MY_LEADS_TO_EXPORT_MESSAGE = 'No saved leads to export';
export const PLACE_ID_REQUIRED_MESSAGE = "The lead needs its provider's place id";
export const SAVED_SEARCH_NAME_TAKEN_MESSAGE = 'You already have a saved search with this name.';

export const MY_LEADS_EXPORT_FORMATS = ['csv', 'hubspot', 'salesforce'] as const;

/** The Lost reason 'Mark Lost (not interested)' sets in one click, after an answer said they are not interested. */
export const NOT_INTERESTED_LOST_REASON = 'Not interested';

/**
 * A saved lead's timeline entries for the answers outreach reads in the rep's mailbox, one kind per
 * answer kind; the entry's detail holds the answer's text.
 */
export const EMAIL_ANSWER_ACTIVITY_KINDS = [
  'email_replied',
  'email_out_of_office',
  'email_auto_reply',
  'email_bounced',
  'email_soft_bounced',
  'email_opted_out',
  'email_not_interested',
] as const;
export type EmailAnswerActivityKind = (typeof EMAIL_ANSWER_ACTIVITY_KINDS)[number];

/** Each answer kind as the lead's timeline keeps it. */
export const EMAIL_ANSWER_ACTIVITY: Record<InboxKind, EmailAnswerActivityKind> = {
  reply: 'email_replied',
  out_of_office: 'email_out_of_office',
  auto_reply: 'email_auto_reply',
  hard_bounce: 'email_bounced',
  soft_bounce: 'email_soft_bounced',
  opt_out: 'email_opted_out',
  not_interested: 'email_not_interested',
};

/** The timeline entry of an address put on (or taken off) the rep's suppression list, on the lead whose email brought it. */
export const EMAIL_SUPPRESSED_ACTIVITY_KIND = 'email_suppressed';

/** The periods the rep's pipeline numbers are counted over (Analytics), in days up to now; 30 unless asked. */
export const MY_LEADS_NUMBERS_DAYS = [7, 30, 90, 365] as const;
