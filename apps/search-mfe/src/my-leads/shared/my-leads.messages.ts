export const MY_LEADS_LOAD_FAILED = 'Your saved leads could not be loaded. Please try again.';
export const STATUS_CHANGE_FAILED = 'The status could not be changed. Please try again.';
export const LEAD_LOAD_FAILED = 'This lead could not be loaded. Please try again.';
export const NOTE_FAILED = 'The note could not be added. Please try again.';
export const FOLLOW_UP_FAILED = 'The follow-up date could not be saved. Please try again.';
export const MY_LEADS_EXPORT_FAILED = 'The export failed. Please try again.';
export const NO_SAVED_LEADS_TITLE = 'No saved leads yet';
export const NO_SAVED_LEADS_HINT =
  "Save leads from the Search Leads tab ('Save' on a row, or Save selected / Save all) and they appear here with their pipeline.";
export const NO_MATCHING_LEADS_TITLE = 'No saved leads match these filters';

/** 'Saved 5 leads to My Leads (2 were already saved)'. */
export function savedMessage(saved: number, alreadySaved: number, listName: string): string {
  const total = saved + alreadySaved;
  const head = `Saved ${total} ${total === 1 ? 'lead' : 'leads'} to ${listName}`;
  return alreadySaved ? `${head} (${alreadySaved} already saved)` : head;
}

export function exportedMessage(format: string): string {
  return `${format} file downloaded`;
}

export const MY_LEADS_UNDO_NOTE = 'You can undo this for 10 seconds afterwards.';
