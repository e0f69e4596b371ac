/* The My Leads contracts, one topic a file; services and the route table import them from here. */
export { LeadListIdParamsSchema, SavedLeadIdParamsSchema, SavedSearchIdParamsSchema } from './my-leads.ids.js';
export * from './my-leads.lists.js';
export * from './my-leads.best-time.js';
export * from './my-leads.saved-lead.js';
export * from './my-leads.save.js';
export * from './my-leads.list-query.js';
export * from './my-leads.facets.js';
export * from './my-leads.numbers.js';
export * from './my-leads.changes.js';
export * from './my-leads.bulk.js';
export * from './my-leads.export.js';
export * from './my-leads.saved-searches.js';
export * from './my-leads.events.js';
