/**
 * NATS subjects, `domain.action`. Every service answers `<domain>.health`.
 * Events (fire and forget) live under `events.*`.
 */
export const SUBJECTS = {
  accounts: {
    health: 'accounts.health',
    signup: 'accounts.signup',
    verifyEmail: 'accounts.verify-email',
    resendCode: 'accounts.resend-code',
    signin: 'accounts.signin',
    completeSignup: 'accounts.complete-signup',
    profileGet: 'accounts.profile-get',
    profileUpdate: 'accounts.profile-update',
    passwordChange: 'accounts.password-change',
    usageGet: 'accounts.usage-get',
    accessCheck: 'accounts.access-check',
    accessRequest: 'accounts.access-request',
    signout: 'accounts.signout',
    sessionsList: 'accounts.sessions-list',
    sessionEnd: 'accounts.session-end',
    sessionsEndOthers: 'accounts.sessions-end-others',
    /** Asked by the gateway when it has not confirmed a session lately. */
    sessionCheck: 'accounts.session-check',
    /** The business report the rep selected for custom pitches (GET/PUT /api/preferences/custom-pitch-report). */
    customPitchReportGet: 'accounts.custom-pitch-report-get',
    customPitchReportPut: 'accounts.custom-pitch-report-put',
    /** What I sell: the rep's offer (GET/PUT /api/account/offer). */
    offerGet: 'accounts.offer-get',
    offerPut: 'accounts.offer-put',
    /** The weekly digest of a rep's watches: its setting (GET/PUT /api/account/digest) and the one-click opt-out of its link. */
    digestGet: 'accounts.digest-get',
    digestSet: 'accounts.digest-set',
    digestOptOut: 'accounts.digest-opt-out',
    /** Asked by analysis when it writes a pitch: the offer of the rep it writes for. */
    offerOf: 'accounts.offer-of',
    /** The rep's kept business analyses (GET /api/analyses, GET /api/analyses/{id}). */
    analysesList: 'accounts.analyses-list',
    analysisGet: 'accounts.analysis-get',
    /** The caller's team: its members, invites and roles (GET/POST /api/team and below). */
    teamGet: 'accounts.team-get',
    teamCreate: 'accounts.team-create',
    teamInvite: 'accounts.team-invite',
    teamInviteRevoke: 'accounts.team-invite-revoke',
    teamJoin: 'accounts.team-join',
    teamMemberUpdate: 'accounts.team-member-update',
    teamMemberRemove: 'accounts.team-member-remove',
    /** Asked by leads when an admin gives a lead to a rep: is this rep on that team, and their name. */
    teamMemberOf: 'accounts.team-member-of',
  },
  leads: {
    health: 'leads.health',
    search: 'leads.search',
    export: 'leads.export',
    cuisineTypes: 'leads.cuisine-types',
    /** One restaurant's listing (by website domain, name, city) and its competitors: asked by diagnostics. */
    lookup: 'leads.lookup',
    /** My Leads: the rep's saved leads, their lists, saved searches and export. */
    myLeadsSave: 'leads.my-leads-save',
    myLeadsList: 'leads.my-leads-list',
    myLeadsGet: 'leads.my-leads-get',
    myLeadsUpdate: 'leads.my-leads-update',
    myLeadsNote: 'leads.my-leads-note',
    myLeadsDelete: 'leads.my-leads-delete',
    myLeadsExport: 'leads.my-leads-export',
    myLeadsFacets: 'leads.my-leads-facets',
    /** The rep's own pipeline and outreach numbers over a period (Analytics). */
    myLeadsNumbers: 'leads.my-leads-numbers',
    /** A team admin's view: each rep's funnel over a period (GET /api/team/report). */
    teamReport: 'leads.team-report',
    /** One change to many saved leads, and its undo. */
    myLeadsBulk: 'leads.my-leads-bulk',
    myLeadsUndo: 'leads.my-leads-undo',
    listsList: 'leads.lists-list',
    listsCreate: 'leads.lists-create',
    listsRename: 'leads.lists-rename',
    listsDelete: 'leads.lists-delete',
    savedSearchesList: 'leads.saved-searches-list',
    savedSearchesCreate: 'leads.saved-searches-create',
    savedSearchesDelete: 'leads.saved-searches-delete',
    savedSearchesRun: 'leads.saved-searches-run',
    /** A saved search watched (weekly, daily) or not; the changes its runs found; a rep's digest of them (asked by accounts). */
    watchSet: 'leads.watch-set',
    watchChanges: 'leads.watch-changes',
    watchDigest: 'leads.watch-digest',
    /**
     * The custom-pitch report a rep selected while leads kept it (before accounts did): asked once by
     * accounts when it has no selection for the rep, answered from leads' old user_preferences table.
     */
    customPitchReportCarryOver: 'leads.custom-pitch-report-carry-over',
    /** 'Find contacts' on a restaurant's website (POST /api/leads/contacts); the value keeps its older word. */
    contactsFind: 'leads.contacts-read',
    /** A saved lead's contacts: read them, find more on its site (adds only), add, correct, remove. */
    myLeadsContacts: 'leads.my-leads-contacts',
    myLeadsContactsFind: 'leads.my-leads-contacts-read',
    myLeadsContactAdd: 'leads.my-leads-contact-add',
    myLeadsContactUpdate: 'leads.my-leads-contact-update',
    myLeadsContactDelete: 'leads.my-leads-contact-delete',
    /** Asked by outreach: a saved lead as its draft needs it (name, status, time zone, latest pitch, contacts). */
    outreachLeadFacts: 'leads.outreach-lead-facts',
    /** Told by outreach when an email went out: kept in the lead's activity; New moves to Attempted. */
    outreachEmailSent: 'leads.outreach-email-sent',
    /** Told by outreach when an answer to a lead arrived (reply, out-of-office, bounce...): its timeline; a reply moves it to Connected. */
    outreachAnswerReceived: 'leads.outreach-answer-received',
    /** Told by outreach when an address goes on (or comes off) the suppression list: the contact shows it, exports keep it out. */
    outreachAddressSuppressed: 'leads.outreach-address-suppressed',
  },
  analysis: {
    health: 'analysis.health',
    /** The URL Pitch tab's pitch: reads the restaurant site at a URL. */
    urlPitch: 'analysis.url-pitch',
    /** A search's pitches ('Generate Personalized Pitches'): asked by leads, one lead record at a time, no site read. */
    searchPitches: 'analysis.search-pitches',
    /** The Business Analysis tab: the four-step analysis of a vendor's website. */
    businessAnalysis: 'analysis.business-analysis',
    /** A lead's pitch for the row action: reads its site, or writes from its facts when the site cannot be read. */
    leadPitch: 'analysis.lead-pitch',
    /** A lead's pitch written from the rep's own business analysis. */
    customPitch: 'analysis.custom-pitch',
  },
  diagnostics: {
    health: 'diagnostics.health',
    /** The Diagnostic Checklist of a restaurant's website. */
    checklist: 'diagnostics.checklist',
    clientsImport: 'diagnostics.clients-import',
    clientsList: 'diagnostics.clients-list',
  },
  outreach: {
    health: 'outreach.health',
    /** The rep's mailbox (GET/PUT /api/outreach/mailbox); a PUT is checked by a test send first. */
    mailboxGet: 'outreach.mailbox-get',
    mailboxPut: 'outreach.mailbox-put',
    /** The first draft of an email to a saved lead ('Email' on the lead). */
    draft: 'outreach.draft',
    /** Send from a saved lead, now or in its business hours, with follow-ups. */
    send: 'outreach.send',
    /** The outbox: the rep's emails, and cancelling one not sent yet; the values keep their older word. */
    outbox: 'outreach.emails-list',
    outboxCancel: 'outreach.email-cancel',
    suppressionsList: 'outreach.suppressions-list',
    suppressionAdd: 'outreach.suppression-add',
    suppressionDelete: 'outreach.suppression-delete',
    /** The public unsubscribe link (no sign-in) and its one-click POST. */
    unsubscribe: 'outreach.unsubscribe',
    /** New first emails go out again after too many bounces stopped them. */
    mailboxResume: 'outreach.mailbox-resume',
    /** A held follow-up (its first email's outcome unknown) sent on the rep's word. */
    outboxRelease: 'outreach.email-release',
    /** The answers read from the rep's mailbox (GET /api/outreach/inbox), marked read, or their kind set by the rep. */
    inboxList: 'outreach.inbox-list',
    inboxRead: 'outreach.inbox-read',
    inboxKind: 'outreach.inbox-kind',
    /** The meeting an accepted invite booked, as a calendar file for the rep's own calendar. */
    inboxMeeting: 'outreach.inbox-meeting',
  },
  events: {
    /** Usage reported by the areas, kept in a JetStream stream until accounts has counted it. */
    usageRecorded: 'events.usage-recorded',
    /** Heard by every gateway instance: these users are at their plan's limit for these kinds. */
    usageLimitsReached: 'events.usage-limits-reached',
    /** Heard by every gateway instance (no queue group): these sessions are over. */
    sessionEnded: 'events.session-ended',
    /** A lead's pitch was written (analysis): leads keeps it on the rep's saved lead. */
    leadPitchWritten: 'events.lead-pitch-written',
    /** A lead's diagnostic ran (diagnostics): leads keeps it on the rep's saved lead. */
    leadDiagnosed: 'events.lead-diagnosed',
    /** A Business Analysis was done (analysis): accounts keeps it in the rep's history. */
    businessAnalysisDone: 'events.business-analysis-done',
    /** A rep set a saved lead's status or removed it (leads): outreach stops that lead's follow-ups. */
    leadStatusChanged: 'events.lead-status-changed',
  },
} as const;

export const SERVICES = ['accounts', 'leads', 'analysis', 'diagnostics', 'outreach'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * Each instance answers on this subject plus its service and its own id for as long as it runs (no
 * queue group): the gateway asks the instance holding a slow request whether it is still there.
 */
export const INSTANCE_PRESENCE = 'instance.presence';
export const instancePresenceSubject = (service: ServiceName, instance: string) =>
  `${INSTANCE_PRESENCE}.${service}.${instance}`;

/** Queue group a service's instances share, so a second instance takes half the load. */
export function queueGroup(service: ServiceName): string {
  return `${service}-workers`;
}

type Values<T> = T extends string ? T : { [K in keyof T]: Values<T[K]> }[keyof T];
export type Subject = Values<typeof SUBJECTS>;
