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

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());

/** A model's pitch with every statement the site contradicts left out, and those statements. */
export interface Checked {
  pitch: Pitch;
  dropped: string[];
}

/**
 * Leaves out of a model's pitch each statement that calls missing what the site shows (the reply
 * says they lack online ordering while a Toast ordering link was read): a list item whole, a
 * sentence of an opener or of the value proposition. With no site read, any claim of absence is
 * left out, since nobody saw the site.
 */
export function dropContradictions(pitch: Pitch, site: SiteSummary | null): Checked {
  const against = site ? shown(site).map((c) => ABSENT[c]) : Object.values(ABSENT);
  const dropped: string[] = [];
  const contradicts = (text: string) => {
    const hit = against.some((re) => re.test(text));
    if (hit) dropped.push(text.trim());
    return hit;
  };
  const list = (items: string[]) => items.filter((t) => !contradicts(t));
  const prose = (text: string) =>
    sentencesOf(text)
      .filter((s) => !contradicts(s))
      .join(' ');
  return {
    pitch: {
      ...pitch,
      key_insights: list(pitch.key_insights),
      pain_points: list(pitch.pain_points),
      opportunity_highlights: list(pitch.opportunity_highlights),
      email_opener: prose(pitch.email_opener),
      call_opener: prose(pitch.call_opener),
      value_proposition: prose(pitch.value_proposition),
      suggested_approach: prose(pitch.suggested_approach),
      evidence: pitch.evidence?.filter((e) => !contradicts(e.claim)),
    },
    dropped,
  };
}
