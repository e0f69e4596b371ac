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
    /**
     * The rep's IANA time zone (the browser's Intl.DateTimeFormat().resolvedOptions().timeZone):
     * follow-ups and notes come out as dates in it. Without it, dates are UTC.
     */
    time_zone: z
      .string()
      .max(60, 'Time zone must be at most 60 characters')
      .refine(isTimeZone, 'Time zone must be an IANA time zone such as America/Chicago')
      .optional(),
  })
  .strict();
export type MyLeadsExportRequest = z.infer<typeof MyLeadsExportRequestSchema>;

/** Whether the runtime knows this IANA time zone. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * HubSpot's one-file, two-object import (contacts with their companies, one row each): the headers
 * are the default property labels HubSpot's importer maps by itself, as named in HubSpot's
 * knowledge base, "Import records for multiple objects" (knowledge.hubspot.com/import-and-export/import-objects,
 * single file) and "Set up your import files" (knowledge.hubspot.com/crm-setup/set-up-your-import-file:
 * a contact needs First Name, Last Name or Email; a company its Company Domain Name; in a
 * multiple-object file a row's cells sit under the headers of the object they belong to).
 * Contact columns first (Email is how HubSpot tells contacts apart), then the company's (Company name
 * and Company Domain Name tell companies apart). A label both objects carry (Phone Number, Street
 * Address, City, State/Region, Postal Code, Country/Region, Website URL, Industry, Lead Status) appears once: the
 * values are the restaurant's, so they belong to the company; in the importer's mapping step HubSpot
 * shows which object each such column goes to.
 *
 * A contact import has no column that unsubscribes an address: HubSpot opts addresses out through a
 * separate import, "Import an opt-out list" (knowledge.hubspot.com/marketing-email/import-an-opt-out-list),
 * which sets "Unsubscribed from all email". So an address on the rep's suppression list is left out
 * of the Email cell (the Description says why), and the import never makes it mailable.
 */
export const HUBSPOT_COLUMNS = [
  'Email',
  'First Name',
  'Last Name',
  'Job Title',
  'Company name',
  'Company Domain Name',
  'Phone Number',
  'Street Address',
  'City',
  'State/Region',
  'Postal Code',
  'Country/Region',
  'Website URL',
  'Industry',
  'Lead Status',
  'Description',
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
/**
 * Salesforce's lead import: these columns, in this order, are the Lead fields' API names, which the
 * Data Import Wizard and Data Loader map without help. FirstName, LastName, Title and Email are the
 * best person's; LastName falls back to a placeholder only when no person is known. HasOptedOutOfEmail
 * is the Lead's own "Email Opt Out" checkbox (developer.salesforce.com, field reference, Lead): true
 * when the address is on the rep's suppression list, so the import keeps it unmailable; left empty
 * otherwise, so an update never clears an opt-out Salesforce already holds.
 */
export const SALESFORCE_COLUMNS = [
  'FirstName',
  'LastName',
  'Title',
  'Email',
  'HasOptedOutOfEmail',
  'Company',
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
/** LastName is required by Salesforce: this stands in when no person at the restaurant is known. */
export const SALESFORCE_LAST_NAME_PLACEHOLDER = 'Owner';
