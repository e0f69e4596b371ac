import type { LeadStatus, MY_LEADS_SORTS, MyLeadsFacetsResponse, MyLeadsFilter } from '@leadgen/contracts';

export type MyLeadsSort = (typeof MY_LEADS_SORTS)[number];

export const SORT_OPTIONS: { value: MyLeadsSort; label: string }[] = [
  { value: 'updated', label: 'Recently changed' },
  { value: 'saved', label: 'Recently saved' },
  { value: 'best_time', label: 'Best time to call (call now first)' },
  { value: 'follow_up', label: 'Follow-up date' },
  { value: 'fit_score', label: 'Fit score' },
  { value: 'name', label: 'Name' },
];

export const DUE_OPTIONS: { value: NonNullable<MyLeadsFilter['due']>; label: string }[] = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'today', label: 'Due today' },
  { value: 'week', label: 'Due this week' },
  { value: 'none', label: 'No follow-up' },
];

/** What the filter bar holds; empty strings mean 'any'. */
export interface MyLeadsFilterForm {
  list_id: string;
  status: '' | LeadStatus;
  due: '' | NonNullable<MyLeadsFilter['due']>;
  q: string;
  cuisine: string;
  city: string;
  fit: '' | NonNullable<MyLeadsFilter['fit']>;
  has_contact: '' | NonNullable<MyLeadsFilter['has_contact']>;
  /** '' the rep's own leads (the default); 'team' every lead of the team, with its owner. */
  owner: '' | 'team';
}

export const EMPTY_FILTER: MyLeadsFilterForm = {
  list_id: '',
  status: '',
  due: '',
  q: '',
  cuisine: '',
  city: '',
  fit: '',
  has_contact: '',
  owner: '',
};

/** The fit decisions in the search table's words (said here: an older shell's contracts may lack the names). */
export const FIT_OPTIONS: { value: NonNullable<MyLeadsFilter['fit']>; label: string }[] = [
  { value: 'good_fit', label: 'Good fit' },
  { value: 'marginal_fit', label: 'Marginal fit' },
  { value: 'bad_fit', label: 'Bad fit' },
];

/** Whose leads: the rep's own (the default, value '') or the whole team's. */
export const OWNER_OPTIONS: { value: 'team'; label: string }[] = [{ value: 'team', label: 'Whole team' }];

export const CONTACT_OPTIONS: { value: NonNullable<MyLeadsFilter['has_contact']>; label: string }[] = [
  { value: 'yes', label: 'Has a contact' },
  { value: 'no', label: 'No contact yet' },
];

/** The filter as the server takes it: only the parts the rep set. */
export function toFilter(form: MyLeadsFilterForm): MyLeadsFilter {
  const filter: MyLeadsFilter = {};
  if (form.list_id) filter.list_id = form.list_id;
  if (form.status) filter.status = form.status;
  if (form.due) filter.due = form.due;
  const q = form.q.trim();
  if (q) filter.q = q.slice(0, 100);
  if (form.cuisine) filter.cuisine = form.cuisine;
  if (form.city) filter.city = form.city;
  if (form.fit) filter.fit = form.fit;
  if (form.has_contact) filter.has_contact = form.has_contact;
  if (form.owner) filter.owner = form.owner;
  return filter;
}

export function hasFilter(form: MyLeadsFilterForm): boolean {
  return Object.keys(toFilter(form)).length > 0;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The cuisines of the rep's saved leads as choices: 'Italian (12)'. The chosen one stays a choice once no lead has it. */
/** Choices with how many leads each would show under the other filters: 'Attempted (12)'; no count when the server gave none. */
export function countedOptions(
  options: readonly FilterOption[],
  counts: readonly { value: string; count: number }[] | undefined,
): FilterOption[] {
  if (!counts) return [...options];
  const by = new Map(counts.map((c) => [c.value, c.count]));
  return options.map((o) => ({ ...o, label: `${o.label} (${(by.get(o.value) ?? 0).toLocaleString('en-US')})` }));
}

export function cuisineOptions(facets: MyLeadsFacetsResponse['cuisines'], chosen: string): FilterOption[] {
  const options = facets.map((c) => ({ value: c.value, label: `${c.label} (${c.count})` }));
  return keepChosen(options, chosen, (value) => `${value.replace(/_/g, ' ')} (0)`);
}

/** The cities of the rep's saved leads as choices: 'Austin, TX (4)', the state left out when its leads span several. */
export function cityOptions(facets: MyLeadsFacetsResponse['cities'], chosen: string): FilterOption[] {
  const options = facets.map((c) => ({
    value: c.city,
    label: `${c.state ? `${c.city}, ${c.state}` : c.city} (${c.count})`,
  }));
  return keepChosen(options, chosen, (value) => `${value} (0)`);
}

function keepChosen(options: FilterOption[], chosen: string, label: (value: string) => string): FilterOption[] {
  if (!chosen || options.some((o) => o.value === chosen)) return options;
  return [...options, { value: chosen, label: label(chosen) }];
}
