import { z } from 'zod';
import { EmptyBodySchema } from '../common.js';
import type { EndpointId } from '../endpoints.js';
import { SessionResponseSchema } from '../session.js';
import { SUBJECTS } from '../subjects.js';
import * as T from '../team.js';
import * as R from '../team.report.js';
import { READ_RETRY, route, S, type RouteSpec } from './route.js';

/** Joining answers a new session token: the old one named the rep's former team. */
const JoinResponse = z.object(SessionResponseSchema.shape);

/** The team routes: accounts serves the team, its invites and its members' roles; leads the team's report. */
export const TEAM_ROUTES = {
  teamGet: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.teamGet,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: T.TeamResponseSchema,
    capability: 'Your team',
    retry: READ_RETRY,
  }),
  teamCreate: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.teamCreate,
    auth: true,
    timeoutMs: 5 * S,
    request: T.TeamCreateRequestSchema,
    response: T.TeamResponseSchema,
    capability: 'Creating a team',
  }),
  teamInvite: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.teamInvite,
    auth: true,
    timeoutMs: 15 * S,
    request: T.TeamInviteRequestSchema,
    response: T.TeamResponseSchema,
    capability: 'Inviting a rep',
  }),
  teamInviteRevoke: route({
    params: T.TeamInviteParamsSchema,
    service: 'accounts',
    subject: SUBJECTS.accounts.teamInviteRevoke,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: T.TeamResponseSchema,
    capability: 'Taking back an invite',
  }),
  teamJoin: route({
    service: 'accounts',
    subject: SUBJECTS.accounts.teamJoin,
    auth: true,
    timeoutMs: 10 * S,
    request: T.TeamJoinRequestSchema,
    response: JoinResponse,
    capability: 'Joining a team',
  }),
  teamMemberUpdate: route({
    params: T.TeamMemberParamsSchema,
    service: 'accounts',
    subject: SUBJECTS.accounts.teamMemberUpdate,
    auth: true,
    timeoutMs: 5 * S,
    request: T.TeamMemberUpdateRequestSchema,
    response: T.TeamResponseSchema,
    capability: "Changing a rep's role",
  }),
  teamMemberRemove: route({
    params: T.TeamMemberParamsSchema,
    service: 'accounts',
    subject: SUBJECTS.accounts.teamMemberRemove,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: T.TeamResponseSchema,
    capability: 'Removing a rep',
  }),
  teamReport: route({
    query: R.TeamReportQuerySchema,
    service: 'leads',
    subject: SUBJECTS.leads.teamReport,
    auth: true,
    timeoutMs: 10 * S,
    request: EmptyBodySchema,
    response: R.TeamReportResponseSchema,
    capability: "Your team's report",
    retry: READ_RETRY,
  }),
} as const satisfies Partial<Record<EndpointId, RouteSpec>>;
