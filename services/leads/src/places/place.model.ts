import { cuisineValue } from '@leadgen/contracts';
import type { AddressParts, Lead, LeadDataSource, OpenedSource } from '@leadgen/contracts';
import type { Scorer } from '../scoring/fit.scorer.js';
import { weekdayText, type Clock, type WeeklyHours } from './place.hours.js';
import { addressKey, nameKey, phoneKey } from './place.names.js';
import { websiteHost } from './place.website.js';

const DAY_MS = 86_400_000;
export const RECENT_DAYS = 365;
export const NEW_WEBSITE_DAYS = 183;

/** A restaurant as a provider reports it, before scoring. */
export interface Place {
  place_id: string;
  source: LeadDataSource;
  name: string;
  cuisine_type: string;
  address: string;
  address_parts: AddressParts;
  rating: number | null;
  review_count: number | null;
  phone: string | null;
  website: string | null;
  /** Weekly opening ranges; the lead's hours lines are written from them. */
  hours: WeeklyHours | null;
  clock: Clock | null;
  /** Brand the source states (OSM brand=*), and its stable id (brand:wikidata). */
  brand: string | null;
  brand_id: string | null;
  opened_at: number | null;
  /** What dates opened_at (absent or null: nothing does). */
  opened_source?: OpenedSource | null;
  /** Announced but not open yet (Google's FUTURE_OPENING): opened_at is the opening day. */
  opening_soon?: boolean;
  /** Closed for good (Google's CLOSED_PERMANENTLY): only a watch's run asks for these. */
  closed?: boolean;
  domain_registered_at: number | null;
  review_response_rate: number | null;
  photo_count: number | null;
  social_links?: { facebook?: string | null; instagram?: string | null };
}

export interface LocationCount {
  count: number | null;
  source: NonNullable<Lead['location_count_source']>;
  /** Brand shown on the lead (suffix removed) when the place is part of a group. */
  brand: string | null;
}

/** A scored lead plus what the search needs to filter, dedupe and compute open-now. */
export interface Candidate {
  lead: Lead;
  hours: WeeklyHours | null;
  clock: Clock | null;
  opened_at: number | null;
  domain_registered_at: number | null;
  keys: { place: string; phone: string | null; host: string | null; nameAddress: string };
  /** The keys above as dedup set entries, computed once. */
  dedupKeys: string[];
  /** Closed for good: never a lead, only a watch's news. */
  closed?: boolean;
}

const isoDate = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 10));

/** The keys that say two places are one lead: the place, its name and address, phone, website host. */
function candidateKeys(place: Place): Candidate['keys'] {
  return {
    place: `${place.source}:${place.place_id}`,
    phone: phoneKey(place.phone),
    host: websiteHost(place.website),
    nameAddress: `${nameKey(place.name)}|${addressKey(place.address_parts.street ?? place.address)}`,
  };
}

function dedupKeysOf(keys: Candidate['keys']): string[] {
  const dedupKeys = [`p:${keys.place}`, `n:${keys.nameAddress}`];
  if (keys.phone) dedupKeys.push(`t:${keys.phone}`);
  if (keys.host) dedupKeys.push(`w:${keys.host}`);
  return dedupKeys;
}

/** The keys the search's duplicate filter goes by, for a place not yet made a lead (a chain's locations share one). */
export const leadKeysOf = (place: Place): string[] => dedupKeysOf(candidateKeys(place));

/** Turns a place and its location count into a scored candidate. */
export function toCandidate(place: Place, loc: LocationCount, scorer: Scorer, now: number): Candidate {
  const cuisine = cuisineValue(place.cuisine_type) ?? 'restaurant';
  const fit = scorer.score({
    cuisine_type: cuisine,
    rating: place.rating,
    review_count: place.review_count,
    location_count: loc.count,
    website: place.website,
    phone: place.phone,
    hours_known: place.hours !== null,
    opened_at: place.opened_at,
    now,
  });
  const lines = place.hours ? weekdayText(place.hours) : null;
  const lead: Lead = {
    id: place.place_id,
    place_id: place.place_id,
    name: place.name,
    fit_decision: fit.fit_decision,
    fit_score: fit.fit_score,
    score_breakdown: fit.score_breakdown,
    cuisine_type: cuisine,
    address: place.address,
    address_parts: place.address_parts,
    google_rating: place.rating,
    review_count: place.review_count,
    location_count: loc.count,
    location_count_source: loc.source,
    brand: loc.brand,
    phone: place.phone,
    website: place.website,
    pitch: null,
    operating_hours: lines && lines.length ? { weekday_text: lines, is_open_now: null } : null,
    time_zone: place.clock && 'timeZone' in place.clock ? place.clock.timeZone : null,
    data_source: place.source,
    opened_date: isoDate(place.opened_at),
    domain_registered_date: isoDate(place.domain_registered_at),
    is_new_website: place.domain_registered_at !== null && now - place.domain_registered_at < NEW_WEBSITE_DAYS * DAY_MS,
    // An announced opening (a date ahead) counts too: it is the newest restaurant there is.
    is_recently_established: place.opened_at !== null && now - place.opened_at < RECENT_DAYS * DAY_MS,
    opened_source: place.opened_at === null ? null : (place.opened_source ?? null),
    is_opening_soon: place.opening_soon === true,
    review_response_rate: place.review_response_rate,
    photo_count: place.photo_count,
    ...(place.social_links ? { social_links: place.social_links } : {}),
  };
  const keys = candidateKeys(place);
  const dedupKeys = dedupKeysOf(keys);
  return {
    lead,
    hours: place.hours,
    clock: place.clock,
    opened_at: place.opened_at,
    domain_registered_at: place.domain_registered_at,
    keys,
    dedupKeys,
    ...(place.closed ? { closed: true } : {}),
  };
}
