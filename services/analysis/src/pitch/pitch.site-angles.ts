/* The gaps a restaurant's website shows, and what it already does when it shows none. */
import type { SiteSummary } from '../site/site.summary.js';
import type { Angle, AngleId } from './pitch.angle.types.js';
import { cuisineValue, joinAnd, providerName, siteLabel } from './pitch.words.js';

/** Ordering sites that take a commission on each order. */
const MARKETPLACES = /^(doordash|uber ?eats|grubhub|postmates|seamless|caviar)$/i;

/** Counter-service restaurants, where online table booking is not what they need. */
const COUNTER_SERVICE = new Set([
  'fast_food',
  'cafe',
  'bakery',
  'dessert',
  'sandwich',
  'pizza',
  'burgers',
  'chicken',
  'ramen',
]);

/**
 * What the site's own words say it does, even without a link the reader recognised ("we cater
 * offices", "book the back room for your party", "We do not take reservations"): a gap the text
 * speaks of is never called missing.
 */
const SAYS: Record<
  'online_ordering' | 'reservations' | 'catering' | 'private_events' | 'gift_cards' | 'newsletter',
  RegExp
> = {
  online_ordering: /\b(order online|online order(?:ing|s)?|order (?:for )?(?:pickup|takeout|delivery)|order ahead)\b/i,
  reservations: /\b(reservations?|reserve a table|book a table|walk-ins? only)\b/i,
  catering: /\bcater(?:ing|s|ed)?\b/i,
  private_events: /\b(private (?:events?|dining|part(?:y|ies)|rooms?)|parties|group dining|buyouts?|events? space)\b/i,
  gift_cards: /\bgift ?cards?\b|\bgift certificates?\b/i,
  newsletter: /\b(newsletter|mailing list|email list|sign up for (?:our )?(?:emails?|updates))\b/i,
};

/** True when the site shows the capability, by a link or by its own words. */
export function siteShows(site: SiteSummary, cap: keyof typeof SAYS): boolean {
  return !!site.found[cap] || SAYS[cap].test(`${site.headings.join('\n')}\n${site.text}`);
}

/** Where a finding was checked, as the rep's panel writes it: 'casadelsol.com', or 'the website' for a long or local host. */
export const checkedOn = (site: SiteSummary) => {
  const label = siteLabel(site.host);
  return label === 'your website' ? 'the website' : label;
};

function orderingAngle(site: SiteSummary, where: string): Angle | null {
  if (!siteShows(site, 'online_ordering')) {
    return {
      id: 'ordering',
      fromSite: true,
      pain: `No online ordering link was found on ${checkedOn(site)}, so guests who want takeout have to call.`,
      opportunity: 'Commission-free online ordering from the website',
      noticed: `I couldn't find online ordering on ${where}`,
      cost: 'so guests who want takeout have to call',
      idea: 'guests could order takeout straight from your own site',
      topic: 'online ordering',
    };
  }
  const providers = site.orderingProviders.map(providerName);
  if (!providers.length || !providers.every((p) => MARKETPLACES.test(p))) return null;
  return {
    id: 'marketplace_ordering',
    fromSite: true,
    pain: `Online orders go through ${joinAnd(providers)}, which ${providers.length === 1 ? 'takes' : 'take'} a commission on every order.`,
    opportunity: 'First-party online ordering that keeps the margin on every order',
    noticed: `I saw that your online orders go through ${joinAnd(providers)}`,
    cost: 'and each of those orders pays a marketplace commission',
    idea: 'regulars could order from your own site while the marketplaces keep bringing new guests',
    topic: 'first-party online ordering',
  };
}

/** Gaps the website shows, in the order they matter for revenue. */
export function siteAngles(site: SiteSummary, cuisine: string | null): Angle[] {
  if (site.thin) return [];
  const where = siteLabel(site.host);
  // The panel's findings say where they were checked, so each reads as this restaurant's.
  const checked = checkedOn(site);
  const out: Angle[] = [];
  const gap = (id: AngleId, a: Omit<Angle, 'id' | 'fromSite'>) => out.push({ id, fromSite: true, ...a });
  if (site.menuPdfOnly) {
    gap('menu_pdf', {
      pain: 'The menu is only a PDF: slow on phones and not indexed by search engines.',
      opportunity: 'A mobile-friendly, searchable menu page',
      noticed: 'I noticed your menu is only available as a PDF',
      cost: 'which is hard to read on a phone and invisible to search engines',
      idea: 'your menu could be a fast page that phones and search engines can read',
      topic: 'the menu',
    });
  }
  const ordering = orderingAngle(site, where);
  if (ordering) out.push(ordering);
  if (!siteShows(site, 'reservations') && !COUNTER_SERVICE.has(cuisineValue(cuisine) ?? '')) {
    gap('reservations', {
      pain: `No online reservation option was found on ${checked}; bookings depend on the phone.`,
      opportunity: 'Online reservations that fill tables while the team is busy',
      noticed: `I couldn't find a way to book a table on ${where}`,
      cost: 'so every booking is a phone call',
      idea: 'guests could book a table online at any hour',
      topic: 'online reservations',
    });
  }
  if (!siteShows(site, 'catering')) {
    gap('catering', {
      pain: `No catering offer was found on ${checked}, which leaves large orders on the table.`,
      opportunity: 'A catering page with an inquiry form for group orders',
      noticed: `I didn't see a catering page on ${where}`,
      cost: 'and office and party orders are some of the biggest tickets a restaurant gets',
      idea: 'a catering page with an inquiry form could bring in group orders',
      topic: 'catering',
    });
  }
  if (!siteShows(site, 'private_events')) {
    gap('private_events', {
      pain: `No private events or group dining page was found on ${checked}.`,
      opportunity: 'A private events page that captures party leads',
      noticed: `I didn't see a private events page on ${where}`,
      cost: 'so anyone planning a party has to call to ask',
      idea: 'a private events page could capture party inquiries while you sleep',
      topic: 'private events',
    });
  }
  if (!siteShows(site, 'gift_cards')) {
    gap('gift_cards', {
      pain: `No digital gift cards were found on ${checked}.`,
      opportunity: 'Digital gift cards sold straight from the website',
      noticed: `I couldn't find gift cards on ${where}`,
      cost: 'which are easy revenue, especially around the holidays',
      idea: 'guests could buy digital gift cards straight from your site',
      topic: 'gift cards',
    });
  }
  if (!siteShows(site, 'newsletter')) {
    gap('newsletter', {
      pain: `No email sign-up was found on ${checked}, so the restaurant cannot reach past guests directly.`,
      opportunity: 'An email list that brings guests back',
      noticed: `I didn't see an email sign-up on ${where}`,
      cost: "so there's no direct way to bring past guests back",
      idea: 'an email list could fill tables on slow nights',
      topic: 'guest email marketing',
    });
  }
  return out;
}

/** When the site shows no gap: what it already does, to build on. */
export function channelsAngle(site: SiteSummary): Angle {
  const has = [...site.orderingProviders, ...site.reservationProviders].slice(0, 2).map(providerName);
  return {
    id: 'channels',
    fromSite: true,
    pain: null,
    opportunity: 'Bring the existing online channels together so more guests convert from the website',
    noticed: `I noticed you already offer ${has.length ? joinAnd(has) : 'several online channels'}`,
    cost: 'which puts you ahead of most restaurants',
    idea: 'more of your website visitors could turn into orders and bookings',
    topic: 'online orders and bookings',
    opening: `what their website already offers${has.length ? ` (${joinAnd(has)})` : ''}`,
  };
}
