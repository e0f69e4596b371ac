import { ENDPOINTS } from '@leadgen/contracts';

/** Every route the Outreach tab calls, through the shell's typed client. */
export const OUTREACH_ROUTE_IDS = [
  'outreachMailboxGet',
  'outreachMailboxPut',
  'outreachDraft',
  'outreachSend',
  'outreachEmails',
  'outreachEmailCancel',
  'suppressionsList',
  'suppressionAdd',
  'suppressionDelete',
] as const;

/**
 * The routes of reading the rep's answers (the inbox, a held follow-up, resuming sends). A shell
 * built before them still runs the rest of the tab: the inbox, 'Send anyway', 'Resume sending' and
 * the IMAP settings are simply not offered (their words come from the same newer contracts).
 */
export const ANSWER_ROUTE_IDS = [
  'outreachInbox',
  'outreachInboxRead',
  'outreachInboxKind',
  'outreachMailboxResume',
  'outreachEmailRelease',
] as const;

/**
 * The routes this page's client cannot call. The shell shares its contracts with the remotes (one
 * copy, the shell's), so a shell built before a route existed hands over a client whose route
 * table lacks it; calling it would fail inside the client with a type error. The tab asks first
 * and says so in words instead.
 */
export function missingRoutes(endpoints: Record<string, unknown> = ENDPOINTS): string[] {
  return OUTREACH_ROUTE_IDS.filter((id) => !endpoints?.[id]);
}

/** Whether the shell's client can read answers (every route of ANSWER_ROUTE_IDS is in its table). */
export function hasAnswerRoutes(endpoints: Record<string, unknown> = ENDPOINTS): boolean {
  return ANSWER_ROUTE_IDS.every((id) => !!endpoints?.[id]);
}

export const SHELL_TOO_OLD_MESSAGE =
  'Outreach needs a newer version of this app than the one open in this browser. Reload the page; if this stays, the app is being updated, so try again in a few minutes.';
