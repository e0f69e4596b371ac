import { esc, siteStyle } from './demo-site.html.js';
import type { SiteLook } from './demo-site.look.js';
import { PLATFORM_SKINS } from './demo-site.platforms.js';
import type { SiteLocation } from './demo-site.traits.js';
import type { SitePlan } from './demo-site.types.js';
import { agencyCredit, footerContacts, socialLinks } from './demo-site.contacts-html.js';
import { newsletterBlock } from './demo-site.widgets.js';

/** The site's own address for a path. */
export function siteUrl(plan: SitePlan, path: string): string {
  return `https://${plan.host}${path}`;
}

/** Where "#order" and "#reserve" live: the home page, or a chain's first location page. */
export function homePath(plan: SitePlan): string {
  return plan.traits.chain ? plan.traits.main.path : '/';
}

/** A phone number as a click-to-call link or as plain text, as the site writes it. */
export function phoneHtml(plan: SitePlan, phone: string | null): string {
  if (!phone) return '';
  if (!plan.details.telLink) return `<span class="phone">${esc(phone)}</span>`;
  return `<a class="phone" href="tel:+1${phone.replace(/\D/g, '')}">${esc(phone)}</a>`;
}

function navItems(plan: SitePlan): Array<[string, string]> {
  const { paths } = plan;
  const items: Array<[string, string]> = [];
  if (paths.menu) items.push([siteUrl(plan, paths.menu.path), paths.menu.label]);
  const firstParty = plan.ordering.find((o) => o.firstParty);
  if (plan.ordering.length)
    items.push([firstParty ? firstParty.url : siteUrl(plan, `${homePath(plan)}#order`), 'Order Online']);
  if (plan.reservation)
    items.push([
      plan.reservation.kind === 'link' ? plan.reservation.url : siteUrl(plan, `${homePath(plan)}#reserve`),
      'Reservations',
    ]);
  for (const page of [paths.events, paths.catering, paths.about, paths.contact])
    if (page) items.push([siteUrl(plan, page.path), page.label]);
  return items;
}

function siteHeader(plan: SitePlan, location: SiteLocation | null): string {
  const links = navItems(plan)
    .map(([href, label]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`)
    .join('');
  const phone = location ? phoneHtml(plan, location.phone) : '';
  return `<header class="site-header">
<a class="brand" href="${siteUrl(plan, '/')}">${esc(plan.traits.name)}</a>
<nav class="site-nav" aria-label="Main"><ul>${links}</ul></nav>${phone ? `\n<div class="header-phone">${phone}</div>` : ''}
</header>`;
}

function siteFooter(plan: SitePlan, look: SiteLook, location: SiteLocation | null): string {
  const at = location ?? (plan.traits.chain ? null : plan.traits.main);
  const visit = at
    ? `<div><h3>Visit</h3><p>${esc(at.street)}<br>${esc(at.city.name)}, ${at.city.state} ${at.zip}</p>${at.phone ? `<p>${phoneHtml(plan, at.phone)}</p>` : ''}</div>`
    : `<div><h3>${esc(plan.traits.name)}</h3><p><a href="${siteUrl(plan, '/locations')}">Find a location near you</a></p></div>`;
  const careers = plan.paths.careers
    ? `<li><a href="${siteUrl(plan, plan.paths.careers.path)}">${esc(plan.paths.careers.label)}</a></li>`
    : '';
  const team = plan.contacts.team
    ? `<li><a href="${siteUrl(plan, plan.contacts.team.path)}">${esc(plan.contacts.team.label)}</a></li>`
    : '';
  const credit = PLATFORM_SKINS[plan.platform].credit(look.skin);
  return `<footer class="site-footer">
${visit}
${footerContacts(plan)}
${socialLinks(plan)}
${newsletterBlock(plan, look)}
<div><ul><li><a href="${siteUrl(plan, plan.paths.about.path)}">${esc(plan.paths.about.label)}</a></li>${careers}${team}</ul>
<p class="small">&copy; ${esc(plan.traits.name)}. All rights reserved.</p>${credit ? `\n<p class="small">${credit}</p>` : ''}${agencyCredit(plan)}</div>
</footer>`;
}

export interface PageSpec {
  path: string;
  /** The page's own title; the home page passes the full title. */
  title: string;
  description: string;
  body: string;
  /** The location a chain's location page is about. */
  location?: SiteLocation | null;
  /** Extra markup for the head (schema.org markup). */
  head?: string;
  /** Vendors' widget scripts, at the end of the body. */
  scripts?: string;
}

/** A whole page: head with the platform's traces, header and navigation, content, footer. */
export function renderDocument(plan: SitePlan, look: SiteLook, page: PageSpec): string {
  const skin = PLATFORM_SKINS[plan.platform];
  const location = page.location ?? (plan.traits.chain ? null : plan.traits.main);
  return `${skin.preamble(look.skin)}<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)}</title>
${look.describes ? `<meta name="description" content="${esc(page.description)}">\n` : ''}<link rel="canonical" href="${siteUrl(plan, page.path)}">
<meta property="og:title" content="${esc(page.title)}">
<meta property="og:type" content="website">
${skin.head(look.skin)}
<style>${siteStyle(look.palette)}</style>
${page.head ?? ''}
</head>
<body class="${skin.bodyClass}">
${skin.open(look.skin)}
${siteHeader(plan, location)}
<main id="content">
${page.body}
</main>
${siteFooter(plan, look, location)}
${skin.close}
${skin.scripts(look.skin)}
${page.scripts ?? ''}
</body>
</html>
`;
}
