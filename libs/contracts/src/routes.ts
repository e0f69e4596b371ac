import { z } from 'zod';
import * as A from './accounts.js';
import * as An from './analysis.js';
import * as D from './diagnostics.js';
import { EmptyBodySchema } from './common.js';
import { RuntimeConfigSchema, StatsResponseSchema } from './health.js';
import * as L from './leads.js';
import * as M from './my-leads.js';
import { ENDPOINTS, matchPath, type EndpointId, type HttpMethod } from './endpoints.js';
import { SessionResponseSchema } from './session.js';
import { SUBJECTS, type ServiceName } from './subjects.js';

export interface RouteDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Exact, or templated with `{name}` segments whose values `params` validates. */
  path: string;
  /** Schema of the path's `{name}` values; required when the path has any. */
  params?: Params;
  /** Schema of the query string (a GET's filters and paging); without it the query string is ignored. */
  query?: Query;
  /** Null when the gateway answers the route itself. */
  service: ServiceName | null;
  subject: string | null;
  auth: boolean;
  timeoutMs: number;
  request: Req;
  response: Res;
  /** What a user would call this capability, used in messages such as "not yet available". */
  capability: string;
  /** `file` responses carry { filename, content_type, content } and are sent as a download. */
  responseKind?: 'json' | 'file';
  /** Expensive routes get a per-user rate limit at the gateway. */
  expensive?: boolean;
  /**
   * What the route uses of the caller's plan: a caller at the plan's monthly limit for this kind is
   * refused at the gateway (429 USAGE_LIMIT_REACHED) before the service is asked.
   */
  usage?: A.LimitedUsageKind;
  /**
   * Set only on routes that may safely run twice (reads, and lead search, whose usage is counted
   * once per call): when the first attempt has no answer after `attemptMs` (its instance died or
   * hangs) or is lost on the way, the gateway sends one more attempt, which NATS's queue group
   * gives to an instance that is there; the first answer wins, within `timeoutMs` in all.
   */
  retry?: { attemptMs: number };
}

/** A route without its method and path, which come from ENDPOINTS. */
export type RouteSpec<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
> = Omit<RouteDef<Req, Res, Params, Query>, 'method' | 'path'>;

const NoBody = EmptyBodySchema;
const route = <
  Req extends z.ZodType,
  Res extends z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
>(
  spec: RouteSpec<Req, Res, Params, Query>,
) => spec;
/** Sign-in's reply as the route table checks it: the browser's zod/mini schema, fields and all, as a classic object. */
const SessionResponse = z.object(SessionResponseSchema.shape);
const S = 1000;
/**
 * Per-attempt limits. A read answers from the database in milliseconds (p99 under 10 ms through
 * NATS here), so one second without an answer means its instance is gone. A lead search answers
 * from the demo data in milliseconds but from Google Places (up to three pages of 20, plus the
 * location estimate, capped at 5 s) in a few seconds: after 12 s the search is sent again while
 * the first attempt keeps its chance to answer, so a healthy search is almost never paid for twice
 * and the second attempt still has 48 s of the route's 60.
 */
const READ_RETRY = { attemptMs: 1 * S };
const SEARCH_RETRY = { attemptMs: 12 * S };

