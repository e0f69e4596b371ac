/**
 * My Leads in the remote's query cache: saved leads' pages, their filter counts, the pipeline
 * numbers and what the watches found. A change anywhere (a lead saved, a status changed) reloads
 * everything under it.
 */
export const MY_LEADS_KEY = ['my-leads'] as const;
