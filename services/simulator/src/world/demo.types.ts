/**
 * Shape of the generated demo dataset (data/demo-restaurants.json). Keys are short because the
 * file holds 20,000+ rows; absent optional keys mean "not known" / "none".
 */
import type { WeeklyHours } from './world.hours.js';

export interface DemoCity {
  name: string;
  state: string;
  /** IANA time zone of the city. */
  tz: string;
  area_codes: string[];
  zip3: string;
  /** A town's own ZIP codes, where known: its listings carry one of these rather than zip3 and two digits. */
  zips?: string[];
}

export interface DemoRow {
  /** Listed name, chains with their location suffix ("Brand - Downtown", "Brand #12"). */
  n: string;
  /** Generator truth: the chain's brand (never read by the service, which infers brands from names). */
  b?: string;
  /** Cuisine value from the catalogue (snake case). */
  c: string;
  /** Index into cities. */
  ci: number;
  /** Street line. */
  s: string;
  z: string;
  /** Rating 1-5 with one decimal; absent when the place has no reviews yet. */
  r?: number;
  /** Review count. */
  rc: number;
  p?: string;
  w?: string;
  /** Index into hours_patterns; absent when hours are unknown. */
  h?: number;
  /** Opened this many days before the dataset's anchor date (the day the service loads it). */
  o: number;
  /** Website domain registered this many days before the anchor date. */
  d?: number;
  /** Share of reviews answered by the owner, percent 0-100. */
  rr?: number;
  /** Photo count on the listing. */
  pc: number;
  /** Social presence flags: 1 facebook, 2 instagram (bit mask). */
  so?: number;
  /** Generator truth: index of the row this one duplicates (a second listing of one restaurant). */
  dup?: number;
}

export interface DemoDataFile {
  kind: 'leadgen-demo-restaurants';
  version: number;
  seed: number;
  note: string;
  cities: DemoCity[];
  hours_patterns: WeeklyHours[];
  rows: DemoRow[];
}
