import type { Lead, SiteContacts } from '@leadgen/contracts';
import { contactMarks } from '../contacts/contacts.logic.js';
import { leadKey } from '../leads-table/lead.format.js';

/**
 * Every match a search found, as the rep pages, sorts and narrows it in the browser: the answer
 * carries them all (Max Results and the matches after it), so none of this asks the server again.
 */

/** 'rank' is the search's own order (best fit first, as the server ranked them). */
export const SORT_KEYS = ['rank', 'name', 'fit', 'rating', 'reviews', 'locations'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface ResultSort {
  key: SortKey;
  dir: 'asc' | 'desc';
}
export const DEFAULT_SORT: ResultSort = { key: 'rank', dir: 'asc' };

export interface ResultFilter {
  /** Words in the name, address or cuisine. */
  text: string;
  /** A fit decision ('good_fit'...), or '' for any. */
  fit: string;
  website: '' | 'yes' | 'no';
  /** A known email or named person (saved with the lead, or found by 'Find contacts'). */
  contact: '' | 'yes' | 'no';
  saved: '' | 'saved' | 'unsaved';
}
export const NO_FILTER: ResultFilter = { text: '', fit: '', website: '', contact: '', saved: '' };

export interface ResultRow {
  lead: Lead;
  /** The lead's key in the search's whole list (pitches, selection and modals go by it). */
  key: string;
  /** Its place in the search's ranking, 0 first. */
  rank: number;
}

export function rowsOf(leads: readonly Lead[]): ResultRow[] {
  return leads.map((lead, i) => ({ lead, key: leadKey(lead, i), rank: i }));
}

export function isFiltered(filter: ResultFilter): boolean {
  return Boolean(filter.text.trim() || filter.fit || filter.website || filter.contact || filter.saved);
}

/** The rows every part of the filter keeps. */
export function filterRows(
  rows: readonly ResultRow[],
  filter: ResultFilter,
  found?: ReadonlyMap<string, SiteContacts>,
): ResultRow[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(({ lead, key }) => {
    if (filter.fit && lead.fit_decision !== filter.fit) return false;
    const site = Boolean(lead.website?.trim());
    if (filter.website && site !== (filter.website === 'yes')) return false;
    if (filter.saved && Boolean(lead.saved) !== (filter.saved === 'saved')) return false;
    if (filter.contact) {
      const marks = contactMarks(lead, found?.get(key));
      if (marks.email || marks.person ? filter.contact === 'no' : filter.contact === 'yes') return false;
    }
    if (words.length) {
      const hay = `${lead.name} ${lead.address ?? ''} ${lead.cuisine_type ?? ''}`.toLowerCase().replace(/_/g, ' ');
      if (!words.every((w) => hay.includes(w))) return false;
    }
    return true;
  });
}

const value: Record<Exclude<SortKey, 'rank'>, (l: Lead) => number | string | null> = {
  name: (l) => l.name.toLowerCase(),
  fit: (l) => l.fit_score,
  rating: (l) => l.google_rating || null,
  reviews: (l) => l.review_count ?? null,
  locations: (l) => l.location_count ?? null,
};

/** Sorted by the column; rows without a value (no rating, unknown locations) last either way, ties in search order. */
export function sortRows(rows: readonly ResultRow[], sort: ResultSort): ResultRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  if (sort.key === 'rank') return rows.slice().sort((a, b) => sign * (a.rank - b.rank));
  const of = value[sort.key];
  return rows.slice().sort((a, b) => {
    const x = of(a.lead);
    const y = of(b.lead);
    if (x === null || y === null) return x === y ? a.rank - b.rank : x === null ? 1 : -1;
    const c = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    return sign * c || a.rank - b.rank;
  });
}

/** A click on a column: the same column turns around; another starts best first (names A to Z). */
export function nextSort(current: ResultSort, key: SortKey): ResultSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'name' || key === 'rank' ? 'asc' : 'desc' };
}

export interface Page {
  rows: ResultRow[];
  /** 1-based, within 1..pages. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when none. */
  from: number;
  to: number;
  total: number;
}

export function pageOf(rows: readonly ResultRow[], page: number, size: number): Page {
  const per = Math.max(1, Math.floor(size));
  const pages = Math.max(1, Math.ceil(rows.length / per));
  const at = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (at - 1) * per;
  const shown = rows.slice(start, start + per);
  return {
    rows: shown,
    page: at,
    pages,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    total: rows.length,
  };
}
