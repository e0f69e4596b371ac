import {
  ageSentence,
  CAREERS_COPY,
  CATERING_COPY,
  EVENTS_COPY,
  MENTION_ONLY,
  POSITIONS,
  storyParagraphs,
} from './demo-site.copy.js';
import { hoursLines, openingHoursSpecification } from './demo-site.hours.js';
import { esc, svgPicture } from './demo-site.html.js';
import { phoneHtml, siteUrl } from './demo-site.layout.js';
import type { SiteLook } from './demo-site.look.js';
import { priceText } from './demo-site.menu-page.js';
import { menuFor, type Dish } from './demo-site.menus.js';
import type { SitePlan } from './demo-site.types.js';
import { PLATFORM_SKINS } from './demo-site.platforms.js';
import { hashText, siteRandom } from './demo-site.random.js';
import type { SiteLocation } from './demo-site.traits.js';
import { aboutContacts, contactPageContacts, homeContacts, jsonLdContacts } from './demo-site.contacts-html.js';
import { careersAsk, cateringAsk, contactForm, eventsAsk, orderSection, reserveSection } from './demo-site.widgets.js';

/** The content of each page of a demo restaurant's site. */

const sectionClass = (plan: SitePlan) => PLATFORM_SKINS[plan.platform].sectionClass;
const addressLine = (l: SiteLocation) => `${esc(l.street)}, ${esc(l.city.name)}, ${l.city.state} ${l.zip}`;

/** Seats the party spaces hold, by how the restaurant serves. */
function capacities(plan: SitePlan): [number, number, number] {
  const R = siteRandom(plan.host, 'capacity');
  const base = plan.traits.style === 'quick' ? R.int(12, 20) : R.int(3, 8) * 10;
  return [base, Math.round(base * 1.5), base * 3];
}

function fill(text: string, plan: SitePlan): string {
  const [cap, cap2, cap3] = capacities(plan);
  return text
    .replace('{cap}', String(cap))
    .replace('{cap2}', String(cap2))
    .replace('{cap3}', String(cap3))
    .replace('{name}', plan.traits.name);
}

/** Three dishes the kitchen is known for: two from the menu's biggest section, one from another. */
function favoriteDishes(plan: SitePlan): Dish[] {
  const sections = menuFor(plan.traits.cuisine)
    .slice(0, 3)
    .map((s) => s.dishes.filter((d) => d.price > 0))
    .filter((d) => d.length);
  const main = sections.reduce((best, s) => (s.length > best.length ? s : best), sections[0]!);
  const other = sections.find((s) => s !== main) ?? main;
  const n = hashText(`${plan.host}|favorites`);
  const first = main[n % main.length]!;
  const second = main[(n + 1) % main.length]!;
  return [first, second, other[(n >>> 4) % other.length]!].filter((d, i, all) => all.indexOf(d) === i);
}

function favorites(plan: SitePlan, look: SiteLook): string {
  const picks = favoriteDishes(plan);
  const priced = plan.truth.menu_kind === 'text';
  const items = picks
    .map(
      (d) =>
        `<li><img src="${svgPicture([d.name], look.palette, 480, 300)}" alt="${esc(d.name)}" width="480" height="300"><h3>${esc(d.name)}</h3><p>${esc(d.description)}${priced ? ` <span class="price">${priceText(plan, look, d)}</span>` : ''}</p></li>`,
    )
    .join('\n');
  const more = plan.paths.menu
    ? `<p><a class="button" href="${siteUrl(plan, plan.paths.menu.path)}">See the full menu</a></p>`
    : '';
  return `<section class="favorites ${sectionClass(plan)}"><h2>Guest favorites</h2><ul class="dishes">${items}</ul>${more}</section>`;
}

/** Sentences about offers without a page of their own. */
function mentions(plan: SitePlan): string {
  const lines = [
    plan.events.mentionOnly ? MENTION_ONLY.events(capacities(plan)[0]) : '',
    plan.catering.mentionOnly ? MENTION_ONLY.catering : '',
    plan.careers.mentionOnly ? MENTION_ONLY.hiring(plan.host.replace(/^www\./, '')) : '',
  ].filter(Boolean);
  return lines.map((l) => `<p>${l}</p>`).join('\n');
}

