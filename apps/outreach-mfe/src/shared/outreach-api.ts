import { ENDPOINTS, type RouteId } from '@leadgen/contracts';

/** Every route the Outreach tab calls, through the shell's typed client. */
export const OUTREACH_ROUTE_IDS = [
  'outreachMailboxGet',
  'outreachMailboxPut',
  'outreachDraft',
  'outreachSend',
  'outreachOutbox',
  'outreachOutboxCancel',
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
  'outreachOutboxRelease',
] as const;

/**
 * The outbox's routes by the ids they had before they were named for the outbox (the same paths and
 * payloads): a shell built before then hands over a client that knows them only by these.
 */
const EARLIER_IDS: Partial<Record<RouteId, string>> = {
  outreachOutbox: 'outreachEmails',
  outreachOutboxCancel: 'outreachEmailCancel',
  outreachOutboxRelease: 'outreachEmailRelease',
};

/**
 * The id the shell's client knows a route by: its own, or the one it had before it was renamed (a
 * call by it reaches the same path with the same payload, so it is typed as the route's own).
 */
export function routeId<K extends RouteId>(id: K, endpoints: Record<string, unknown> = ENDPOINTS): K {
  const earlier = EARLIER_IDS[id];
  return (earlier && !endpoints?.[id] && endpoints?.[earlier] ? earlier : id) as K;
}

const has = (endpoints: Record<string, unknown>, id: RouteId) => !!endpoints?.[routeId(id, endpoints)];

/**
 * The routes this page's client cannot call. The shell shares its contracts with the remotes (one
 * copy, the shell's), so a shell built before a route existed hands over a client whose route
 * table lacks it; calling it would fail inside the client with a type error. The tab asks first
 * and says so in words instead.
 */
export function missingRoutes(endpoints: Record<string, unknown> = ENDPOINTS): string[] {
  return OUTREACH_ROUTE_IDS.filter((id) => !has(endpoints, id));
}

/** Whether the shell's client can read answers (every route of ANSWER_ROUTE_IDS is in its table). */
export function hasAnswerRoutes(endpoints: Record<string, unknown> = ENDPOINTS): boolean {
  return ANSWER_ROUTE_IDS.every((id) => has(endpoints, id));
}

export const SHELL_TOO_OLD_MESSAGE =
  'Outreach needs a newer version of this app than the one open in this browser. Reload the page; if this stays, the app is being updated, so try again in a few minutes.';
