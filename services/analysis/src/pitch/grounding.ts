import type { Pitch } from '@leadgen/contracts';
import type { Capability, SiteSummary } from '../site/site-summary.js';

const TOPIC: Partial<Record<Capability, RegExp>> = {
  online_ordering: /online order|order online|takeout order|ordering/i,
  reservations: /reservation|book(ing)? a table/i,
  catering: /catering/i,
  private_events: /private (event|dining|part)|group dining|events/i,
  gift_cards: /gift card/i,
  newsletter: /newsletter|email (list|sign)/i,
  menu: /\bmenu\b/i,
};
const ABSENCE = /\b(no|not|without|lacks?|lacking|missing|doesn'?t|does not|isn'?t|can'?t|cannot)\b/i;

/** Drops statements that call something missing when the site shows it. */
export function groundPitch(pitch: Pitch, site: SiteSummary): Pitch {
  const contradicts = (text: string) =>
    ABSENCE.test(text) &&
    (Object.entries(TOPIC) as [Capability, RegExp][]).some(([cap, re]) => site.found[cap] && re.test(text) && !(cap === 'menu' && site.menuPdfOnly));
  const keep = (items: string[]) => items.filter((t) => !contradicts(t));
  return { ...pitch, key_insights: keep(pitch.key_insights), pain_points: keep(pitch.pain_points), opportunity_highlights: keep(pitch.opportunity_highlights) };
}