function hoursBlock(plan: SitePlan, look: SiteLook, location: SiteLocation): string {
  if (!plan.details.hoursShown || !location.hours) return '';
  return `<h3>Hours</h3><ul class="hours">${hoursLines(location.hours, look.hoursStyle)
    .map((l) => `<li>${esc(l)}</li>`)
    .join('')}</ul>`;
}

function visitSection(plan: SitePlan, look: SiteLook, location: SiteLocation): string {
  const maps = `https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(`${location.street}, ${location.city.name}, ${location.city.state} ${location.zip}`)}`;
  return `<section class="visit ${sectionClass(plan)}"><h2>Hours &amp; Location</h2>
<p>${addressLine(location)} <a href="${maps}" target="_blank" rel="noopener">Get directions</a></p>${location.phone ? `\n<p>Call us: ${phoneHtml(plan, location.phone)}</p>` : ''}
${hoursBlock(plan, look, location)}</section>`;
}

/** The home page of a restaurant, or of one location of a chain. */
export function homeBody(plan: SitePlan, look: SiteLook, location: SiteLocation): string {
  const t = plan.traits;
  const title = t.chain ? location.name : t.name;
  const buttons = [
    plan.paths.menu ? `<a class="button" href="${siteUrl(plan, plan.paths.menu.path)}">View Menu</a>` : '',
    plan.ordering.length ? `<a class="button" href="${siteUrl(plan, `${location.path}#order`)}">Order Now</a>` : '',
  ].join('');
  return `<section class="hero ${sectionClass(plan)}"><img src="${svgPicture([t.name, t.cuisineLabel], look.palette, 1200, 420)}" alt="Inside ${esc(t.name)}" width="1200" height="420">
<h1>${esc(title)}</h1><p class="tagline">${esc(look.tagline)}</p><p>${addressLine(location)}</p>${buttons}</section>
<section class="welcome ${sectionClass(plan)}"><h2>Welcome</h2>
<p>${esc(ageSentence(title, look.blurb, location.city.name, t.yearsOpen))} ${esc(look.welcome)}</p>
${mentions(plan)}</section>
${favorites(plan, look)}
${orderSection(plan, sectionClass(plan))}
${reserveSection(plan, sectionClass(plan))}
${homeContacts(plan)}
${visitSection(plan, look, location)}`;
}

/** A chain's home page: the brand, and the way to its locations. */
export function brandHomeBody(plan: SitePlan, look: SiteLook): string {
  const t = plan.traits;
  const cities = [...new Set(t.locations.map((l) => `${l.city.name}, ${l.city.state}`))];
  const where = cities.length <= 3 ? cities.join(', ') : `${cities.length} cities`;
  return `<section class="hero ${sectionClass(plan)}"><img src="${svgPicture([t.name], look.palette, 1200, 420)}" alt="${esc(t.name)}" width="1200" height="420">
<h1>${esc(t.name)}</h1><p class="tagline">${esc(look.tagline)}</p><a class="button" href="${siteUrl(plan, '/locations')}">Find a location</a></section>
<section class="welcome ${sectionClass(plan)}"><h2>Welcome</h2>
<p>${esc(t.name)} serves ${esc(look.blurb)} at ${t.locations.length} locations in ${esc(where)}. ${esc(look.welcome)}</p>
${mentions(plan)}</section>
${favorites(plan, look)}
${orderSection(plan, sectionClass(plan))}
${reserveSection(plan, sectionClass(plan))}`;
}

export function eventsBody(plan: SitePlan): string {
  const copy = EVENTS_COPY[plan.traits.style];
  const phone = plan.traits.main.phone ?? '';
  return `<section class="${sectionClass(plan)}"><h1>${esc(plan.paths.events!.label)}</h1>
<p>${esc(fill(copy.intro, plan))}</p>
<ul>${copy.spaces.map((s) => `<li>${esc(fill(s, plan))}</li>`).join('')}</ul>
${eventsAsk(plan, phone)}</section>`;
}

export function cateringBody(plan: SitePlan): string {
  const phone = plan.traits.main.phone ?? '';
  return `<section class="${sectionClass(plan)}"><h1>Catering</h1>
<p>${esc(fill(CATERING_COPY.intro, plan))}</p>
<ul>${CATERING_COPY.packages.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>
<p>${esc(CATERING_COPY.terms)}</p>
${cateringAsk(plan, phone)}</section>`;
}

