import type { DataSourceInfo } from '@leadgen/contracts';
import type { Candidate } from '../places/place.model.js';

export interface ProviderQuery {
  city: string;
  state: string;
  /** Catalogue value, or null for all cuisines. */
  cuisine: string | null;
  /** How many leads the search wants to return in the end. */
  limit: number;
  /** 'Opening soon': ask for places announced but not open yet (Google's FUTURE_OPENING). */
  opening_soon?: boolean;
  /** A watch's run: announced openings and places closed for good come back too, beside the open ones. */
  watch?: boolean;
  /**
   * Ask for the reviews' dates (a first review dates an opening): only when a recency filter needs
   * them, as they bill every call at Google's dearest tier.
   */
  review_dates?: boolean;
  /** Count each listing's photos: only a listing's lookup shows them; a search's leads leave photo_count unknown. */
  photos?: boolean;
  /**
   * The search's filters the places can be counted by while they are read (a territory reads no
   * page past the leads it needs): minimum rating and reviews, and duplicates (a chain's locations
   * are one lead) unless `dedupe` is false.
   */
  min_rating?: number;
  min_reviews?: number;
  dedupe?: boolean;
}

export interface ProviderResult {
  candidates: Candidate[];
  warnings: string[];
  /** False when the source has no ratings at all (OSM): rating filters are then skipped with a warning. */
  ratings_available: boolean;
  /** False when the source has no domain registration dates of its own (Google, OSM); opening dates go by each lead's evidence. */
  dates_available: boolean;
  /** True when the source lists restaurants announced but not open yet (Google); absent or false otherwise. */
  future_openings_available?: boolean;
  /** Requests the search sent to the source (pages and tiles): the rep sees what a territory cost. */
  provider_calls?: number;
  /** What those requests cost at the source's prices, in US dollars (Google's list prices by default). */
  provider_cost?: number;
}

/**
 * Where leads come from: Google Places (or the simulator playing it) or OpenStreetMap. A class (never
 * constructed itself) so the service injects the one chosen at start by it.
 */
export abstract class LeadProvider {
  abstract readonly info: DataSourceInfo;
  abstract search(query: ProviderQuery, now: Date): Promise<ProviderResult>;
}
