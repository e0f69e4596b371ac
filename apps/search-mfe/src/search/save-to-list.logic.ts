import type { Lead } from '@leadgen/contracts';
import { leadKey } from '../leads-table/lead.format.js';

/** The leads whose rows are ticked, in the order shown. */
export function chosenLeads(leads: readonly Lead[], selected: ReadonlySet<string>): Lead[] {
  return leads.filter((l, i) => selected.has(leadKey(l, i)));
}

/** Which save button shows it is busy: saving all before saving the selected rows. */
export function busySave(saving: ReadonlySet<string>): 'all' | 'selected' | null {
  return saving.has('all') ? 'all' : saving.has('selected') ? 'selected' : null;
}
