import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LOST_REASON_REQUIRED_MESSAGE,
  type BestTime,
  type LeadActivity,
  type LeadStatus,
  type MY_LEADS_SORTS,
  type MyLeadsFacetsResponse,
  type MyLeadsFilter,
  type SavedLeadUpdateRequest,
} from '@leadgen/contracts';
import { formatCount } from '@leadgen/ui';

export type MyLeadsSort = (typeof MY_LEADS_SORTS)[number];

export const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

/** The pill colour of each pipeline step: grey before contact, blue while working, green won, red lost. */
const STATUS_TONE: Record<LeadStatus, string> = {
  new: 'grey',
  attempted: 'yellow',
  connected: 'blue',
  meeting_booked: 'violet',
  won: 'green',
  lost: 'red',
};

export function statusView(status: LeadStatus): { label: string; tone: string } {
  return { label: LEAD_STATUS_LABELS[status] ?? status, tone: STATUS_TONE[status] ?? 'grey' };
}

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
}

export const EMPTY_FILTER: MyLeadsFilterForm = { list_id: '', status: '', due: '', q: '', cuisine: '', city: '' };

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
  return filter;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The cuisines of the rep's saved leads as choices: 'Italian (12)'. The chosen one stays a choice once no lead has it. */
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

export function hasFilter(form: MyLeadsFilterForm): boolean {
  return Object.keys(toFilter(form)).length > 0;
}

/** '26-50 of 80'; '0 leads' when empty. */
export function pageSummary(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 leads';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${first}-${last} of ${formatCount(total)}`;
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export type FollowUpTone = 'overdue' | 'soon' | 'later';

/**
 * A follow-up date as the list shows it: the day (and 'Overdue' once past), red when overdue,
 * amber within the next 24 hours.
 */
export function followUpView(
  iso: string | null | undefined,
  now: Date = new Date(),
): { text: string; tone: FollowUpTone } | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const day = at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  });
  const diff = at.getTime() - now.getTime();
  if (diff < 0) return { text: `Overdue · ${day}`, tone: 'overdue' };
  if (diff <= 24 * 3600 * 1000) return { text: `Due ${day}`, tone: 'soon' };
  return { text: day, tone: 'later' };
}

/** The value of a date input for a stored follow-up (the rep's own calendar day). */
export function dateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A follow-up day from a date input, at 9:00 in the morning of the rep's day; null when cleared or not a date. */
export function followUpFromInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 9, 0, 0);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export type StatusChange = { ok: true; body: Omit<SavedLeadUpdateRequest, 'version'> } | { ok: false; message: string };

/** The change a status pick asks for; Lost needs a reason said in words. */
export function statusChange(status: LeadStatus, lostReason = ''): StatusChange {
  if (status !== 'lost') return { ok: true, body: { status } };
  const reason = lostReason.trim();
  if (!reason) return { ok: false, message: LOST_REASON_REQUIRED_MESSAGE };
  return { ok: true, body: { status, lost_reason: reason.slice(0, 500) } };
}

/** The best-time cell: its label, whether to call now, and the reasoning for the tooltip. */
export function bestTimeView(best: BestTime | null | undefined): { label: string; now: boolean; reasoning: string } {
  if (!best || best.state === 'unknown')
    return { label: 'Unknown', now: false, reasoning: best?.reasoning || 'No opening hours are known for this lead.' };
  return { label: best.label, now: best.state === 'call_now', reasoning: best.reasoning };
}

/** A stored time as the rep reads it: 'Mar 4, 2026, 3:07 PM'. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Selection after a page loads: only the ids still shown stay selected. */
export function keepSelected(selected: ReadonlySet<string>, shownIds: readonly string[]): Set<string> {
  const shown = new Set(shownIds);
  return new Set([...selected].filter((id) => shown.has(id)));
}

/** Ticking the header box selects every row shown, or clears them when all are already selected. */
export function toggleAll(selected: ReadonlySet<string>, shownIds: readonly string[]): Set<string> {
  const all = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  return all ? new Set() : new Set(shownIds);
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** A follow-up day in the rep's calendar: 'Sat, Nov 28, 2026'. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * One line of a lead's activity. The server says what changed; a follow-up date is written here
 * from its stored time, so the rep reads it as a day of their own calendar.
 */
export function activityText(a: Pick<LeadActivity, 'kind' | 'detail' | 'to'>): string {
  if (a.kind === 'follow_up') {
    const day = formatDay(a.to);
    return day ? `Follow-up set to ${day}` : a.to ? a.detail : 'Follow-up cleared';
  }
  return a.detail;
}
