import type { Pitch, PitchSeller } from '@leadgen/contracts';
import type { Capability, SiteSummary } from '../site/site.summary.js';
import {
  byWeight,
  channelsAngle,
  factAngles,
  forSeller,
  regularsAngle,
  sellerFillsNone,
  siteAngles,
  type Angle,
} from './pitch.angles.js';
import { networkName, type Restaurant } from './pitch.restaurant.js';
import {
  count,
  cuisineNoun,
  endSentence,
  joinAnd,
  lowerFirst,
  pick,
  providerName,
  seedOf,
  siteLabel,
  spokenName,
  teamName,
  whatAndWhere,
} from './pitch.words.js';

/** Everything a pitch may rest on: the restaurant's facts, its website when it was read, and whom the rep sells for. */
export interface PitchFacts {
  restaurant: Restaurant;
  /** The website as read; null when it was not read. */
  site: SiteSummary | null;
  seller: PitchSeller | null;
  /** True when the restaurant has a website that could not be read. */
  siteUnread?: boolean;
}

const STRENGTH: Partial<Record<Capability, string>> = {
  online_ordering: 'Offers online ordering',
  reservations: 'Takes online reservations',
  catering: 'Offers catering',
  private_events: 'Hosts private events',
  gift_cards: 'Sells gift cards',
  careers: 'Has a careers page',
};

const CLOSES = [
  'Would a 15-minute call next week make sense?',
  'Do you have 15 minutes this week for a quick look?',
  'Is it worth a short call to see if it fits?',
  'Could I walk you through it in 15 minutes?',
] as const;

