import type { Lead, OpenedSource } from '@leadgen/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The source of an opening date as the rep reads it, after the date. */
const SOURCE_WORDS: Record<OpenedSource, string> = {
  google_opening_date: 'Google',
  osm_start_date: 'OpenStreetMap',
  first_review: 'first review',
  seen_announced: 'seen announced',
  watch_first_seen: 'watched territory',
};

/** 'YYYY-MM-DD' as its parts; null for anything else. The date is a calendar day: no time zone applies. */
function parts(iso: string | null | undefined): { y: number; m: number; d: number } | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return null;
  const m = Number(match[2]);
  return m >= 1 && m <= 12 ? { y: Number(match[1]), m, d: Number(match[3]) } : null;
}

const monthYear = (p: { y: number; m: number }) => `${MONTHS[p.m - 1]} ${p.y}`;

/**
 * Why a lead counts as new, in the row: when it opens or opened and what says so, and its website's
 * registration when that is new. A first review dates an opening only roughly ('about'); a Google
 * opening date is a day. Empty when nothing marks the lead as new.
 */
export function establishedLines(lead: Lead): string[] {
  const lines: string[] = [];
  const opened = parts(lead.opened_date);
  const source = lead.opened_source ? SOURCE_WORDS[lead.opened_source] : null;
  if (opened && lead.is_opening_soon) {
    lines.push(`Opens ${MONTHS[opened.m - 1]} ${opened.d}, ${opened.y}${source ? ` (${source})` : ''}`);
  } else if (opened && lead.is_recently_established) {
    const about = lead.opened_source === 'first_review' ? 'about ' : '';
    // The product's own sightings say it in full: when it was first seen, and since when watched.
    lines.push(
      lead.opened_evidence
        ? `Opened ${monthYear(opened)}: ${lead.opened_evidence}`
        : `Opened ${about}${monthYear(opened)}${source ? ` (${source})` : ''}`,
    );
  }
  const registered = parts(lead.domain_registered_date);
  if (registered && lead.is_new_website) lines.push(`Website registered ${monthYear(registered)} (RDAP)`);
  return lines;
}