const SPECS = {
  config: route({
    service: null,
    subject: null,
    auth: false,
    timeoutMs: 2 * S,
    request: NoBody,
    response: RuntimeConfigSchema,
    capability: 'Runtime configuration',
  }),
  stats: route({
    service: null,
    subject: null,
    auth: true,
    timeoutMs: 3 * S,
    request: NoBody,
    response: StatsResponseSchema,
    capability: 'System status',
  }),
  accessCheck: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.accessCheck,
    auth: false,
    timeoutMs: 5 * S,
    request: A.AccessCheckRequestSchema,
    response: A.OkResponseSchema,
    capability: 'Access code check',
  }),
  signup: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.signup,
    auth: false,
    timeoutMs: 15 * S,
    request: A.SignupRequestSchema,
    response: A.OkResponseSchema,
    capability: 'Sign-up',
  }),
  verifyEmail: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.verifyEmail,
    auth: false,
    timeoutMs: 10 * S,
    request: A.VerifyEmailRequestSchema,
    response: A.OkResponseSchema,
    capability: 'Email verification',
  }),
  resendCode: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.resendCode,
    auth: false,
    timeoutMs: 15 * S,
    request: A.ResendCodeRequestSchema,
    response: A.OkResponseSchema,
    capability: 'Resending the verification code',
  }),
  signin: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.signin,
    auth: false,
    timeoutMs: 10 * S,
    request: A.SigninRequestSchema,
    response: SessionResponse,
    capability: 'Sign-in',
  }),
  completeSignup: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.completeSignup,
    auth: false,
    timeoutMs: 10 * S,
    request: A.CompleteSignupRequestSchema,
    response: SessionResponse,
    capability: 'Account creation',
  }),
  profileGet: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.profileGet,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: A.ProfileResponseSchema,
    capability: 'Profile',
    retry: READ_RETRY,
  }),
  profileUpdate: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.profileUpdate,
    auth: true,
    timeoutMs: 5 * S,
    request: A.ProfileUpdateRequestSchema,
    response: A.ProfileResponseSchema,
    capability: 'Profile update',
  }),
  passwordChange: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.passwordChange,
    auth: true,
    timeoutMs: 10 * S,
    request: A.PasswordChangeRequestSchema,
    response: A.PasswordChangeResponseSchema,
    capability: 'Password change',
  }),
  usage: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.usageGet,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: A.UsageResponseSchema,
    capability: 'Usage and limits',
    retry: READ_RETRY,
  }),
  signout: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.signout,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: A.OkResponseSchema,
    capability: 'Sign-out',
  }),
  sessionsList: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.sessionsList,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: A.SessionsResponseSchema,
    capability: 'Active sessions',
  }),
  sessionEnd: route({
    params: A.SessionIdParamsSchema,
    service: 'accounts',
    subject: SUBJECTS.accounts.sessionEnd,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: A.SessionsEndResponseSchema,
    capability: 'Ending a session',
  }),
  sessionsEndOthers: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.sessionsEndOthers,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: A.SessionsEndResponseSchema,
    capability: 'Signing out everywhere else',
  }),
  cuisineTypes: route({
    service: 'leads',
    subject: SUBJECTS.leads.cuisineTypes,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: L.CuisineTypesResponseSchema,
    capability: 'Cuisine catalogue',
    retry: READ_RETRY,
  }),
  leadSearch: route({
    service: 'leads',
    subject: SUBJECTS.leads.search,
    auth: true,
    timeoutMs: 60 * S,
    request: L.SearchCriteriaSchema,
    response: L.SearchResponseSchema,
    capability: 'Lead search',
    expensive: true,
    retry: SEARCH_RETRY,
    usage: 'leads_searched',
  }),
  leadExport: route({
    service: 'leads',
    subject: SUBJECTS.leads.export,
    auth: true,
    timeoutMs: 15 * S,
    request: L.ExportRequestSchema,
    response: L.ExportResponseSchema,
    capability: 'CSV export',
    responseKind: 'file',
    usage: 'exports_used',
  }),
  urlPitch: route({
    service: 'analysis',
    subject: SUBJECTS.analysis.urlPitch,
    auth: true,
    timeoutMs: 60 * S,
    request: An.UrlPitchRequestSchema,
    response: An.UrlPitchResponseSchema,
    capability: 'Pitch from a restaurant URL',
    expensive: true,
    usage: 'pitches_generated',
  }),
  businessAnalysis: route({
    service: 'analysis',
    subject: SUBJECTS.analysis.businessAnalysis,
    auth: true,
    timeoutMs: 180 * S,
    request: An.BusinessAnalysisRequestSchema,
    response: An.BusinessAnalysisResponseSchema,
    capability: 'Business analysis',
    expensive: true,
  }),
  leadPitch: route({
    service: 'analysis',
    subject: SUBJECTS.analysis.leadPitch,
    auth: true,
    timeoutMs: 60 * S,
    request: An.LeadPitchRequestSchema,
    response: An.LeadPitchResponseSchema,
    capability: 'Pitch for a lead from its website and listing',
    expensive: true,
    usage: 'pitches_generated',
  }),
  customPitch: route({
    service: 'analysis',
    subject: SUBJECTS.analysis.customPitch,
    auth: true,
    timeoutMs: 60 * S,
    request: An.CustomPitchRequestSchema,
    response: An.CustomPitchResponseSchema,
    capability: 'Custom pitch from your business analysis',
    expensive: true,
    usage: 'pitches_generated',
  }),
  checklist: route({
    service: 'diagnostics',
    subject: SUBJECTS.diagnostics.checklist,
    auth: true,
    timeoutMs: 90 * S,
    request: D.DiagnosticRequestSchema,
    response: D.DiagnosticResponseSchema,
    capability: 'Website diagnostic checklist',
    expensive: true,
  }),
  clientsImport: route({
    service: 'diagnostics',
    subject: SUBJECTS.diagnostics.clientsImport,
    auth: true,
    timeoutMs: 30 * S,
    request: D.ClientsImportRequestSchema,
    response: D.ClientsImportResponseSchema,
    capability: 'Customer list import',
  }),
  clientsList: route({
    service: 'diagnostics',
    subject: SUBJECTS.diagnostics.clientsList,
    auth: true,
    timeoutMs: 10 * S,
    request: NoBody,
    response: D.ClientsListResponseSchema,
    capability: 'Customer list',
    retry: READ_RETRY,
  }),
  myLeadsSave: route({
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsSave,
    auth: true,
    timeoutMs: 15 * S,
    request: M.SaveLeadsRequestSchema,
    response: M.SaveLeadsResponseSchema,
    capability: 'Saving leads',
  }),
  myLeadsList: route({
    query: M.MyLeadsListQuerySchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsList,
    auth: true,
    timeoutMs: 10 * S,
    request: NoBody,
    response: M.MyLeadsListResponseSchema,
    capability: 'My Leads',
    retry: READ_RETRY,
  }),
  myLeadsExport: route({
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsExport,
    auth: true,
    timeoutMs: 30 * S,
    request: M.MyLeadsExportRequestSchema,
    response: L.ExportResponseSchema,
    capability: 'Export of saved leads',
    responseKind: 'file',
    usage: 'exports_used',
  }),
  myLeadsFacets: route({
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsFacets,
    auth: true,
    timeoutMs: 10 * S,
    request: NoBody,
    response: M.MyLeadsFacetsResponseSchema,
    capability: 'My Leads filter choices',
    retry: READ_RETRY,
  }),
  myLeadsGet: route({
    params: M.SavedLeadIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsGet,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: M.SavedLeadDetailSchema,
    capability: 'Saved lead',
    retry: READ_RETRY,
  }),
  myLeadsUpdate: route({
    params: M.SavedLeadIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsUpdate,
    auth: true,
    timeoutMs: 5 * S,
    request: M.SavedLeadUpdateRequestSchema,
    response: M.SavedLeadResponseSchema,
    capability: 'Updating a saved lead',
  }),
  myLeadsNote: route({
    params: M.SavedLeadIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsNote,
    auth: true,
    timeoutMs: 5 * S,
    request: M.LeadNoteCreateRequestSchema,
    response: M.LeadNoteResponseSchema,
    capability: 'Adding a note',
  }),
  myLeadsDelete: route({
    params: M.SavedLeadIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsDelete,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: M.DeletedResponseSchema,
    capability: 'Removing a saved lead',
  }),
  listsList: route({
    service: 'leads',
    subject: SUBJECTS.leads.listsList,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: M.LeadListsResponseSchema,
    capability: 'Lead lists',
    retry: READ_RETRY,
  }),
  listsCreate: route({
    service: 'leads',
    subject: SUBJECTS.leads.listsCreate,
    auth: true,
    timeoutMs: 5 * S,
    request: M.LeadListCreateRequestSchema,
    response: M.LeadListResponseSchema,
    capability: 'Creating a list',
  }),
  listsRename: route({
    params: M.LeadListIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.listsRename,
    auth: true,
    timeoutMs: 5 * S,
    request: M.LeadListRenameRequestSchema,
    response: M.LeadListResponseSchema,
    capability: 'Renaming a list',
  }),
  listsDelete: route({
    params: M.LeadListIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.listsDelete,
    auth: true,
    timeoutMs: 10 * S,
    request: NoBody,
    response: M.LeadListDeleteResponseSchema,
    capability: 'Deleting a list',
  }),
  savedSearchesList: route({
    service: 'leads',
    subject: SUBJECTS.leads.savedSearchesList,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: M.SavedSearchesResponseSchema,
    capability: 'Saved searches',
    retry: READ_RETRY,
  }),
  savedSearchesCreate: route({
    service: 'leads',
    subject: SUBJECTS.leads.savedSearchesCreate,
    auth: true,
    timeoutMs: 5 * S,
    request: M.SavedSearchCreateRequestSchema,
    response: M.SavedSearchResponseSchema,
    capability: 'Saving a search',
  }),
  savedSearchesDelete: route({
    params: M.SavedSearchIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.savedSearchesDelete,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: M.DeletedResponseSchema,
    capability: 'Deleting a saved search',
  }),
  savedSearchesRun: route({
    params: M.SavedSearchIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.savedSearchesRun,
    auth: true,
    timeoutMs: 60 * S,
    request: NoBody,
    response: M.SavedSearchRunResponseSchema,
    capability: 'Running a saved search',
    expensive: true,
    usage: 'leads_searched',
  }),
  customPitchReportGet: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.customPitchReportGet,
    auth: true,
    timeoutMs: 5 * S,
    request: NoBody,
    response: A.CustomPitchReportPreferenceSchema,
    capability: 'Selected business report',
    retry: READ_RETRY,
  }),
  customPitchReportPut: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.customPitchReportPut,
    auth: true,
    timeoutMs: 5 * S,
    request: A.CustomPitchReportPutRequestSchema,
    response: A.CustomPitchReportPreferenceSchema,
    capability: 'Selecting a business report',
  }),
} as const satisfies Record<EndpointId, RouteSpec>;

