import { EmptyBodySchema } from '../common.js';
import * as D from '../diagnostics.js';
import { SUBJECTS } from '../subjects.js';
import type { EndpointId } from '../endpoints.js';
import { S, READ_RETRY, route, type RouteSpec } from './route.js';

/** The routes diagnostics serves: the website checklist and the customer list. */
export const DIAGNOSTICS_ROUTES = {
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
    request: EmptyBodySchema,
    response: D.ClientsListResponseSchema,
    capability: 'Customer list',
    retry: READ_RETRY,
  }),
} as const satisfies Partial<Record<EndpointId, RouteSpec>>;
