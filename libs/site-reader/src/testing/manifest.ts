import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixturesDir } from './paths.js';

export type FixtureBehaviour =
  'static' | 'status-403' | 'redirects' | 'huge-body' | 'endless' | 'not-html' | 'slow' | 'canary';

/** What the home page really contains (extractPage on "/"). */
export interface FixtureHomeFacts {
  title: string | null;
  metaDescription: string | null;
  viewport: boolean;
  h1: string | null;
  /** JSON-LD business type picked (Restaurant, LocalBusiness, Organization, ...) or null when none. */
  jsonLdType: string | null;
  jsonLdName?: string;
  /** ld+json blocks that failed to parse. */
  jsonLdErrors?: number;
  servesCuisine?: string[];
  priceRange?: string;
  openingHoursInJsonLd?: boolean;
  /** Digits only, 10 digits. */
  phones: string[];
  /** Phones that are click-to-call (tel: links), digits only. */
  telLinks: string[];
  emails: string[];
  /** Link kinds present on the home page. */
  linkKinds: string[];
  /** Social networks linked from the home page. */
  social: string[];
  pdfLinks: number;
  images: { total: number; withAlt: number };
  /** Forms on the home page; provider is the host of a third-party form (iframe or action), else null. */
  forms: Array<{ purpose: string; inIframe: boolean; provider: string | null }>;
  /** Provider names found (ordering, delivery, reservations, events, ...). */
  providers: string[];
  /** Markers that must be among platformMarkers. */
  platformMarkers: string[];
  looksLikeScriptShell: boolean;
  /** Text the main text must contain. */
  textIncludes?: string[];
}

/** What the whole site shows, over the pages readSite visits. */
export interface FixtureSiteFacts {
  /** Paths readSite fetches after the home page (any order). */
  crawledPaths: string[];
  /** Crawled paths that fail (recorded in readSite errors). */
  failingPaths?: string[];
  menu: 'text' | 'pdf' | 'image' | 'none';
  hoursOnSite: boolean;
  clickToCall: boolean;
  onlineOrdering: boolean;
  reservations: boolean;
  privateEvents: boolean;
  catering: boolean;
  hiring: boolean;
  newsletter: boolean;
  /** Form purposes over all crawled pages (sorted). */
  formPurposes: string[];
}

export interface FixtureSite {
  slug: string;
  name: string;
  behaviour: FixtureBehaviour;
  /** Platform a rule table should detect: bentobox, popmenu, squarespace, wix, wordpress, toast, spothopper, godaddy, shopify, custom; null when it cannot be told. */
  platform: string | null;
  shapes: string[];
  description: string;
  /** Extra response headers for static files. */
  headers?: Record<string, string>;
  home?: FixtureHomeFacts;
  site?: FixtureSiteFacts;
}

export interface FixtureManifest {
  notes: string[];
  sites: FixtureSite[];
}

let cached: FixtureManifest | undefined;

/** Reads fixtures/index.json: the facts every fixture site really contains. */
export function loadFixtureManifest(): FixtureManifest {
  if (!cached) cached = JSON.parse(readFileSync(path.join(fixturesDir(), 'index.json'), 'utf8')) as FixtureManifest;
  return cached;
}

/** The static restaurant sites (those with home-page facts). */
export function contentSites(manifest: FixtureManifest = loadFixtureManifest()): FixtureSite[] {
  return manifest.sites.filter((s) => s.home);
}