/** Each route's spec with its method and path from ENDPOINTS. */
function withEndpoints<T extends Record<EndpointId, RouteSpec>>(
  specs: T,
): { [K in EndpointId]: T[K] & (typeof ENDPOINTS)[K] } {
  return Object.fromEntries(
    Object.entries(ENDPOINTS).map(([id, endpoint]) => [id, { ...endpoint, ...specs[id as EndpointId] }]),
  ) as {
    [K in EndpointId]: T[K] & (typeof ENDPOINTS)[K];
  };
}

/** Every /api route: the gateway registers from it; the typed web client calls through ENDPOINTS. */
export const ROUTES = withEndpoints(SPECS);

export type Routes = typeof ROUTES;
export type RouteId = keyof Routes;
export type RouteRequest<K extends RouteId> = z.input<Routes[K]['request']>;
export type RouteResponse<K extends RouteId> = z.infer<Routes[K]['response']>;
/** The `{name}` values of a templated route's path; `undefined` for an exact path. */
export type RouteParams<K extends RouteId> = Routes[K] extends { params?: infer P extends z.ZodType }
  ? unknown extends z.input<P>
    ? undefined
    : z.input<P>
  : undefined;

/** The query string of a route that reads one (filters, paging); `undefined` for the others. */
export type RouteQuery<K extends RouteId> = Routes[K] extends { query?: infer Q extends z.ZodType }
  ? unknown extends z.input<Q>
    ? undefined
    : z.input<Q>
  : undefined;

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The route for a method and path; an exact path wins over a template that also fits. */
export function findRoute(
  method: string,
  path: string,
): { id: RouteId; route: RouteDef; params: Record<string, string> } | undefined {
  const exact = ROUTE_IDS.find((k) => ROUTES[k].method === method && ROUTES[k].path === path);
  if (exact) return { id: exact, route: ROUTES[exact], params: {} };
  for (const id of ROUTE_IDS) {
    if (ROUTES[id].method !== method) continue;
    const params = matchPath(ROUTES[id].path, path);
    if (params) return { id, route: ROUTES[id], params };
  }
  return undefined;
}

/** Whether some route serves this path (with any method): the gateway then answers 405, not 404. */
export function isKnownPath(path: string): boolean {
  return ROUTE_IDS.some((id) => matchPath(ROUTES[id].path, path) !== undefined);
}

export function routesOf(service: ServiceName): RouteDef[] {
  return ROUTE_IDS.map((k) => ROUTES[k] as RouteDef).filter((r) => r.service === service);
}
