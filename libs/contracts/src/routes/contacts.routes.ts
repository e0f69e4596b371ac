import { EmptyBodySchema } from '../common.js';
import * as C from '../contacts.js';
import { SavedLeadIdParamsSchema } from '../my-leads.ids.js';
import { SUBJECTS } from '../subjects.js';
import type { EndpointId } from '../endpoints.js';
import { S, READ_RETRY, route, type RouteSpec } from './route.js';

/**
 * Contacts, served by leads: 'Find contacts' reads a restaurant's website (up to 6 pages through the
 * safe fetcher, each slow page at most 10 s), and what it finds is kept on a saved lead. Each find
 * counts as an enrichment. The subjects keep their older word ('contacts-read') on the wire.
 */
export const CONTACTS_ROUTES = {
  contactsFind: route({
    service: 'leads',
    subject: SUBJECTS.leads.contactsFind,
    auth: true,
    timeoutMs: 45 * S,
    request: C.ContactsFindRequestSchema,
    response: C.ContactsFindResponseSchema,
    capability: 'Finding contacts',
    expensive: true,
    usage: 'enrichments_used',
  }),
  myLeadsContacts: route({
    params: SavedLeadIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsContacts,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: C.SavedLeadContactsSchema,
    capability: "A saved lead's contacts",
    retry: READ_RETRY,
  }),
  myLeadsContactsFind: route({
    params: SavedLeadIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsContactsFind,
    auth: true,
    timeoutMs: 45 * S,
    request: EmptyBodySchema,
    response: C.SavedLeadContactsSchema,
    capability: 'Finding contacts',
    expensive: true,
    usage: 'enrichments_used',
  }),
  myLeadsContactAdd: route({
    params: SavedLeadIdParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsContactAdd,
    auth: true,
    timeoutMs: 5 * S,
    request: C.ContactCreateRequestSchema,
    response: C.SavedLeadContactsSchema,
    capability: 'Adding a contact',
  }),
  myLeadsContactUpdate: route({
    params: C.SavedContactParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsContactUpdate,
    auth: true,
    timeoutMs: 5 * S,
    request: C.ContactUpdateRequestSchema,
    response: C.SavedLeadContactsSchema,
    capability: 'Correcting a contact',
  }),
  myLeadsContactDelete: route({
    params: C.SavedContactParamsSchema,
    service: 'leads',
    subject: SUBJECTS.leads.myLeadsContactDelete,
    auth: true,
    timeoutMs: 5 * S,
    request: EmptyBodySchema,
    response: C.SavedLeadContactsSchema,
    capability: 'Removing a contact',
  }),
} as const satisfies Partial<Record<EndpointId, RouteSpec>>;
