import type { DemoContactsTruth } from './demo-site.contacts.truth.types.js';

/**
 * What a demo website really has, kept beside the generator so tests can score what the product
 * reads from the site (platform, menu, conversions, marketing) against it.
 */

export const DEMO_SITE_PLATFORMS = [
  'wordpress',
  'wix',
  'squarespace',
  'godaddy',
  'bentobox',
  'popmenu',
  'toast',
  'owner',
  'spothopper',
  'custom',
] as const;
export type DemoSitePlatform = (typeof DEMO_SITE_PLATFORMS)[number];

/** Each platform as the diagnostic's platform rules name it ('Custom' for a hand-made site). */
export const DEMO_SITE_PLATFORM_NAMES: Record<DemoSitePlatform, string> = {
  wordpress: 'WordPress',
  wix: 'Wix',
  squarespace: 'Squarespace',
  godaddy: 'GoDaddy',
  bentobox: 'BentoBox',
  popmenu: 'Popmenu',
  toast: 'Toast',
  owner: 'Owner',
  spothopper: 'SpotHopper',
  custom: 'Custom',
};

/**
 * How the site answers: normally; only as a page drawn by scripts (script_shell); 403 to automated
 * visitors (blocked); slower than any reader waits (slow); or its listed address forwards with a
 * 301 to the www or bare form of the host (redirect).
 */
export const DEMO_SITE_BEHAVIOURS = ['normal', 'script_shell', 'blocked', 'slow', 'redirect'] as const;
export type DemoSiteBehaviour = (typeof DEMO_SITE_BEHAVIOURS)[number];

export type DemoMenuKind = 'text' | 'pdf' | 'images' | 'none';

/** Private events, catering or hiring: said anywhere on the site, a page of its own, a form to ask, a vendor behind it. */
export interface DemoOfferTruth {
  mentioned: boolean;
  page: boolean;
  form: boolean;
  /** The vendor as the site reader names it (tripleseat, ezcater, jotform, culinaryagents...), or null. */
  provider: string | null;
}

export interface DemoSiteTruth {
  /** The host that serves the pages (for 'redirect', the host the listed address forwards to). */
  host: string;
  /** The address on the listing: the home page, or the first location's page of a chain. */
  listing_url: string;
  /** The restaurant, or the brand of a chain. */
  name: string;
  cuisine: string;
  chain: boolean;
  /** Locations on the site (1 for a single restaurant). */
  locations: number;
  platform: DemoSitePlatform;
  platform_name: string;
  behaviour: DemoSiteBehaviour;
  /** For 'redirect': where the listed address forwards. */
  redirect_to: string | null;
  has_menu: boolean;
  menu_kind: DemoMenuKind;
  private_events: DemoOfferTruth;
  catering: DemoOfferTruth;
  careers: DemoOfferTruth;
  ordering: {
    /** first_party: the restaurant's own (commission-free) ordering; third_party: delivery apps. */
    kind: 'first_party' | 'third_party' | 'both' | 'none';
    /** Vendors as the site reader names them (toast, chownow, square, owner, popmenu, bentobox, doordash, ubereats, grubhub). */
    providers: string[];
  };
  reservations: { provider: 'opentable' | 'resy' | 'tock' | null; kind: 'widget' | 'link' | null };
  newsletter: { present: boolean; provider: 'mailchimp' | 'klaviyo' | null };
  facebook_url: string | null;
  instagram_url: string | null;
  /** schema.org Restaurant markup (JSON-LD) on the home page. */
  json_ld: boolean;
  /** The phone is a tel: link (false when there is no phone). */
  phone_tel_link: boolean;
  /** Opening hours are written on the home page. */
  hours_shown: boolean;
  /** Paths of the site's pages (a chain's location pages not listed). */
  pages: string[];
  /** Who a rep can reach, as a careful reader of the contact pages finds it. */
  contacts: DemoContactsTruth;
}
