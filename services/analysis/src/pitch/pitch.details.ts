/*
 * The restaurant's own details a pitch names (a dish and its price, a year, its street, a platform,
 * an event, its rating), each with where it was read, so every one is traceable to a fact.
 */
import type { SiteSummary } from '../site/site.summary.js';
import type { Restaurant } from './pitch.restaurant.js';
import { count, joinAnd, plural, providerName } from './pitch.words.js';

export type DetailKind =
  'dish' | 'year' | 'street' | 'platform' | 'event' | 'rating' | 'locations' | 'tagline' | 'hours';

export interface Detail {
  kind: DetailKind;
  /** Said after "I saw" / "I noticed": "the carnitas tacos on your menu". */
  seen: string;
  /** A short noun phrase, said inside another sentence: "your carnitas tacos". */
  short: string;
  /** The fact as kept in the pitch's evidence. */
  claim: string;
  /** Where it was read: a page of the site, or the listing. */
  source: string;
}

export const LISTING_SOURCE = 'Google listing';

/** "1204 S Lamar Blvd Ste 2, Austin, TX 78704" -> "S Lamar Blvd". */
export function streetOf(address: string | null): string | null {
  const first = (address ?? '').split(',')[0]?.trim() ?? '';
  const street = first
    .replace(/^\d+[A-Za-z]?(-\d+)?\s+/, '')
    .replace(/\s+(?:ste|suite|unit|#|bldg|building)\b.*$/i, '')
    .trim();
  if (!street || street === first || !/[A-Za-z]{2}/.test(street) || street.length > 40) return null;
  return street;
}

const PRICE = /\$\s?(\d{1,3}(?:\.\d{2})?)\b/;
/** Headings of a site that are its sections, not a dish. */
const NOT_A_DISH =
  /\b(menu|about|contact|hours|location|visit|order|reserv|catering|events?|private|careers?|jobs|gift|newsletter|our|welcome|story|team|faq|drinks|appetizers|starters|mains|entrees|desserts|sides|specials|lunch|dinner|breakfast|brunch|find us|follow)\b/i;

/** A dish and its price: a heading of the menu followed by a price before the next heading. */
function dishOf(site: SiteSummary): { name: string; price: string; url: string } | null {
  const text = site.text;
  for (const heading of site.headings) {
    const h = heading.trim();
    if (h.length < 4 || h.length > 40 || NOT_A_DISH.test(h) || !/^[A-Z]/.test(h) || /[!?:]/.test(h)) continue;
    const at = text.indexOf(h);
    if (at < 0) continue;
    const after = text.slice(at + h.length, at + h.length + 220);
    const price = PRICE.exec(after);
    if (!price) continue;
    const dollars = Number(price[1]);
    if (dollars < 2 || dollars > 150) continue;
    // The price must belong to this heading, not to the next dish.
    const between = after.slice(0, price.index);
    if (site.headings.some((o) => o !== h && o.length > 3 && between.includes(o))) continue;
    const menuPage = site.pagesRead.find((u) => /menu/i.test(u)) ?? site.url;
    return { name: h, price: `$${price[1]}`, url: menuPage };
  }
  return null;
}

/** A section of the site that shows its dishes without prices (a menu of photos, a PDF, or none). */
const FEATURED =
  /\b(favou?rites|featured|signature|popular|must[- ]try|best[- ]?sellers|house specialt(?:y|ies)|our dishes)\b/i;

/**
 * A dish the home page features ("Guest favorites", "Signature dishes"): the first heading after
 * such a section's own heading that reads as a dish, for sites whose menu has no prices to read.
 */
function featuredDishOf(site: SiteSummary): { name: string; section: string } | null {
  const at = site.headings.findIndex((h) => FEATURED.test(h));
  if (at < 0) return null;
  const section = site.headings[at]!.trim();
  for (const heading of site.headings.slice(at + 1, at + 4)) {
    const h = heading.trim();
    if (h.length < 4 || h.length > 40 || !/^[A-Z]/.test(h) || /[!?:]/.test(h)) continue;
    if (NOT_A_DISH.test(h) || FEATURED.test(h)) return null;
    return { name: h, section };
  }
  return null;
}

const YEAR =
  /\b(?:since|est\.?|established(?: in)?|founded(?: in)?|opened(?: our doors)?(?: in)?|serving [a-z ]{0,30}since)\s+((?:19[4-9]|20[0-2])\d)\b/i;
/** "for 5 years", "for more than 10 years", "13 years ago": how long the site says it has been going. */
const YEARS_GOING = /\b(for (?:more than |over |nearly |almost )?|)(\d{1,2}) years(?! old| of age)( ago)?\b/i;

function yearsGoing(text: string): { years: string; said: string } | null {
  for (const m of text.matchAll(new RegExp(YEARS_GOING.source, 'gi'))) {
    const n = Number(m[2]);
    if (n < 2 || n > 99 || (!m[1] && !m[3])) continue;
    return { years: `${n} years`, said: m[0] };
  }
  return null;
}
/** "Our private room seats up to 60 guests": the room and how many it holds, as the site says it. */
const PRIVATE_ROOM =
  /\b(private (?:room|dining room|event space|party room))\b[^.]{0,40}?\b(?:seats|holds|hosts|fits|for)\s+(?:up to\s+)?(\d{2,3}) guests\b/i;
const EVENT =
  /\b(happy hour|live music|trivia|karaoke|wine (?:night|dinners?|tastings?)|tasting menu|taco tuesday|game day|sunday brunch|bottomless brunch|patio|beer garden|open mic|jazz night)\b/i;

/** The first sentence of the site's description when it is short enough to quote. */
function taglineOf(site: SiteSummary): string | null {
  const first =
    site.description
      .split(/(?<=[.!?])\s+/)[0]
      ?.trim()
      .replace(/[.!]+$/, '') ?? '';
  if (first.length < 12 || first.length > 70 || first.includes('"')) return null;
  // The restaurant's name in its own line reads oddly when quoted back ("Welcome to X").
  if (first.toLowerCase().includes(site.name.toLowerCase())) return null;
  return first;
}

/** Minutes past midnight of "11:00 PM"; null when not a time. */
function minutes(t: string): number | null {
  const m = /(\d{1,2})(?::(\d{2}))?\s*([AP])M/i.exec(t);
  if (!m) return null;
  const h = (Number(m[1]) % 12) + (m[3]!.toUpperCase() === 'P' ? 12 : 0);
  return h * 60 + Number(m[2] ?? 0);
}

/** "11 pm", "1:30 am", "midnight": a time as a rep says it. */
function spoken(min: number): string {
  const m = ((min % (24 * 60)) + 24 * 60) % (24 * 60);
  if (m === 0) return 'midnight';
  const h = Math.floor(m / 60);
  const mm = m % 60;
  return `${h % 12 || 12}${mm ? `:${String(mm).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

/** Each open day's opening and closing minutes, as listed (a close after midnight counts past 24 h). */
function openDays(r: Restaurant): { day: string; open: number; close: number }[] {
  const out: { day: string; open: number; close: number }[] = [];
  for (const line of r.hours) {
    const day = line.split(':')[0]!.trim();
    if (/closed/i.test(line)) continue;
    const times = line
      .slice(line.indexOf(':') + 1)
      .split(/[–—-]|\bto\b/)
      .map((t) => minutes(t))
      .filter((t): t is number => t !== null);
    if (times.length < 2) continue;
    const [open, close] = [times[0]!, times[times.length - 1]!];
    out.push({ day, open, close: close <= 5 * 60 ? close + 24 * 60 : close });
  }
  return out;
}

/**
 * What the listed hours say worth naming, as the listing has it: how late it stays open and on which
 * days ("until 1 am on Friday and Saturday"), how early it opens, else that it opens seven days a
 * week; nothing for ordinary hours.
 */
function hoursOf(r: Restaurant): { seen: string; short: string; claim: string } | null {
  const open = openDays(r);
  if (!open.length) return null;
  const days = (d: string[]) => (d.length === 7 ? 'every day' : d.length > 3 ? 'most days' : `on ${joinAnd(d)}`);
  // The latest close and the days it falls on (said only when they are few enough to name).
  const latest = Math.max(...open.map((d) => d.close));
  const lateDays = open.filter((d) => d.close === latest).map((d) => d.day);
  const at = (list: string[]) => (list.length <= 3 ? ` ${days(list)}` : list.length === 7 ? ' every day' : '');
  if (latest >= 23 * 60)
    return {
      seen: `that you stay open until ${spoken(latest)}${at(lateDays)}`,
      short: 'your late nights',
      claim: `The listed hours run until ${spoken(latest)}${at(lateDays)}.`,
    };
  const earliest = Math.min(...open.map((d) => d.open));
  const earlyDays = open.filter((d) => d.open === earliest).map((d) => d.day);
  if (earliest < 8 * 60 && earliest >= 4 * 60)
    return {
      seen: `that you open at ${spoken(earliest)}${at(earlyDays)}`,
      short: 'your early mornings',
      claim: `The listed hours open at ${spoken(earliest)}${at(earlyDays)}.`,
    };
  if (open.length === 7)
    return {
      seen: 'that you are open seven days a week',
      short: 'the seven days a week you are open',
      claim: 'The listed hours are seven days a week.',
    };
  // An ordinary evening ('open until 9:30 pm') is true of most restaurants: naming it says nothing of theirs.
  return null;
}

/**
 * What the restaurant runs its orders or bookings on, said as what it does with them: "that you take
 * online orders through Toast", "that guests book a table through OpenTable" (not "guests reach you
 * through Toast", which names a till as if it were a door).
 */
function platformSeen(ordering: string[], booking: string[]): string {
  const orders = ordering.slice(0, 2).join(' and ');
  if (orders && booking.length)
    return `that you take online orders through ${ordering[0]} and bookings through ${booking[0]}`;
  return orders ? `that you take online orders through ${orders}` : `that guests book a table through ${booking[0]}`;
}

/** The details only the site gives: a dish, a year, a platform, an event. */
function siteDetails(site: SiteSummary): Detail[] {
  const out: Detail[] = [];
  const dish = dishOf(site);
  if (dish)
    out.push({
      kind: 'dish',
      // The price stays in the evidence: said to the owner, 'the Carnitas at $4.50' reads as a receipt.
      seen: `the ${dish.name} on your menu`,
      short: `your ${dish.name}`,
      claim: `The menu lists ${dish.name} at ${dish.price}.`,
      source: dish.url,
    });
  const featured = dish ? null : featuredDishOf(site);
  if (featured)
    out.push({
      kind: 'dish',
      seen: `the ${featured.name} among the ${featured.section.toLowerCase()} on your site`,
      short: `your ${featured.name}`,
      claim: `The site features ${featured.name} under "${featured.section}".`,
      source: site.url,
    });
  const year = YEAR.exec(site.text);
  if (year)
    out.push({
      kind: 'year',
      seen: `that you have been at it since ${year[1]}`,
      short: `a kitchen going since ${year[1]}`,
      claim: `The site says "${year[0]}".`,
      source: site.url,
    });
  const going = year ? null : yearsGoing(site.text);
  if (going)
    out.push({
      kind: 'year',
      seen: `that you have ${going.years} in business behind you`,
      short: `your ${going.years} in business`,
      claim: `The site says "${going.said}".`,
      source: site.url,
    });
  const providers = [...site.orderingProviders, ...site.reservationProviders].map(providerName);
  if (providers.length)
    out.push({
      kind: 'platform',
      seen: platformSeen(site.orderingProviders.map(providerName), site.reservationProviders.map(providerName)),
      short: site.orderingProviders.length
        ? `your ${providerName(site.orderingProviders[0]!)} orders`
        : `your ${providers[0]} bookings`,
      claim: `The site links to ${providers.slice(0, 2).join(' and ')}.`,
      source: site.found.online_ordering?.url ?? site.found.reservations?.url ?? site.url,
    });
  const room = PRIVATE_ROOM.exec(site.text);
  if (room)
    out.push({
      kind: 'event',
      seen: `that your ${room[1]!.toLowerCase()} seats up to ${room[2]} guests`,
      short: `your ${room[1]!.toLowerCase()} for ${room[2]} guests`,
      claim: `The site says "${room[0].trim()}".`,
      source: site.found.private_events?.url ?? site.url,
    });
  const event = site.headings.map((h) => EVENT.exec(h)).find((m) => m);
  if (event)
    out.push({
      kind: 'event',
      seen: `the ${event[1]!.toLowerCase()} on your site`,
      short: `your ${event[1]!.toLowerCase()}`,
      claim: `The site mentions ${event[1]!.toLowerCase()}.`,
      source: site.url,
    });
  return out;
}

/** A dish the site names, from its menu or its featured dishes; null when none reads as one. */
export function dishName(site: SiteSummary): string | null {
  return dishOf(site)?.name ?? featuredDishOf(site)?.name ?? null;
}

/** Every detail the facts hold, site first (more particular), then the listing. */
export function detailsOf(r: Restaurant, site: SiteSummary | null): Detail[] {
  const out: Detail[] = site && !site.thin ? siteDetails(site) : [];
  const street = streetOf(r.address);
  if (street)
    out.push({
      kind: 'street',
      seen: `your spot on ${street}`,
      short: `your place on ${street}`,
      claim: `The restaurant is on ${street}${r.city ? ` in ${r.city}` : ''}.`,
      source: r.rating !== null ? LISTING_SOURCE : (site?.url ?? LISTING_SOURCE),
    });
  // A rating under four is not something to compliment.
  if (r.rating !== null && r.rating >= 4 && r.reviews)
    out.push({
      kind: 'rating',
      seen: `your ${r.rating} stars across ${plural(r.reviews, 'Google review')}`,
      short: `a ${r.rating}-star rating`,
      claim: `Rated ${r.rating} from ${count(r.reviews)} Google reviews.`,
      source: LISTING_SOURCE,
    });
  // The site's own line about itself, quoted: a last detail when little else was read.
  const tagline = site && !site.thin ? taglineOf(site) : null;
  if (tagline && out.length < 3)
    out.push({
      kind: 'tagline',
      seen: `the line "${tagline}" on your home page`,
      short: `the "${tagline}" promise`,
      claim: `The home page says "${tagline}".`,
      source: site!.url,
    });
  // The listed hours, when little of the restaurant's own was read (a site that could not be read).
  const hours = out.filter((d) => d.kind !== 'rating').length < 2 ? hoursOf(r) : null;
  if (hours) out.push({ kind: 'hours', ...hours, source: LISTING_SOURCE });
  if ((r.locations ?? 1) >= 2)
    out.push({
      kind: 'locations',
      seen: `that you run ${r.locations} locations`,
      short: `your ${r.locations} locations`,
      claim: `${r.locations} locations.`,
      source: LISTING_SOURCE,
    });
  return out;
}
