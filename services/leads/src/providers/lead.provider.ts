import type { DataSourceInfo } from '@leadgen/contracts';
import type { Candidate } from '../places/place.model.js';

export interface ProviderQuery {
  city: string;
  state: string;
  /** Catalogue value, or null for all cuisines. */
  cuisine: string | null;
  /** How many leads the search wants to return in the end. */
  limit: number;
}

export interface ProviderResult {
  candidates: Candidate[];
  warnings: string[];
  /** False when the source has no ratings at all (OSM): rating filters are then skipped with a warning. */
  ratings_available: boolean;
  /** False when the source has no opening or domain dates (Google, OSM). */
  dates_available: boolean;
  /** True when candidates already come in the default ranking (best first), so the search need not sort. */
  presorted?: boolean;
  /** Set when the candidates' dedup keys are numbered (internDedupKeys): dedupe then skips string sets. */
  dedup_key_space?: number;
}

/**
 * Where leads come from: the demo dataset, Google Places or OpenStreetMap. A class (never
 * constructed itself) so the service injects the one chosen at start by it.
 */
export abstract class LeadProvider {
  abstract readonly info: DataSourceInfo;
  abstract search(query: ProviderQuery, now: Date): Promise<ProviderResult>;
  /** The city of the listing with this website, where the source can tell without a search (the demo dataset). */
  placeOfWebsite?(website: string): { city: string; state: string } | null;
}
