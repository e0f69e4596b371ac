import { siteRandom } from './demo-site.random.js';
import type { DemoSitePlatform } from './demo-site.truth.js';
import type { ServiceStyle, SiteTraits } from './demo-site.traits.js';

/**
 * What a restaurant offers on its site and how a guest asks for it, following the restaurant:
 * full-service places and bars host parties, delis and taquerias cater, counter service orders
 * online, fine dining takes reservations, chains hire all the time.
 */

export type EventsHow = 'form' | 'tripleseat_embed' | 'tripleseat_link' | 'call';
export type CateringHow = 'form' | 'jotform_embed' | 'ezcater_link' | 'call';
export type CareersHow = 'form' | 'embed' | 'link' | 'email';
export type NewsletterHow = 'mailchimp' | 'klaviyo' | 'own';

/** An offer with a page of its own (how guests ask on it), or only a sentence on the home page, or nothing. */
export interface Offer<H> {
  page: boolean;
  how: H | null;
  /** Said in a sentence on the home page without a page of its own. */
  mentionOnly: boolean;
}

const PARTY_SHARE: Record<ServiceStyle, number> = { upscale: 0.72, casual: 0.4, bar: 0.6, quick: 0.08 };
const FORM_FRIENDLY: Partial<Record<DemoSitePlatform, number>> = {
  bentobox: 0.78,
  popmenu: 0.72,
  squarespace: 0.58,
  wordpress: 0.58,
  spothopper: 0.6,
};

export function chooseEvents(host: string, t: SiteTraits, platform: DemoSitePlatform): Offer<EventsHow> {
  const R = siteRandom(host, 'events');
  const share = t.chain && t.locations.length >= 10 ? 0.3 : PARTY_SHARE[t.style];
  if (!R.chance(share)) return { page: false, how: null, mentionOnly: t.style !== 'quick' && R.chance(0.12) };
  const formShare = FORM_FRIENDLY[platform] ?? 0.45;
  if (!R.chance(formShare)) return { page: true, how: R.chance(0.15) ? 'tripleseat_link' : 'call', mentionOnly: false };
  const tripleseat = R.chance(t.style === 'upscale' ? 0.35 : 0.15);
  return { page: true, how: tripleseat ? 'tripleseat_embed' : 'form', mentionOnly: false };
}

const CATERING_CUISINES = new Set([
  'mexican',
  'tex_mex',
  'bbq',
  'sandwich',
  'italian',
  'mediterranean',
  'indian',
  'middle_eastern',
  'southern',
  'chicken',
  'pizza',
  'bakery',
  'greek',
  'cajun',
  'latin_american',
  'caribbean',
]);

export function chooseCatering(host: string, t: SiteTraits, platform: DemoSitePlatform): Offer<CateringHow> {
  const R = siteRandom(host, 'catering');
  let share = CATERING_CUISINES.has(t.cuisine) ? 0.5 : t.style === 'upscale' ? 0.2 : t.style === 'bar' ? 0.1 : 0.28;
  if (t.chain) share = Math.min(0.85, share * 1.4);
  if (!R.chance(share)) return { page: false, how: null, mentionOnly: R.chance(0.1) };
  if (!R.chance(FORM_FRIENDLY[platform] ?? 0.45))
    return { page: true, how: R.chance(0.3) ? 'ezcater_link' : 'call', mentionOnly: false };
  return { page: true, how: R.chance(0.15) ? 'jotform_embed' : 'form', mentionOnly: false };
}

/** Vendors a restaurant posts its jobs on, as the site reader names them. */
const JOB_BOARDS = ['culinaryagents', 'harri', 'indeed', '7shifts', 'workstream'] as const;
export type JobBoard = (typeof JOB_BOARDS)[number];

export function chooseCareers(host: string, t: SiteTraits): Offer<CareersHow> & { board: JobBoard | null } {
  const R = siteRandom(host, 'careers');
  const share = !t.chain ? 0.28 : t.locations.length >= 10 ? 0.85 : 0.55;
  if (!R.chance(share)) return { page: false, how: null, board: null, mentionOnly: R.chance(0.08) };
  const how = R.weighted<CareersHow>([
    ['form', 40],
    ['embed', t.chain ? 15 : 5],
    ['link', 30],
    ['email', 25],
  ]);
  const board = how === 'embed' ? R.pick(['harri', 'workstream'] as const) : how === 'link' ? R.pick(JOB_BOARDS) : null;
  return { page: true, how, board, mentionOnly: false };
}

export interface OrderingChoice {
  kind: 'first_party' | 'third_party' | 'both' | 'none';
  /** First-party vendor (null: none) and delivery apps linked. */
  firstParty: string | null;
  apps: string[];
}

