/* My Leads limits and messages, without schemas: the My Leads tab uses them in the browser. */

/** The list every rep has; leads saved without a list go here, and it cannot be deleted. */
export const DEFAULT_LEAD_LIST_NAME = 'My Leads';
/** Leads one save may carry: a whole search result (at most 100 rows). */
export const MAX_LEADS_PER_SAVE = 100;
/** Rows one export may carry. */
export const MAX_MY_LEADS_EXPORT = 10_000;
export const MY_LEADS_PAGE_SIZES = [25, 50, 100] as const;
/** Longest cuisine and city kept for filtering (longer ones are cut to this on save). */
export const MY_LEADS_CUISINE_MAX = 60;
export const MY_LEADS_CITY_MAX = 100;

export const SAVED_LEAD_NOT_FOUND_MESSAGE = 'Saved lead not found.';
export const LEAD_LIST_NOT_FOUND_MESSAGE = 'List not found.';
export const SAVED_SEARCH_NOT_FOUND_MESSAGE = 'Saved search not found.';
export const STALE_VERSION_MESSAGE = 'This lead was changed elsewhere since you opened it. Reload it and try again.';
export const LIST_NAME_TAKEN_MESSAGE = 'You already have a list with this name.';
export const DEFAULT_LIST_DELETE_MESSAGE = `The '${DEFAULT_LEAD_LIST_NAME}' list cannot be deleted.`;
export const LOST_REASON_REQUIRED_MESSAGE = 'Say why the lead was lost.';
export const NO_MY_LEADS_TO_EXPORT_MESSAGE = 'No saved leads to export';
export const PLACE_ID_REQUIRED_MESSAGE = "The lead needs its provider's place id";
export const SAVED_SEARCH_NAME_TAKEN_MESSAGE = 'You already have a saved search with this name.';

export const MY_LEADS_EXPORT_FORMATS = ['csv', 'hubspot', 'salesforce'] as const;
