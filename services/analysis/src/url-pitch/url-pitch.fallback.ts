import type { Offer, Pitch, PitchSeller } from '@leadgen/contracts';
import { restaurantFromSite } from '../pitch/pitch.restaurant.js';
import { writePitch, type PitchFacts } from '../pitch/pitch.writer.js';
import type { SiteSummary } from '../site/site.summary.js';

/** The writer's facts for a site read at a URL: its own name and details, the people its pages name, and what the rep sells. */
export function urlPitchFacts(
  site: SiteSummary,
  rep: { offer?: Offer | null; seller?: PitchSeller | null } = {},
): PitchFacts {
  return {
    restaurant: restaurantFromSite(site),
    site,
    seller: rep.seller ?? null,
    offer: rep.offer ?? null,
    people: site.people ?? [],
    key: site.host,
  };
}

/**
 * A pitch built only from what the site shows. It never claims a capability the site lacks
 * and never calls something missing when the site shows it.
 */
export function deterministicPitch(
  site: SiteSummary,
  rep: { offer?: Offer | null; seller?: PitchSeller | null } = {},
): Pitch {
  return writePitch(urlPitchFacts(site, rep));
}

/** Capabilities a restaurant-technology seller can sell into when the site lacks them. */
const SELLABLE = ['online_ordering', 'reservations', 'catering', 'private_events', 'gift_cards', 'newsletter'] as const;

/** Fit of a restaurant for a technology seller, from the site's evidence alone (0-100). */
export function siteFitScore(site: SiteSummary): number {
  let score = 40;
  if (site.found.menu) score += 10;
  if (site.phone) score += 5;
  if (site.address) score += 5;
  if (site.social.length) score += 5;
  // Each gap is something to sell into; cap so a bare site does not score highest.
  const gaps = SELLABLE.filter((cap) => !site.found[cap]).length;
  score += Math.min(gaps, 3) * 10;
  if (site.menuPdfOnly) score += 5;
  if (site.thin) score -= 15;
  return Math.max(0, Math.min(100, score));
}
