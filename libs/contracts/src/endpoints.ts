/**
 * Method and path of every /api route, without schemas: the typed web client calls through this
 * table, so a browser loads no payload schema, and the route table (routes.ts) takes each route's
 * method and path from here.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Exact, or templated with `{name}` segments. */
  path: string;
}

export const ENDPOINTS = {
  config: { method: 'GET', path: '/api/config' },
  stats: { method: 'GET', path: '/api/stats' },
  accessCheck: { method: 'POST', path: '/api/access/check' },
  accessRequest: { method: 'POST', path: '/api/access/request' },
  signup: { method: 'POST', path: '/api/auth/signup' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  resendCode: { method: 'POST', path: '/api/auth/resend-code' },
  signin: { method: 'POST', path: '/api/auth/signin' },
  completeSignup: { method: 'POST', path: '/api/auth/complete-signup' },
  profileGet: { method: 'GET', path: '/api/account/profile' },
  profileUpdate: { method: 'PATCH', path: '/api/account/profile' },
  passwordChange: { method: 'POST', path: '/api/account/password' },
  usage: { method: 'GET', path: '/api/account/usage' },
  offerGet: { method: 'GET', path: '/api/account/offer' },
  offerPut: { method: 'PUT', path: '/api/account/offer' },
  digestGet: { method: 'GET', path: '/api/account/digest' },
  digestSet: { method: 'PUT', path: '/api/account/digest' },
  digestOptOut: { method: 'POST', path: '/api/account/digest/opt-out/{token}' },
  teamGet: { method: 'GET', path: '/api/team' },
  teamCreate: { method: 'POST', path: '/api/team' },
  teamInvite: { method: 'POST', path: '/api/team/invites' },
  teamInviteRevoke: { method: 'DELETE', path: '/api/team/invites/{id}' },
  teamJoin: { method: 'POST', path: '/api/team/join' },
  teamMemberUpdate: { method: 'PATCH', path: '/api/team/members/{id}' },
  teamMemberRemove: { method: 'DELETE', path: '/api/team/members/{id}' },
  teamReport: { method: 'GET', path: '/api/team/report' },
  analysesList: { method: 'GET', path: '/api/analyses' },
  analysisGet: { method: 'GET', path: '/api/analyses/{id}' },
  signout: { method: 'POST', path: '/api/auth/signout' },
  sessionsList: { method: 'GET', path: '/api/auth/sessions' },
  sessionEnd: { method: 'DELETE', path: '/api/auth/sessions/{id}' },
  sessionsEndOthers: { method: 'POST', path: '/api/auth/sessions/end-others' },
  cuisineTypes: { method: 'GET', path: '/api/cuisine-types' },
  leadSearch: { method: 'POST', path: '/api/leads/search' },
  leadExport: { method: 'POST', path: '/api/leads/export' },
  contactsFind: { method: 'POST', path: '/api/leads/contacts' },
  urlPitch: { method: 'POST', path: '/api/generate_pitch_from_url' },
  businessAnalysis: { method: 'POST', path: '/api/analyze_business_url' },
  leadPitch: { method: 'POST', path: '/api/pitches/lead' },
  customPitch: { method: 'POST', path: '/api/pitches/custom' },
  checklist: { method: 'POST', path: '/api/diagnostic-analysis' },
  clientsImport: { method: 'POST', path: '/api/clients/import' },
  clientsList: { method: 'GET', path: '/api/clients' },
  myLeadsSave: { method: 'POST', path: '/api/my-leads' },
  myLeadsList: { method: 'GET', path: '/api/my-leads' },
  myLeadsExport: { method: 'POST', path: '/api/my-leads/export' },
  myLeadsFacets: { method: 'GET', path: '/api/my-leads/facets' },
  myLeadsNumbers: { method: 'GET', path: '/api/my-leads/numbers' },
  myLeadsBulk: { method: 'POST', path: '/api/my-leads/bulk' },
  myLeadsUndo: { method: 'POST', path: '/api/my-leads/undo' },
  myLeadsGet: { method: 'GET', path: '/api/my-leads/{id}' },
  myLeadsUpdate: { method: 'PATCH', path: '/api/my-leads/{id}' },
  myLeadsNote: { method: 'POST', path: '/api/my-leads/{id}/notes' },
  myLeadsDelete: { method: 'DELETE', path: '/api/my-leads/{id}' },
  myLeadsContacts: { method: 'GET', path: '/api/my-leads/{id}/contacts' },
  myLeadsContactsFind: { method: 'POST', path: '/api/my-leads/{id}/contacts/read' },
  myLeadsContactAdd: { method: 'POST', path: '/api/my-leads/{id}/contacts' },
  myLeadsContactUpdate: { method: 'PATCH', path: '/api/my-leads/{id}/contacts/{contact_id}' },
  myLeadsContactDelete: { method: 'DELETE', path: '/api/my-leads/{id}/contacts/{contact_id}' },
  listsList: { method: 'GET', path: '/api/lists' },
  listsCreate: { method: 'POST', path: '/api/lists' },
  listsRename: { method: 'PATCH', path: '/api/lists/{id}' },
  listsDelete: { method: 'DELETE', path: '/api/lists/{id}' },
  savedSearchesList: { method: 'GET', path: '/api/saved-searches' },
  savedSearchesCreate: { method: 'POST', path: '/api/saved-searches' },
  savedSearchesDelete: { method: 'DELETE', path: '/api/saved-searches/{id}' },
  savedSearchesRun: { method: 'POST', path: '/api/saved-searches/{id}/run' },
  watchSet: { method: 'PUT', path: '/api/saved-searches/{id}/watch' },
  watchChanges: { method: 'GET', path: '/api/watch/changes' },
  customPitchReportGet: { method: 'GET', path: '/api/preferences/custom-pitch-report' },
  customPitchReportPut: { method: 'PUT', path: '/api/preferences/custom-pitch-report' },
  outreachMailboxGet: { method: 'GET', path: '/api/outreach/mailbox' },
  outreachMailboxPut: { method: 'PUT', path: '/api/outreach/mailbox' },
  outreachDraft: { method: 'GET', path: '/api/outreach/leads/{lead_id}/draft' },
  outreachSend: { method: 'POST', path: '/api/outreach/emails' },
  outreachOutbox: { method: 'GET', path: '/api/outreach/emails' },
  outreachOutboxCancel: { method: 'POST', path: '/api/outreach/emails/{id}/cancel' },
  suppressionsList: { method: 'GET', path: '/api/outreach/suppressions' },
  suppressionAdd: { method: 'POST', path: '/api/outreach/suppressions' },
  suppressionDelete: { method: 'DELETE', path: '/api/outreach/suppressions/{id}' },
  unsubscribe: { method: 'POST', path: '/api/unsubscribe/{token}' },
  outreachMailboxResume: { method: 'POST', path: '/api/outreach/mailbox/resume' },
  outreachOutboxRelease: { method: 'POST', path: '/api/outreach/emails/{id}/release' },
  outreachInbox: { method: 'GET', path: '/api/outreach/inbox' },
  outreachInboxRead: { method: 'POST', path: '/api/outreach/inbox/{id}/read' },
  outreachInboxKind: { method: 'POST', path: '/api/outreach/inbox/{id}/kind' },
  outreachInboxMeeting: { method: 'GET', path: '/api/outreach/inbox/{id}/meeting' },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof ENDPOINTS;

/**
 * Routes renamed so that a feature goes by one word, each with the id it had before (its path is
 * the same). The shell shares its contracts with the remotes (one copy, the shell's), so a remote
 * built before the rename calls the shell's client by the old id, and asks this table whether the
 * route is there: each old id answers too. Not enumerable, so the route table, the gateway and the
 * API docs know each route once, by its new id. Kept until no remote built before is served.
 */
export const EARLIER_ROUTE_IDS = {
  contactsFind: 'contactsRead',
  myLeadsContactsFind: 'myLeadsContactsRead',
  outreachOutbox: 'outreachEmails',
  outreachOutboxCancel: 'outreachEmailCancel',
  outreachOutboxRelease: 'outreachEmailRelease',
} as const satisfies Partial<Record<EndpointId, string>>;

for (const [id, earlier] of Object.entries(EARLIER_ROUTE_IDS)) {
  Object.defineProperty(ENDPOINTS, earlier, { value: ENDPOINTS[id as EndpointId], enumerable: false });
}

/**
 * The `{name}` values when `path` fits `template` segment by segment, else undefined. A value is
 * one non-empty segment, decoded; the route's `params` schema says what it may be.
 */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  if (!template.includes('{')) return template === path ? {} : undefined;
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const name = /^\{(\w+)\}$/.exec(want[i]!)?.[1];
    if (!name) {
      if (want[i] !== got[i]) return undefined;
      continue;
    }
    if (!got[i]) return undefined;
    try {
      params[name] = decodeURIComponent(got[i]!);
    } catch {
      params[name] = got[i]!;
    }
  }
  return params;
}

/** The path with each `{name}` filled from `params`, encoded. */
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path value '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}
