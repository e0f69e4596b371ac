import type { Pitch } from '@leadgen/contracts';
import type { Capability, SiteSummary } from '../site/site.summary.js';

const TOPIC: Partial<Record<Capability, string>> = {
  online_ordering: 'online order|order online|takeout order|ordering',
  reservations: 'reservation|book(?:ing)? a table',
  catering: 'catering',
  private_events: 'private (?:event|dining|part)|group dining|events',
  gift_cards: 'gift card',
  newsletter: 'newsletter|email (?:list|sign)',
  menu: 'menu',
};
const NEGATION = "no|not|without|lacks?|lacking|missing|never|doesn'?t|does not|isn'?t|can'?t|cannot";

/** "no … online ordering": a negation followed within a few words by the capability. */
const ABSENT = Object.fromEntries(
  Object.entries(TOPIC).map(([cap, topic]) => [
    cap,
    new RegExp(`\\b(?:${NEGATION})\\b(?:\\W+\\w+){0,4}?\\W+(?:${topic})`, 'i'),
  ]),
) as Partial<Record<Capability, RegExp>>;

/** Drops statements that call something missing when the site shows it. */
export function groundPitch(pitch: Pitch, site: SiteSummary): Pitch {
  const contradicts = (text: string) =>
    (Object.entries(ABSENT) as [Capability, RegExp][]).some(
      ([cap, re]) => site.found[cap] && !(cap === 'menu' && site.menuPdfOnly) && re.test(text),
    );
  const keep = (items: string[]) => items.filter((t) => !contradicts(t));
  return {
    ...pitch,
    key_insights: keep(pitch.key_insights),
    pain_points: keep(pitch.pain_points),
    opportunity_highlights: keep(pitch.opportunity_highlights),
  };
}

/** Drops statements that call a website capability missing when the website was not read: nobody saw it. */
export function groundUnreadPitch(pitch: Pitch): Pitch {
  const claimsAbsence = (text: string) => Object.values(ABSENT).some((re) => re.test(text));
  const keep = (items: string[]) => items.filter((t) => !claimsAbsence(t));
  return {
    ...pitch,
    key_insights: keep(pitch.key_insights),
    pain_points: keep(pitch.pain_points),
    opportunity_highlights: keep(pitch.opportunity_highlights),
  };
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/**
 * Drops list items of a model-written pitch that state a number found nowhere in what the model
 * was given: a figure it made up.
 */
export function dropInventedFigures(pitch: Pitch, given: unknown): Pitch {
  const known = JSON.stringify(given).replace(/,(?=\d{3}\b)/g, '');
  const invented = (text: string) => (text.match(NUMBER) ?? []).some((n) => !known.includes(n.replace(/,/g, '')));
  const keep = (items: string[]) => items.filter((t) => !invented(t));
  return {
    ...pitch,
    key_insights: keep(pitch.key_insights),
    pain_points: keep(pitch.pain_points),
    opportunity_highlights: keep(pitch.opportunity_highlights),
  };
}
