/*
 * The angle a pitch takes, from the match between what the rep sells and what was read: a gap the
 * offer fills, a competitor already in use, a moment (opening, a new location, hiring), or a
 * strength to build on. Every angle names the facts it rests on.
 */
import type { Offer, OfferCategory } from '@leadgen/contracts';
import type { SiteSummary } from '../site/site.summary.js';
import type { Detail } from './pitch.details.js';
import { LISTING_SOURCE } from './pitch.details.js';
import { siteShows } from './pitch.site-angles.js';
import type { Restaurant } from './pitch.restaurant.js';
import { cuisineValue, joinAnd, providerName, siteLabel } from './pitch.words.js';

export type OfferAngleKind = 'gap' | 'competitor' | 'moment' | 'strength';

export interface OfferAngle {
  kind: OfferAngleKind;
  /** What the rep read, in a few ways to say it (one is chosen per restaurant). */
  seen: string[];
  /** Why it matters to them, a clause after the seen one. */
  why: string[];
  /** What the conversation is about: "online ordering". */
  topic: string;
  evidence: { claim: string; source: string }[];
}

const POS = /^(toast|square|clover|spoton|lightspeed|revel|aloha|ncr|heartland|touchbistro|upserve)$/i;
const MARKETPLACE = /^(doordash|uber ?eats|grubhub|postmates|seamless|caviar)$/i;
const COUNTER_SERVICE = new Set(['fast_food', 'cafe', 'bakery', 'dessert', 'sandwich', 'pizza', 'burgers', 'chicken']);
const MOMENT =
  /\b(opening soon|coming soon|grand opening|now open|new location|second location|now hiring|we'?re hiring)\b/i;

function competitor(site: SiteSummary, category: OfferCategory): OfferAngle | null {
  const ordering = site.orderingProviders.map(providerName);
  const booking = site.reservationProviders.map(providerName);
  const where = site.found.online_ordering?.url ?? site.found.reservations?.url ?? site.url;
  const pos = ordering.filter((p) => POS.test(p.replace(/\s+/g, '')));
  const market = ordering.filter((p) => MARKETPLACE.test(p));
  let used: string[] = [];
  if (category === 'pos') used = pos;
  else if (category === 'online_ordering') used = ordering;
  else if (category === 'delivery') used = market.length ? market : ordering;
  else if (category === 'reservations') used = booking;
  if (!used.length) return null;
  const names = joinAnd(used.slice(0, 2));
  const marketplaces = category !== 'reservations' && used.every((p) => MARKETPLACE.test(p));
  return {
    kind: 'competitor',
    seen: [
      // A restaurant runs on a system; it takes orders through a marketplace.
      marketplaces ? `I saw that you take orders through ${names}` : `I saw that you already run on ${names}`,
      `I noticed ${names} behind your ${category === 'reservations' ? 'bookings' : 'orders'}`,
      `Your site sends guests to ${names}`,
    ],
    // A marketplace is no benchmark to a first-party ordering seller: what it costs is the point.
    why: marketplaces
      ? ['and every one of those orders pays a marketplace commission', 'so each order pays a commission first']
      : [
          'so I will not pretend you are starting from zero',
          // Not 'already': the sentence has just said 'you already run on Toast'.
          'which tells me you care about getting this right',
          // No comparison the email does not go on to make ('a fair benchmark to compare against').
          'so you know what to expect from a system like ours',
        ],
    topic: `how it compares with ${names}`,
    evidence: [{ claim: `The site uses ${names}.`, source: where }],
  };
}

function gap(site: SiteSummary | null, r: Restaurant, category: OfferCategory): OfferAngle | null {
  if (!site) {
    if (!r.website && (category === 'website' || category === 'online_ordering'))
      return {
        kind: 'gap',
        seen: ["I couldn't find a website for you", 'I looked for your website and found none listed'],
        why: ['so guests who find you on Google can only call or walk in', 'so searches end at a phone number'],
        topic: 'a website of your own',
        evidence: [{ claim: 'No website is listed.', source: LISTING_SOURCE }],
      };
    return null;
  }
  const host = siteLabel(site.host);
  const read = { claim: `Read ${site.pagesRead.length} page(s) of ${site.host}.`, source: site.url };
  if ((category === 'online_ordering' || category === 'delivery') && !siteShows(site, 'online_ordering'))
    return {
      kind: 'gap',
      seen: [
        `I couldn't find a way to order online on ${host}`,
        `I looked for online ordering on ${host} and found none`,
      ],
      why: ['so guests who want takeout have to call', 'so every takeout order starts with a phone call'],
      topic: 'online ordering',
      evidence: [{ claim: 'No online ordering was seen on the pages read.', source: read.source }, read],
    };
  if (
    category === 'reservations' &&
    !siteShows(site, 'reservations') &&
    !COUNTER_SERVICE.has(cuisineValue(r.cuisine) ?? '')
  )
    return {
      kind: 'gap',
      seen: [
        `I couldn't find a way to book a table on ${host}`,
        `I looked for online booking on ${host} and found none`,
      ],
      why: ['so every booking is a phone call', 'so tables get booked only while someone answers the phone'],
      topic: 'online reservations',
      evidence: [{ claim: 'No reservation link was seen on the pages read.', source: site.url }, read],
    };
  if ((category === 'marketing' || category === 'loyalty') && !siteShows(site, 'newsletter'))
    return {
      kind: 'gap',
      seen: [`I didn't see an email sign-up on ${host}`, `I couldn't find a way to join a mailing list on ${host}`],
      why: [
        "so there's no direct way to bring past guests back",
        'so first-time guests leave without a way to hear from you',
      ],
      topic: 'bringing guests back',
      evidence: [{ claim: 'No email sign-up was seen on the pages read.', source: site.url }, read],
    };
  if (category === 'website' && site.menuPdfOnly)
    return {
      kind: 'gap',
      seen: ['I noticed your menu is only a PDF', 'I saw the menu on your site opens as a PDF'],
      why: [
        'which is hard to read on a phone and invisible to search',
        'so phones and search engines struggle with it',
      ],
      topic: 'a menu page that reads well on a phone',
      evidence: [{ claim: 'The menu is published as a PDF only.', source: site.found.menu?.url ?? site.url }],
    };
  return null;
}

function moment(site: SiteSummary | null, r: Restaurant, category: OfferCategory): OfferAngle | null {
  const said = site && !site.thin ? MOMENT.exec([...site.headings, site.text.slice(0, 4000)].join(' \n ')) : null;
  if (said)
    return {
      kind: 'moment',
      seen: [`I saw "${said[1]}" on your site`, `Your site says "${said[1]}"`],
      why: [
        'and a moment like that is when new habits are easiest to set up',
        'which usually means a busy few weeks ahead',
      ],
      topic: /hiring/i.test(said[1]!) ? 'the new hires' : 'what comes next',
      evidence: [{ claim: `The site says "${said[1]}".`, source: site!.url }],
    };
  const careers = site?.found.careers;
  if (careers && (category === 'payroll_scheduling' || category === 'pos' || category === 'other'))
    return {
      kind: 'moment',
      seen: ['I saw the careers page on your site', 'I noticed you are hiring'],
      // Why hiring matters to what the rep sells: a POS is what a new server learns first.
      why:
        category === 'pos'
          ? [
              'and every new server has to learn how orders are taken',
              'and new servers learn the register on a busy night',
            ]
          : [
              'and taking on new staff is when schedules and payroll get tight',
              'and every new hire adds to the scheduling',
            ],
      topic: 'your team',
      evidence: [{ claim: `The site has a careers page ("${careers.snippet}").`, source: careers.url }],
    };
  if (r.recentlyOpened)
    return {
      kind: 'moment',
      seen: ['I saw that you opened within the last year', 'I noticed you are a new opening'],
      why: ['and the first year is when regulars are won', 'and the first year sets how guests come back'],
      topic: 'your first year',
      evidence: [{ claim: 'Opened within the last year.', source: LISTING_SOURCE }],
    };
  if ((r.locations ?? 1) >= 3)
    return {
      kind: 'moment',
      seen: [`I saw that you run ${r.locations} locations`, `I noticed ${r.locations} locations under one name`],
      why: ['and keeping them in step takes work', 'and each new one adds to what has to stay in step'],
      topic: 'running several locations',
      evidence: [{ claim: `${r.locations} locations.`, source: LISTING_SOURCE }],
    };
  return null;
}

/**
 * What a strength says after the fact, in words that fit the fact: praise for what guests show
 * (a rating, years in business, events), no praise for a street, the hours or a dish's price,
 * which an owner would read as filler.
 */
const STRENGTH_WHY: Partial<Record<Detail['kind'], string[]>> = {
  rating: ['so guests clearly like what you do', 'so guests clearly keep coming back'],
  year: ['which says guests keep coming back', 'and that kind of staying power is rare'],
  event: ['so guests come to you for more than a meal', 'which says guests make an occasion of you'],
  tagline: ['and it stuck with me', 'and it says what you stand for'],
};
const PLAIN_WHY = ['and had one idea for you', 'and it gave me an idea for you'];

function strength(details: Detail[], site: SiteSummary | null): OfferAngle {
  // Not the detail the opener already names (the first one).
  const d = details.slice(1).find((x) => x.kind === 'rating') ?? details[1] ?? details[0];
  if (d)
    return {
      kind: 'strength',
      seen: [`I saw ${d.seen}`, `I noticed ${d.seen}`],
      why: STRENGTH_WHY[d.kind] ?? PLAIN_WHY,
      topic: 'building on what already works',
      evidence: [{ claim: d.claim, source: d.source }],
    };
  return {
    kind: 'strength',
    seen: [site ? `I read through ${siteLabel(site.host)}` : 'I came across your restaurant'],
    why: ['and had one idea for you'],
    topic: 'one idea for you',
    evidence: site ? [{ claim: `Read ${site.pagesRead.length} page(s) of ${site.host}.`, source: site.url }] : [],
  };
}

/** The angle for this offer and this restaurant: a gap it fills, a competitor, a moment, else a strength. */
export function offerAngle(
  offer: Pick<Offer, 'category'> | null,
  r: Restaurant,
  site: SiteSummary | null,
  details: Detail[],
): OfferAngle {
  const category = offer?.category ?? 'other';
  const readable = site && !site.thin ? site : null;
  return (
    gap(readable, r, category) ??
    (readable ? competitor(readable, category) : null) ??
    moment(readable, r, category) ??
    strength(details, readable)
  );
}
