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
 * The routes this page's client cannot call. The shell shares its contracts with the remotes (one
 * copy, the shell's), so a shell built before a route existed hands over a client whose route
 * table lacks it; calling it would fail inside the client with a type error. The tab asks first
 * and says so in words instead.
 */
export function missingRoutes(endpoints: Record<string, unknown> = ENDPOINTS): string[] {
  return OUTREACH_ROUTE_IDS.filter((id) => !endpoints?.[id]);
}

export const SHELL_TOO_OLD_MESSAGE =
  'Outreach needs a newer version of this app than the one open in this browser. Reload the page; if this stays, the app is being updated, so try again in a few minutes.';