const ORDERING_SHARE: Record<ServiceStyle, number> = { quick: 0.9, casual: 0.7, upscale: 0.3, bar: 0.4 };
/** The commission-free ordering each platform brings or pairs with. */
const FIRST_PARTY: Record<DemoSitePlatform, Array<[string, number]>> = {
  toast: [['toast', 1]],
  owner: [['owner', 1]],
  popmenu: [
    ['popmenu', 6],
    ['toast', 2],
    ['chownow', 2],
  ],
  bentobox: [
    ['bentobox', 6],
    ['toast', 3],
    ['chownow', 1],
  ],
  spothopper: [
    ['toast', 5],
    ['chownow', 3],
    ['square', 2],
  ],
  wordpress: [
    ['toast', 4],
    ['chownow', 3],
    ['square', 3],
  ],
  wix: [
    ['toast', 3],
    ['chownow', 3],
    ['square', 4],
  ],
  squarespace: [
    ['toast', 4],
    ['chownow', 2],
    ['square', 4],
  ],
  godaddy: [
    ['chownow', 4],
    ['square', 4],
    ['toast', 2],
  ],
  custom: [
    ['chownow', 50],
    ['square', 44],
    ['toast', 6],
  ],
};

export function chooseOrdering(host: string, t: SiteTraits, platform: DemoSitePlatform): OrderingChoice {
  const R = siteRandom(host, 'ordering');
  const always = platform === 'toast' || platform === 'owner';
  if (!always && !R.chance(ORDERING_SHARE[t.style])) return { kind: 'none', firstParty: null, apps: [] };
  const kind = always
    ? R.chance(0.2)
      ? 'both'
      : 'first_party'
    : R.weighted<'first_party' | 'third_party' | 'both'>([
        ['first_party', t.style === 'upscale' ? 70 : 42],
        ['third_party', 38],
        ['both', 20],
      ]);
  const firstParty = kind === 'third_party' ? null : R.weighted(FIRST_PARTY[platform]);
  const apps =
    kind === 'first_party'
      ? []
      : (['doordash', 'ubereats', 'grubhub'] as const).filter((_, i) => R.chance([0.7, 0.55, 0.35][i]!));
  if (kind !== 'first_party' && !apps.length) apps.push('doordash');
  return { kind, firstParty, apps };
}

export interface ReservationChoice {
  provider: 'opentable' | 'resy' | 'tock';
  kind: 'widget' | 'link';
}

const BOOKING_SHARE: Record<ServiceStyle, number> = { upscale: 0.85, casual: 0.35, bar: 0.2, quick: 0.03 };

export function chooseReservations(host: string, t: SiteTraits, platform: DemoSitePlatform): ReservationChoice | null {
  const R = siteRandom(host, 'reservations');
  if (platform === 'toast' || platform === 'owner' || !R.chance(BOOKING_SHARE[t.style])) return null;
  const provider = R.weighted<'opentable' | 'resy' | 'tock'>(
    t.style === 'upscale'
      ? [
          ['opentable', 45],
          ['resy', 35],
          ['tock', 20],
        ]
      : [
          ['opentable', 70],
          ['resy', 20],
          ['tock', 10],
        ],
  );
  return { provider, kind: R.chance(0.5) ? 'widget' : 'link' };
}

const NEWSLETTER_SHARE: Partial<Record<DemoSitePlatform, number>> = {
  bentobox: 0.5,
  popmenu: 0.55,
  squarespace: 0.42,
  spothopper: 0.45,
  owner: 0.35,
};

export function chooseNewsletter(host: string, t: SiteTraits, platform: DemoSitePlatform): NewsletterHow | null {
  const R = siteRandom(host, 'newsletter');
  const share = t.chain ? 0.6 : (NEWSLETTER_SHARE[platform] ?? 0.24);
  if (!R.chance(share)) return null;
  return R.weighted<NewsletterHow>([
    ['mailchimp', 55],
    ['klaviyo', 15],
    ['own', 30],
  ]);
}

/** The smaller things a site does or does not do: markup, click-to-call, hours, a contact form. */
export interface SiteDetails {
  jsonLd: boolean;
  telLink: boolean;
  hoursShown: boolean;
  contactForm: boolean;
}

const JSON_LD_SHARE: Record<DemoSitePlatform, number> = {
  bentobox: 0.8,
  popmenu: 0.85,
  owner: 0.9,
  toast: 0.7,
  spothopper: 0.6,
  wordpress: 0.4,
  squarespace: 0.35,
  wix: 0.45,
  godaddy: 0.15,
  custom: 0.25,
};
const TEL_SHARE: Partial<Record<DemoSitePlatform, number>> = { custom: 0.55, godaddy: 0.7, wordpress: 0.75 };

export function chooseDetails(host: string, t: SiteTraits, platform: DemoSitePlatform): SiteDetails {
  const R = siteRandom(host, 'details');
  const chainBoost = t.chain && t.locations.length >= 10;
  return {
    jsonLd: R.chance(chainBoost ? 0.75 : JSON_LD_SHARE[platform]),
    telLink: t.main.phone !== null && R.chance((TEL_SHARE[platform] ?? 0.85) - (t.siteYears > 12 ? 0.15 : 0)),
    hoursShown: t.main.hours !== null && R.chance(0.92),
    contactForm: R.chance(platform === 'custom' ? 0.3 : 0.45),
  };
}
