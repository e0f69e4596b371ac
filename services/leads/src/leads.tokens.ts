/** Injection tokens of the leads module, apart from it so handlers can inject them without importing the module. */

/** The validated settings (LeadsEnv). */
export const LEADS_ENV = Symbol('LEADS_ENV');
/** Settings main.ts already validated, handed to LeadsModule.forRoot. */
export const LEADS_ENV_OVERRIDE = Symbol('LEADS_ENV_OVERRIDE');
/** A provider of the test's own, handed to LeadsModule.forRoot. */
export const LEADS_PROVIDER_OVERRIDE = Symbol('LEADS_PROVIDER_OVERRIDE');
/** The NATS client leads asks analysis for pitches and emits usage events through. */
export const LEADS_NATS_CLIENT = Symbol('LEADS_NATS_CLIENT');
/** The LeadProvider LEADS_PROVIDER names (demo, google or osm). */
export const LEADS_DATA_PROVIDER = Symbol('LEADS_DATA_PROVIDER');
/** The LeadSearch the search handler runs. */
export const LEAD_SEARCH = Symbol('LEAD_SEARCH');
/** Where searches and exports are counted for accounts (a no-op when LEADS_RECORD_USAGE is off). */
export const USAGE_RECORDER = Symbol('USAGE_RECORDER');
/** The leads database (My Leads), opened at start by main.ts or on first use. */
export const LEADS_DATABASE = Symbol('LEADS_DATABASE');
/** The MyLeadsService: saved leads, their pipeline, notes and history. */
export const MY_LEADS = Symbol('MY_LEADS');
/** The LeadListsService: a rep's lists. */
export const LEAD_LISTS = Symbol('LEAD_LISTS');
/** The SavedSearchesService: named criteria run again later. */
export const SAVED_SEARCHES = Symbol('SAVED_SEARCHES');
/** A database of the test's own (or main.ts's, migrated at start), handed to LeadsModule.forRoot. */
export const LEADS_ORM_OVERRIDE = Symbol('LEADS_ORM_OVERRIDE');
/** The SavedMarksCache the saved leads and lists share: their changes make it forget the rep. */
export const SAVED_MARKS = Symbol('SAVED_MARKS');
