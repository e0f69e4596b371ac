import type { DemoDataFile } from '../demo.types.js';
import { choosePlatform, chooseBehaviour, chooseMenu } from './demo-site.choices.js';
import { otherHostForm, type DemoSiteEntry } from './demo-site.index.js';
import { vendorLinks } from './demo-site.vendors.js';
import {
  chooseCareers,
  chooseCatering,
  chooseDetails,
  chooseEvents,
  chooseNewsletter,
  chooseOrdering,
  chooseReservations,
  type Offer,
} from './demo-site.offers.js';
import { planContacts } from './demo-site.contacts.js';
import { contactsTruthOf } from './demo-site.contacts.truth.js';
import { lookOf } from './demo-site.look.js';
import type { NavPage, SitePaths } from './demo-site.paths.types.js';
import { siteRandom } from './demo-site.random.js';
import { siteTraits, type SiteTraits } from './demo-site.traits.js';
import { DEMO_SITE_PLATFORM_NAMES, type DemoOfferTruth, type DemoSiteTruth } from './demo-site.truth.js';
import type { SitePlan } from './demo-site.types.js';

const EVENT_PAGES: Record<SiteTraits['style'], NavPage[]> = {
  upscale: [
    { path: '/private-dining', label: 'Private Dining' },
    { path: '/private-events', label: 'Private Events' },
  ],
  casual: [
    { path: '/private-events', label: 'Private Events' },
    { path: '/parties', label: 'Parties' },
    { path: '/events', label: 'Events' },
  ],
  bar: [
    { path: '/parties', label: 'Parties & Events' },
    { path: '/private-events', label: 'Private Events' },
    { path: '/events', label: 'Events' },
  ],
  quick: [
    { path: '/parties', label: 'Birthday Parties' },
    { path: '/private-events', label: 'Private Events' },
  ],
};
const CAREER_PAGES: NavPage[] = [
  { path: '/careers', label: 'Careers' },
  { path: '/jobs', label: 'Jobs' },
  { path: '/join-our-team', label: 'Join Our Team' },
  { path: '/employment', label: 'Employment' },
];
const CONTACT_PAGES: NavPage[] = [
  { path: '/contact', label: 'Contact' },
  { path: '/visit', label: 'Visit Us' },
  { path: '/location', label: 'Location & Hours' },
  { path: '/find-us', label: 'Find Us' },
];
const ABOUT_PAGES: NavPage[] = [
  { path: '/about', label: 'About' },
  { path: '/our-story', label: 'Our Story' },
];

function choosePaths(
  plan: Pick<SitePlan, 'host' | 'traits' | 'platform' | 'events' | 'catering' | 'careers'>,
  hasMenu: boolean,
): SitePaths {
  const R = siteRandom(plan.host, 'paths');
  const { traits } = plan;
  return {
    menu: hasMenu
      ? { path: plan.platform === 'bentobox' ? '/menus' : '/menu', label: R.chance(0.2) ? 'Menus' : 'Menu' }
      : null,
    events: plan.events.page ? R.pick(EVENT_PAGES[traits.style]) : null,
    catering: plan.catering.page ? { path: '/catering', label: 'Catering' } : null,
    careers: plan.careers.page ? R.pick(CAREER_PAGES) : null,
    contact: traits.chain ? { path: '/locations', label: 'Locations' } : R.pick(CONTACT_PAGES),
    about: R.pick(ABOUT_PAGES),
  };
}

function offerTruth(offer: Offer<string>, form: boolean, provider: string | null): DemoOfferTruth {
  return { mentioned: offer.page || offer.mentionOnly, page: offer.page, form, provider };
}

