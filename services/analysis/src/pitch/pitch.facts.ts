import type { FoundPerson, Offer, PitchSeller } from '@leadgen/contracts';
import type { Capability, SiteSummary } from '../site/site.summary.js';
import {
  byWeight,
  channelsAngle,
  factAngles,
  forSeller,
  regularsAngle,
  sellerFillsNone,
  siteAngles,
} from './pitch.angles.js';
import type { Angle } from './pitch.angle.types.js';
import { networkName, type Restaurant } from './pitch.restaurant.js';
import { count, joinAnd, providerName, whatAndWhere } from './pitch.words.js';

/**
 * Everything a pitch may rest on: the restaurant's facts, its website when it was read, the people
 * its pages name, what the rep sells (the offer) and, without one, the rep's company. The model path
 * is given the same facts.
 */
export interface PitchFacts {
  restaurant: Restaurant;
  /** The website as read; null when it was not read. */
  site: SiteSummary | null;
  /** The rep's company (profile or selected report), spoken for when no offer is set. */
  seller: PitchSeller | null;
  /** What I sell: the rep's offer; every pitch speaks for it when set. */
  offer?: Offer | null;
  /** People the pages read name (contactsFromPages), or people passed in. */
  people?: FoundPerson[];
  /** True when the restaurant has a website that could not be read. */
  siteUnread?: boolean;
  /** What seeds the phrasing (place id or host), so the same lead gets the same pitch. */
  key?: string;
}

const STRENGTH: Partial<Record<Capability, string>> = {
  online_ordering: 'Offers online ordering',
  reservations: 'Takes online reservations',
  catering: 'Offers catering',
  private_events: 'Hosts private events',
  gift_cards: 'Sells gift cards',
  careers: 'Has a careers page',
};

const NO_RESERVATIONS = /\b(?:do not|don'?t|does not|no)\s+(?:take|accept)?\s*reservations\b|\bwalk-ins? only\b/i;

/** What the site shows it does, with where it was seen; ordering and booking once, when their providers already say it. */
function strengths(site: SiteSummary): string[] {
  const said: Partial<Record<Capability, boolean>> = {
    online_ordering: site.orderingProviders.length > 0,
    // "We do not take reservations": a link called Reservations (to the FAQ saying so) is no booking.
    reservations: site.reservationProviders.length > 0 || NO_RESERVATIONS.test(site.text),
  };
  return (Object.entries(STRENGTH) as [Capability, string][])
    .filter(([cap]) => site.found[cap] && !said[cap])
    .map(([cap, label]) => `${label} (seen: "${site.found[cap]!.snippet}" on ${site.found[cap]!.url})`);
}

/** What the website shows, for the insights. */
function siteInsights(site: SiteSummary): string[] {
  if (site.thin)
    return ['The website shows little readable content without running scripts; some facts may be missing.'];
  const out: string[] = [];
  // Where the platform is linked, as the other strengths say where they were seen: the rep can check it.
  const on = (cap: Capability) => site.found[cap]?.url ?? site.url;
  if (site.orderingProviders.length)
    out.push(
      `Takes online orders through ${joinAnd(site.orderingProviders.map(providerName))} (linked on ${on('online_ordering')}).`,
    );
  if (site.reservationProviders.length)
    out.push(
      `Takes reservations through ${joinAnd(site.reservationProviders.map(providerName))} (linked on ${on('reservations')}).`,
    );
  if (site.menuPdfOnly)
    out.push('The menu is published as a PDF only, which is hard to read on a phone and invisible to search engines.');
  out.push(...strengths(site).slice(0, 3));
  return out;
}

/** What the listing says: rating, replies, locations, hours, age. */
function listingInsights(r: Restaurant): string[] {
  const out: string[] = [];
  if (r.rating !== null)
    out.push(r.reviews !== null ? `Rated ${r.rating} from ${count(r.reviews)} reviews.` : `Rated ${r.rating}.`);
  if (r.responseRate !== null && (r.reviews ?? 0) > 0) {
    const pct = Math.round(r.responseRate * 100);
    out.push(
      pct === 0
        ? 'The restaurant has not replied to any of its reviews.'
        : `The restaurant has replied to ${pct}% of its reviews.`,
    );
  }
  // One location is what nearly every listing says: a finding only when there are more.
  if (r.locations !== null && r.locations > 1) out.push(`${r.locations} locations.`);
  if (r.closedDays.length) out.push(`Closed ${joinAnd(r.closedDays)}, by its listed hours.`);
  else if (r.hours.length === 7) out.push('Open seven days a week, by its listed hours.');
  if (r.recentlyOpened) out.push('Opened within the last year.');
  return out;
}

/** Only what the facts say, most telling first. */
export function insights({ restaurant: r, site }: PitchFacts): string[] {
  const out: string[] = [];
  const first = whatAndWhere(r.name, r.cuisine ?? site?.cuisines[0], r.address ?? site?.address);
  if (first) out.push(first);
  // What the site shows (its platforms, a PDF menu) before the listing's figures, which every
  // listing has: the lists keep three, and the site's facts are this restaurant's own.
  const listing = listingInsights(r);
  const rating = listing.filter((t) => t.startsWith('Rated '));
  const siteFacts = site ? siteInsights(site) : [];
  out.push(...siteFacts.slice(0, 1), ...rating, ...siteFacts.slice(1), ...listing.filter((t) => !rating.includes(t)));
  const networks = new Set([
    ...r.social,
    ...(site && !site.thin ? site.social.map((s) => networkName(s.network)) : []),
  ]);
  if (networks.size) out.push(`Active on ${joinAnd([...networks])}.`);
  if (out.length === 0 && site) out.push(`Read ${site.pagesRead.length} page(s) of ${site.host}.`);
  return out;
}

/**
 * The gaps to speak to, the seller's first; when there is none, what to build on. When the seller
 * says what it offers and fills none of the gaps, the opener starts from the restaurant's standing
 * instead, so the seller's line does not answer a problem it never named.
 */
export function anglesOf({ restaurant, site, seller }: PitchFacts): { lead: Angle; all: Angle[] } {
  const found = byWeight([
    ...(site ? siteAngles(site, restaurant.cuisine ?? site.cuisines[0] ?? null) : []),
    ...factAngles(restaurant),
  ]);
  if (!found.length) {
    const build = site && !site.thin ? channelsAngle(site) : regularsAngle(restaurant);
    return { lead: build, all: [build] };
  }
  const all = forSeller(found, seller);
  return { lead: sellerFillsNone(found, seller) ? regularsAngle(restaurant) : all[0]!, all };
}
