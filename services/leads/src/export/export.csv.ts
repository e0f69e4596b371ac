import { cuisineDisplayName, fitDecisionName, type Lead } from '@leadgen/contracts';
import { csvDocument } from '@leadgen/service-kit';
import { splitUsAddress } from '../places/place.address.js';

type Column = [header: string, value: (lead: Lead) => unknown];

/** What a CRM import needs, in this order. */
export const CSV_COLUMNS: Column[] = [
  ['Name', (l) => l.name],
  ['Fit Decision', (l) => fitDecisionName(l.fit_decision)],
  ['Fit Score', (l) => l.fit_score],
  ['Cuisine', (l) => cuisineDisplayName(l.cuisine_type)],
  ['Street', (l) => parts(l).street],
  ['City', (l) => parts(l).city],
  ['State', (l) => parts(l).state],
  ['ZIP', (l) => parts(l).zip],
  ['Full Address', (l) => l.address],
  ['Phone', (l) => l.phone],
  ['Website', (l) => l.website],
  ['Rating', (l) => (l.google_rating ? l.google_rating : null)],
  ['Review Count', (l) => l.review_count],
  ['Locations', (l) => l.location_count],
  ['Locations Source', (l) => l.location_count_source],
  ['Hours', (l) => l.operating_hours?.weekday_text?.join('; ') || null],
  ['Email Opener', (l) => l.pitch?.email_opener],
  ['Call Opener', (l) => l.pitch?.call_opener],
  ['Value Proposition', (l) => l.pitch?.value_proposition],
  ['Opened', (l) => l.opened_date],
  ['Data Source', (l) => l.data_source],
  ['Place ID', (l) => l.place_id ?? l.id],
];

const partsCache = new WeakMap<Lead, ReturnType<typeof splitUsAddress>>();
function parts(l: Lead) {
  let p = partsCache.get(l);
  if (!p) {
    p = l.address_parts ?? splitUsAddress(l.address);
    partsCache.set(l, p);
  }
  return p;
}

/** The leads as a CRM-ready CSV (BOM, CRLF, header row first). */
export function leadsToCsv(leads: readonly Lead[]): string {
  return csvDocument(
    CSV_COLUMNS.map((c) => c[0]),
    leads.map((lead) => CSV_COLUMNS.map((c) => c[1](lead))),
  );
}

/** "restaurant-leads-2026-11-22-1430.csv" (UTC). */
export function exportFilename(now: Date = new Date()): string {
  const iso = now.toISOString();
  return `restaurant-leads-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.csv`;
}