/** What the site shows it does, with where it was seen; ordering and booking once, when their providers already say it. */
function strengths(site: SiteSummary): string[] {
  const said: Partial<Record<Capability, boolean>> = {
    online_ordering: site.orderingProviders.length > 0,
    reservations: site.reservationProviders.length > 0,
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
  if (site.orderingProviders.length)
    out.push(`Takes online orders through ${joinAnd(site.orderingProviders.map(providerName))}.`);
  if (site.reservationProviders.length)
    out.push(`Takes reservations through ${joinAnd(site.reservationProviders.map(providerName))}.`);
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
  if (r.locations !== null) out.push(r.locations === 1 ? 'A single location.' : `${r.locations} locations.`);
  if (r.closedDays.length) out.push(`Closed ${joinAnd(r.closedDays)}, by its listed hours.`);
  else if (r.hours.length === 7) out.push('Open seven days a week, by its listed hours.');
  if (r.recentlyOpened) out.push('Opened within the last year.');
  return out;
}

/** Only what the facts say, most telling first. */
function insights({ restaurant: r, site }: PitchFacts): string[] {
  const out: string[] = [];
  const first = whatAndWhere(r.name, r.cuisine ?? site?.cuisines[0], r.address ?? site?.address);
  if (first) out.push(first);
  out.push(...listingInsights(r));
  if (site) out.push(...siteInsights(site));
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
function anglesOf({ restaurant, site, seller }: PitchFacts): { lead: Angle; all: Angle[] } {
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

/** "Thai restaurants in Austin", "steakhouses", "restaurants like yours". */
function peers(r: Restaurant): string {
  const noun = cuisineNoun(r.cuisine);
  if (!noun) return 'restaurants like yours';
  const many = /y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
  return r.city ? `${many} in ${r.city}` : many;
}

/** Who the rep speaks for and what the idea is, after what was noticed. */
function sellerLine({ restaurant: r, seller }: PitchFacts, angle: Angle, seed: number): string {
  const show = `I'd like to show you how ${angle.idea}.`;
  if (seller?.value_proposition) return `I'm with ${seller.company_name}. ${endSentence(seller.value_proposition)}`;
  if (seller)
    return pick(
      [
        `I'm with ${seller.company_name}, and ${lowerFirst(show)}`,
        `I'm reaching out from ${seller.company_name}: ${lowerFirst(show)}`,
      ],
      seed,
      2,
    );
  // "Exactly this" needs a gap to point at.
  const helped = angle.pain
    ? `We help ${peers(r)} with exactly this, and ${lowerFirst(show)}`
    : `I work with ${peers(r)} on ${angle.topic}, and ${lowerFirst(show)}`;
  return pick([helped, `I work with ${peers(r)} on ${angle.topic}, and ${lowerFirst(show)}`, show], seed, 2);
}

function emailOpener(f: PitchFacts, angle: Angle, seed: number): string {
  const name = teamName(f.restaurant.name);
  const greeting = pick([`Hi ${name} team,`, `Hello ${name} team,`, `Hi ${name} team —`], seed, 1);
  return `${greeting} ${angle.noticed}, ${angle.cost}. ${sellerLine(f, angle, seed)} ${pick(CLOSES, seed, 3)}`;
}

function callOpener({ restaurant: r, seller }: PitchFacts, angle: Angle, seed: number): string {
  const group = (r.locations ?? 1) >= 3;
  const ask = group
    ? pick(
        [
          'Who looks after operations across your locations?',
          'Could you point me to whoever runs operations for the group?',
        ],
        seed,
        4,
      )
    : pick(
        [
          'Is the owner or manager around for two minutes?',
          'Do you have two minutes, or is there a better time to reach the owner?',
          'Who would be the best person to talk to about that?',
        ],
        seed,
        4,
      );
  return `Hi, is this ${spokenName(r.name)}? ${seller ? `I'm calling from ${seller.company_name}. ` : ''}${angle.noticed}, and I have a quick idea about ${angle.topic}. ${ask}`;
}

function valueProposition({ restaurant: r, site, seller }: PitchFacts, angle: Angle): string {
  const gain = lowerFirst(angle.opportunity);
  if (seller?.value_proposition)
    return `${endSentence(seller.value_proposition)} For ${r.name}, that starts with ${gain}.`;
  if (seller) return `For ${r.name}: ${gain}, with ${seller.company_name}.`;
  const visitors =
    site && !site.thin && angle.fromSite
      ? `, so more of the guests who visit ${siteLabel(site.host)} turn into orders and bookings`
      : '';
  return `For ${r.name}: ${gain}${visitors}.`;
}

/** Whom to ask for, what to open with, when to call, and what to check first. */
function suggestedApproach({ restaurant: r, site, siteUnread }: PitchFacts, angle: Angle): string {
  const who =
    (r.locations ?? 1) >= 3
      ? `Ask for whoever runs operations across the ${r.locations} locations`
      : 'Ask for the owner or general manager';
  const opening = angle.pain
    ? `what their ${angle.fromSite ? 'website' : 'listing'} shows (${lowerFirst(angle.pain.replace(/\.$/, ''))})`
    : (angle.opening ?? 'what you noticed about them');
  const closed = r.closedDays.length
    ? `, and not on ${joinAnd(r.closedDays).replace(/ and /, ' or ')}, when the listed hours say it is closed`
    : '';
  const check = siteUnread
    ? ' Their website could not be read automatically, so look at it yourself before you call.'
    : site?.thin
      ? ' Their website shows little without running scripts, so look at it in a browser before you call.'
      : '';
  return `${who} and open with ${opening}. Then talk about ${angle.topic}, with one example from a restaurant of a similar size. Call outside meal rushes (2-4 pm)${closed}.${check}`;
}

/**
 * A pitch from the facts alone: it names what was seen, speaks to what the restaurant lacks (the
 * gaps the seller fills first), and never claims a capability the facts do not show missing.
 * Wording varies with the restaurant's name, so a list of leads does not read as one template.
 */
export function writePitch(f: PitchFacts): Pitch {
  const { lead: angle, all: angles } = anglesOf(f);
  const seed = seedOf(f.restaurant.name);
  const facts = insights(f).slice(0, 7);
  const pains = angles.flatMap((a) => (a.pain ? [a.pain] : [])).slice(0, 5);
  const opportunities = [...new Set(angles.map((a) => a.opportunity))].slice(0, 5);
  return {
    confidence_score: f.site ? Math.min(0.6, 0.3 + 0.05 * (facts.length + pains.length)) : 0.35,
    key_insights: facts,
    pain_points: pains,
    opportunity_highlights: opportunities,
    email_opener: emailOpener(f, angle, seed),
    call_opener: callOpener(f, angle, seed),
    value_proposition: valueProposition(f, angle),
    suggested_approach: suggestedApproach(f, angle),
  };
}
