import type { SavedLeadContacts } from '@leadgen/contracts';

/** How one lead of a bulk 'Find contacts' went. */
export type BulkOutcome = 'found' | 'none' | 'no_website' | 'unreadable';

/** The lead now has contacts; the read said why it found nothing (the site could not be read); or it found none. */
export function outcomeOf(res: Pick<SavedLeadContacts, 'contacts' | 'last_read'>): BulkOutcome {
  if (res.contacts.length > 0) return 'found';
  return res.last_read?.site_note ? 'unreadable' : 'none';
}

/** "Finding contacts: 3 of 12" while the third lead's site is read. */
export function progressText(current: number, total: number): string {
  return `Finding contacts: ${current} of ${total}`;
}

function leads(n: number): string {
  return `${n} ${n === 1 ? 'lead' : 'leads'}`;
}

/**
 * The end of a bulk find, as a rep would say it: "Found contacts for 9 leads; 2 had no website;
 * 1 site could not be read". `stopped` says why it ended early (Cancel, or the plan's limit).
 */
export function bulkSummary(outcomes: readonly BulkOutcome[], total: number, stopped?: 'cancelled' | 'limit'): string {
  const count = (o: BulkOutcome) => outcomes.filter((x) => x === o).length;
  const found = count('found');
  const none = count('none');
  const noSite = count('no_website');
  const unreadable = count('unreadable');
  const parts = [`Found contacts for ${leads(found)}`];
  if (none) parts.push(`${none} ${none === 1 ? 'site showed' : 'sites showed'} none`);
  if (noSite) parts.push(`${noSite} had no website`);
  if (unreadable) parts.push(`${unreadable} ${unreadable === 1 ? 'site' : 'sites'} could not be read`);
  const text = parts.join('; ');
  if (stopped === 'cancelled') return `Stopped after ${outcomes.length} of ${total}. ${text}`;
  if (stopped === 'limit') return `Stopped after ${outcomes.length} of ${total}: your plan's limit is reached. ${text}`;
  return text;
}
