import { CONTACT_SOCIAL_NETWORK_LABELS, type Lead } from '@leadgen/contracts';
import type { SiteSummary } from '../site/site.summary.js';
import { cityOf } from './pitch.words.js';

/** What a pitch may say about the restaurant: the facts of its listing or of its site, nothing else. */
export interface Restaurant {
  name: string;
  /** The cuisine as the listing or the site gives it ("mexican", "Tex-Mex"). */
  cuisine: string | null;
  address: string | null;
  city: string | null;
  rating: number | null;
  reviews: number | null;
  locations: number | null;
  /** "Monday: 11:00 AM – 10:00 PM" lines. */
  hours: string[];
  /** Days the listed hours say it is closed. */
  closedDays: string[];
  /** Share of reviews the owner answered, 0-1. */
  responseRate: number | null;
  recentlyOpened: boolean;
  website: string | null;
  phone: string | null;
  /** Social networks it is on, as named to a person ("Instagram"). */
  social: string[];
}

/** The lead fields a pitch reads; a lead from the search has them all, a search pitches request only the first ones. */
export type LeadFacts = Pick<Lead, 'name' | 'website' | 'cuisine_type' | 'address' | 'google_rating' | 'review_count'> &
  Partial<
    Pick<
      Lead,
      | 'location_count'
      | 'operating_hours'
      | 'review_response_rate'
      | 'is_recently_established'
      | 'phone'
      | 'social_links'
      | 'address_parts'
    >
  >;

/** A network as it writes its own name (contracts' labels; 'pinterest', kept for no contact, as 'Pinterest'). */
export const networkName = (network: string): string =>
  (CONTACT_SOCIAL_NETWORK_LABELS as Record<string, string>)[network] ??
  network.charAt(0).toUpperCase() + network.slice(1);

/** Days the listed hours say the restaurant is closed ("Monday: Closed" -> "Monday"). */
export function closedDays(hours: string[]): string[] {
  return hours.filter((h) => /:\s*closed\b/i.test(h)).map((h) => h.split(':')[0]!.trim());
}

const text = (t: string | null | undefined) => (t ?? '').replace(/\s+/g, ' ').trim() || null;

export function restaurantFromLead(lead: LeadFacts): Restaurant {
  const hours = (lead.operating_hours?.weekday_text ?? []).map((h) => text(h)).filter((h): h is string => !!h);
  const social = Object.entries(lead.social_links ?? {})
    .filter(([, url]) => !!url)
    .map(([network]) => networkName(network));
  return {
    name: text(lead.name) ?? 'the restaurant',
    cuisine: text(lead.cuisine_type),
    address: text(lead.address),
    city: text(lead.address_parts?.city) ?? cityOf(lead.address),
    // A rating of 0 is how some sources say "no rating".
    rating: lead.google_rating ? lead.google_rating : null,
    reviews: lead.review_count ?? null,
    locations: lead.location_count ?? null,
    hours,
    closedDays: closedDays(hours),
    responseRate: lead.review_response_rate ?? null,
    recentlyOpened: lead.is_recently_established === true,
    website: text(lead.website),
    phone: text(lead.phone),
    social,
  };
}

/** What the site alone says about the restaurant (the URL pitch has no listing). */
export function restaurantFromSite(site: SiteSummary): Restaurant {
  return {
    name: site.name,
    cuisine: site.cuisines[0] ?? null,
    address: site.address,
    city: cityOf(site.address),
    rating: null,
    reviews: null,
    locations: null,
    hours: [],
    closedDays: [],
    responseRate: null,
    recentlyOpened: false,
    website: site.url,
    phone: site.phone,
    social: site.social.map((s) => networkName(s.network)),
  };
}
