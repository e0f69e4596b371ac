import { EmptyBodySchema } from '../common.js';
import * as L from '../leads.js';
import { SUBJECTS } from '../subjects.js';
import type { EndpointId } from '../endpoints.js';
import { S, READ_RETRY, SEARCH_RETRY, route, type RouteSpec } from './route.js';

/** The lead search routes leads serves: the cuisine catalogue, the search and its CSV export. */
export const SEARCH_ROUTES = {
  cuisineTypes: route({
    service: 'leads',
    subject: SUBJECTS.leads.cuisineTypes,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
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
} as const satisfies Partial<Record<EndpointId, RouteSpec>>;