export function careersBody(plan: SitePlan): string {
  return `<section class="${sectionClass(plan)}"><h1>${esc(plan.paths.careers!.label)}</h1>
<p>${esc(CAREERS_COPY.intro)}</p>
<h2>Open positions</h2><ul>${POSITIONS[plan.traits.style].map((p) => `<li>${esc(p)}</li>`).join('')}</ul>
<h2>Why work with us</h2><ul>${CAREERS_COPY.perks.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>
${careersAsk(plan)}</section>`;
}

export function aboutBody(plan: SitePlan, look: SiteLook): string {
  const t = plan.traits;
  const paragraphs = storyParagraphs(t.name, look.owner, look.blurb, t.main.city.name, t.yearsOpen);
  return `<section class="${sectionClass(plan)}"><h1>${esc(plan.paths.about.label)}</h1>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${aboutContacts(plan)}</section>`;
}

/** A single restaurant's contact page: where, when, how to reach it. */
export function contactBody(plan: SitePlan, look: SiteLook): string {
  const at = plan.traits.main;
  return `<section class="${sectionClass(plan)}"><h1>${esc(plan.paths.contact.label)}</h1>
<p>${addressLine(at)}</p>${at.phone ? `\n<p>Phone: ${phoneHtml(plan, at.phone)}</p>` : ''}
${contactPageContacts(plan)}
<p>Street parking is free after 6 pm, and there is a public lot half a block away.</p>
${hoursBlock(plan, look, at)}
${plan.details.contactForm ? contactForm(plan) : ''}</section>`;
}

/** A chain's list of locations, by city. */
export function locationsBody(plan: SitePlan): string {
  const byCity = new Map<string, SiteLocation[]>();
  for (const l of plan.traits.locations) {
    const key = `${l.city.name}, ${l.city.state}`;
    byCity.set(key, [...(byCity.get(key) ?? []), l]);
  }
  const groups = [...byCity]
    .map(
      ([city, list]) =>
        `<h2>${esc(city)}</h2><ul>${list.map((l) => `<li><a href="${siteUrl(plan, l.path)}">${esc(l.name)}</a><br>${esc(l.street)}${l.phone ? ` · ${esc(l.phone)}` : ''}</li>`).join('')}</ul>`,
    )
    .join('\n');
  return `<section class="${sectionClass(plan)}"><h1>Locations</h1><p>${esc(plan.traits.name)} has ${plan.traits.locations.length} locations. Pick yours for its hours and phone number.</p>
${groups}</section>`;
}

const SCHEMA_TYPE: Record<string, string> = {
  cafe: 'CafeOrCoffeeShop',
  bar: 'BarOrPub',
  bakery: 'Bakery',
  dessert: 'IceCreamShop',
  fast_food: 'FastFoodRestaurant',
};

/** schema.org markup of the restaurant (or a chain's location), on sites that carry it. */
export function restaurantJsonLd(plan: SitePlan, location: SiteLocation | null): string {
  if (!plan.details.jsonLd) return '';
  const t = plan.traits;
  const node: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[t.cuisine] ?? 'Restaurant',
    name: location && t.chain ? location.name : t.name,
    url: siteUrl(plan, location?.path ?? '/'),
    servesCuisine: t.cuisineLabel,
    priceRange: t.style === 'upscale' ? '$$$' : t.style === 'quick' ? '$' : '$$',
  };
  if (location) {
    if (location.phone) node.telephone = location.phone;
    node.address = {
      '@type': 'PostalAddress',
      streetAddress: location.street,
      addressLocality: location.city.name,
      addressRegion: location.city.state,
      postalCode: location.zip,
      addressCountry: 'US',
    };
    if (plan.details.hoursShown && location.hours)
      node.openingHoursSpecification = openingHoursSpecification(location.hours);
  }
  if (plan.paths.menu) node.hasMenu = siteUrl(plan, plan.paths.menu.path);
  if (plan.reservation) node.acceptsReservations = true;
  const sameAs = [plan.truth.facebook_url, plan.truth.instagram_url].filter(Boolean);
  if (sameAs.length) node.sameAs = sameAs;
  Object.assign(node, jsonLdContacts(plan));
  return `<script type="application/ld+json">${JSON.stringify(node).replace(/</g, '\\u003c')}</script>`;
}
