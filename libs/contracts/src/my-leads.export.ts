/* An export of saved leads, as CSV or as a CRM (HubSpot, Salesforce) imports it without mapping. */
import { z } from 'zod';
import type { LeadStatus } from './leads.js';
import { MAX_MY_LEADS_EXPORT, MY_LEADS_EXPORT_FORMATS } from './my-leads.constants.js';
import { Id } from './my-leads.ids.js';
import { MyLeadsFilterSchema } from './my-leads.list-query.js';

export const MyLeadsExportRequestSchema = z
  .object({
    format: z
      .enum(MY_LEADS_EXPORT_FORMATS, { error: `Format must be one of: ${MY_LEADS_EXPORT_FORMATS.join(', ')}` })
      .default('csv'),
    /** These leads; else the leads the filter matches; else all the rep's saved leads. */
    ids: z.array(Id('Lead id')).min(1, 'Select at least one lead to export').max(MAX_MY_LEADS_EXPORT).optional(),
    filter: MyLeadsFilterSchema.optional(),
  })
  .strict();
export type MyLeadsExportRequest = z.infer<typeof MyLeadsExportRequestSchema>;

/** HubSpot's company import: these columns, in this order, import without mapping. */
export const HUBSPOT_COLUMNS = [
  'name',
  'domain',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'industry',
  'hs_lead_status',
  'description',
] as const;
/** HubSpot's lead status values (property hs_lead_status). */
export const HUBSPOT_LEAD_STATUS: Record<LeadStatus, string> = {
  new: 'NEW',
  attempted: 'ATTEMPTED_TO_CONTACT',
  connected: 'CONNECTED',
  meeting_booked: 'OPEN_DEAL',
  won: 'OPEN_DEAL',
  lost: 'UNQUALIFIED',
};
/** Salesforce's lead import: these columns, in this order, import without mapping. */
export const SALESFORCE_COLUMNS = [
  'Company',
  'LastName',
  'Phone',
  'Website',
  'Street',
  'City',
  'State',
  'PostalCode',
  'Country',
  'LeadSource',
  'Status',
  'Industry',
  'Rating',
  'Description',
] as const;
/** Salesforce's standard lead status values. */
export const SALESFORCE_LEAD_STATUS: Record<LeadStatus, string> = {
  new: 'Open - Not Contacted',
  attempted: 'Working - Contacted',
  connected: 'Working - Contacted',
  meeting_booked: 'Working - Contacted',
  won: 'Closed - Converted',
  lost: 'Closed - Not Converted',
};
/** LastName is required by Salesforce; a restaurant's owner is rarely known. */
export const SALESFORCE_LAST_NAME_PLACEHOLDER = 'Owner';
