import type { Lead } from '@leadgen/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the rep reads it: 'Dec 12, 2026' (a calendar day, read in UTC as stored). */
export function dayText(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at.length === 10 ? `${at}T00:00:00Z` : at) : at;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** The website's host, without www: what the rep types. */
export function hostOf(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}

/** Why a watch calls each change news, with its dates, in the rep's words. */
export const reasons = {
  announced: (opening: string | null, now: Date) =>
    `Announced to open ${opening ? dayText(opening) : 'soon'} (Google); first seen ${dayText(now)}`,
  opened: (opening: string | null, firstSeen: string, now: Date) =>
    `Opened ${dayText(opening ?? now)}; first seen as an announced opening on ${dayText(firstSeen)}`,
  new: (now: Date, since: Date) => `First seen ${dayText(now)} in a territory watched since ${dayText(since)}`,
  website: (lead: Lead) =>
    `New website ${hostOf(lead.website!)}${lead.domain_registered_date ? `, registered ${dayText(lead.domain_registered_date)} (RDAP)` : ''}`,
  closed: (now: Date) => `Closed for good (Google), seen ${dayText(now)}: taken out of your follow-ups`,
  rating: (parts: string[]) => parts.join('; '),
};