function truthOf(
  plan: Omit<SitePlan, 'truth'>,
  behaviour: DemoSiteTruth['behaviour'],
  menuKind: DemoSiteTruth['menu_kind'],
): DemoSiteTruth {
  const { traits: t, entry, events, catering, careers, details, paths } = plan;
  const firstParty = plan.ordering.filter((o) => o.firstParty).map((o) => o.provider);
  const apps = plan.ordering.filter((o) => !o.firstParty).map((o) => o.provider);
  return {
    host: plan.host,
    listing_url: entry.listingUrl,
    name: t.name,
    cuisine: t.cuisine,
    chain: t.chain,
    locations: t.locations.length,
    platform: plan.platform,
    platform_name: DEMO_SITE_PLATFORM_NAMES[plan.platform],
    behaviour,
    redirect_to: behaviour === 'redirect' ? entry.listingUrl.replace(`//${entry.listedHost}`, `//${plan.host}`) : null,
    has_menu: menuKind !== 'none',
    menu_kind: menuKind,
    private_events: offerTruth(
      events,
      events.how === 'form' || events.how === 'tripleseat_embed',
      events.how?.startsWith('tripleseat') ? 'tripleseat' : null,
    ),
    catering: offerTruth(
      catering,
      catering.how === 'form' || catering.how === 'jotform_embed',
      catering.how === 'jotform_embed' ? 'jotform' : catering.how === 'ezcater_link' ? 'ezcater' : null,
    ),
    careers: offerTruth(careers, careers.how === 'form' || careers.how === 'embed', careers.board),
    ordering: {
      kind:
        firstParty.length && apps.length
          ? 'both'
          : firstParty.length
            ? 'first_party'
            : apps.length
              ? 'third_party'
              : 'none',
      providers: [...firstParty, ...apps],
    },
    reservations: { provider: plan.reservation?.provider ?? null, kind: plan.reservation?.kind ?? null },
    newsletter: { present: plan.newsletter !== null, provider: plan.newsletter === 'own' ? null : plan.newsletter },
    facebook_url: t.socialBits & 1 ? `https://www.facebook.com/${t.handle}` : null,
    instagram_url: t.socialBits & 2 ? `https://www.instagram.com/${t.handle}/` : null,
    json_ld: details.jsonLd,
    phone_tel_link: details.telLink,
    hours_shown: details.hoursShown,
    pages: [
      '/',
      paths.about.path,
      paths.menu?.path,
      paths.events?.path,
      paths.catering?.path,
      paths.careers?.path,
      paths.contact.path,
      plan.contacts.team?.path,
    ].filter((p): p is string => !!p),
    contacts: contactsTruthOf(plan, behaviour),
  };
}

/** Decides the whole site from its listing; the same listing gives the same plan. */
export function planSite(data: DemoDataFile, entry: DemoSiteEntry): SitePlan {
  const traits = siteTraits(data, entry);
  const listed = entry.listedHost;
  const platform = choosePlatform(listed, traits);
  const behaviour = chooseBehaviour(listed, traits, platform);
  const host = behaviour === 'redirect' ? otherHostForm(listed) : listed;
  const menuKind = chooseMenu(listed, traits, platform);
  const events = chooseEvents(listed, traits, platform);
  const catering = chooseCatering(listed, traits, platform);
  const careers = chooseCareers(listed, traits);
  const ordering = chooseOrdering(listed, traits, platform);
  const reservations = chooseReservations(listed, traits, platform);
  const base = { host, entry, traits, platform, events, catering, careers };
  const vendors = vendorLinks(listed, traits, ordering, reservations);
  const decided: Omit<SitePlan, 'truth' | 'contacts'> = {
    ...base,
    paths: choosePaths(base, menuKind !== 'none'),
    ordering: vendors.ordering,
    reservation: vendors.reservation,
    newsletter: chooseNewsletter(listed, traits, platform),
    details: chooseDetails(listed, traits, platform),
  };
  // The owner the about page's story already names is the one the contacts name.
  const partial = { ...decided, contacts: planContacts(decided, lookOf(decided).owner) };
  return { ...partial, truth: truthOf(partial, behaviour, menuKind) };
}
