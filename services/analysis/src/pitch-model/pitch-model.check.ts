import { dropStatements, type Checked } from './pitch-model.drop.js';
import type { Pitch } from '@leadgen/contracts';
import type { Capability, SiteSummary } from '../site/site.summary.js';

/** How a pitch names each capability a restaurant site can show. */
const TOPIC: Record<Capability, string> = {
  menu: 'menus?',
  online_ordering: 'online[- ]order(?:ing|s)?|order(?:ing|s)? online|online orders?|takeout ordering|ordering',
  reservations: 'reservations?|book(?:ing)?s? (?:a )?tables?|table bookings?|bookings?',
  catering: 'catering|cater',
  private_events: 'private (?:events?|dining|parties|party|rooms?)|parties|group dining|events?',
  careers: 'hiring|jobs?|careers?|job openings|staff(?:ing)? page|recruit(?:ing|ment)?',
  gift_cards: 'gift ?cards?|gift certificates?',
  newsletter: 'newsletters?|e-?mail (?:list|sign[- ]?ups?|club)|mailing list',
};
const NEGATION =
  "no|not|without|lacks?|lacking|missing|never|doesn'?t|does not|don'?t|do not|isn'?t|aren'?t|can'?t|cannot|nothing|none";
/** '… online ordering was not found', '… ordering is missing'. */
const AFTER =
  "(?:(?:(?:was|were|is|are)\\s+not|isn'?t|aren'?t|wasn'?t|weren'?t|not)\\s+(?:found|offered|available|shown|listed|seen|there)|missing|absent|nowhere)";

const absent = (topic: string) =>
  new RegExp(
    `\\b(?:${NEGATION})\\b(?:\\W+[\\w'-]+){0,5}?\\W+(?:${topic})\\b|\\b(?:${topic})\\b(?:\\W+[\\w'-]+){0,3}?\\W+${AFTER}`,
    'i',
  );
const ABSENT = Object.fromEntries(Object.entries(TOPIC).map(([cap, topic]) => [cap, absent(topic)])) as Record<
  Capability,
  RegExp
>;

/** The capabilities the site shows, by its links, providers and forms. */
function shown(site: SiteSummary): Capability[] {
  const caps = Object.keys(site.found) as Capability[];
  if (site.orderingProviders.length) caps.push('online_ordering');
  if (site.reservationProviders.length) caps.push('reservations');
  return [...new Set(caps)].filter((c) => !(c === 'menu' && site.menuPdfOnly));
}

/**
 * Leaves out of a model's pitch each statement that calls missing what the site shows (the reply
 * says they lack online ordering while a Toast ordering link was read). With no site read, any
 * claim of absence is left out, since nobody saw the site.
 */
export function dropContradictions(pitch: Pitch, site: SiteSummary | null): Checked {
  const against = site ? shown(site).map((c) => ABSENT[c]) : Object.values(ABSENT);
  return dropStatements(pitch, (text) => against.some((re) => re.test(text)));
}
