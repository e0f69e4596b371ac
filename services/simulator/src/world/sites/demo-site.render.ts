import { teamBody } from './demo-site.contacts-html.js';
import { esc } from './demo-site.html.js';
import { renderDocument, siteUrl, type PageSpec } from './demo-site.layout.js';
import { lookOf, type SiteLook } from './demo-site.look.js';
import { menuBody, menuPdfPath, priceText } from './demo-site.menu-page.js';
import { menuFor } from './demo-site.menus.js';
import {
  aboutBody,
  brandHomeBody,
  careersBody,
  cateringBody,
  contactBody,
  eventsBody,
  homeBody,
  locationsBody,
  restaurantJsonLd,
} from './demo-site.pages.js';
import { textPdf } from './demo-site.pdf.js';
import type { SitePlan } from './demo-site.types.js';
import { PLATFORM_SKINS } from './demo-site.platforms.js';
import type { SiteLocation } from './demo-site.traits.js';

/** One answer of a demo site, before the transport wraps it. */
export interface RenderedPage {
  status: number;
  contentType: string;
  body: string;
}

const HTML = 'text/html; charset=utf-8';
const html = (body: string): RenderedPage => ({ status: 200, contentType: HTML, body });

function homeSpec(plan: SitePlan, look: SiteLook, location: SiteLocation | null): PageSpec {
  const t = plan.traits;
  const at = location ?? t.main;
  return {
    path: location?.path ?? '/',
    title:
      location && t.chain
        ? `${location.name} | ${t.name}`
        : `${t.name} | ${t.cuisineLabel} in ${at.city.name}, ${at.city.state}`,
    description: `${location && t.chain ? location.name : t.name} serves ${look.blurb} in ${at.city.name}, ${at.city.state}.`,
    body: location ? homeBody(plan, look, location) : brandHomeBody(plan, look),
    location,
    head: restaurantJsonLd(plan, location),
  };
}

function subpage(plan: SitePlan, look: SiteLook, path: string, label: string, body: string): PageSpec {
  const city = plan.traits.main.city;
  return {
    path,
    title: `${label} | ${plan.traits.name}`,
    description: `${label} at ${plan.traits.name}, ${city.name}, ${city.state}.`,
    body,
  };
}

/** Every page of the site by path: HTML pages, the PDF menus, robots.txt. */
function siteRoutes(plan: SitePlan, look: SiteLook): Map<string, () => RenderedPage> {
  const routes = new Map<string, () => RenderedPage>();
  const page = (spec: () => PageSpec) => () => html(renderDocument(plan, look, spec()));
  const sc = PLATFORM_SKINS[plan.platform].sectionClass;
  const { paths, traits } = plan;
  routes.set(
    '/',
    page(() => homeSpec(plan, look, traits.chain ? null : traits.main)),
  );
  for (const l of traits.chain ? traits.locations : [])
    routes.set(
      l.path,
      page(() => homeSpec(plan, look, l)),
    );
  if (paths.menu)
    routes.set(
      paths.menu.path,
      page(() => subpage(plan, look, paths.menu!.path, paths.menu!.label, menuBody(plan, look, sc))),
    );
  if (paths.events)
    routes.set(
      paths.events.path,
      page(() => subpage(plan, look, paths.events!.path, paths.events!.label, eventsBody(plan))),
    );
  if (paths.catering)
    routes.set(
      paths.catering.path,
      page(() => subpage(plan, look, paths.catering!.path, 'Catering', cateringBody(plan))),
    );
  if (paths.careers)
    routes.set(
      paths.careers.path,
      page(() => subpage(plan, look, paths.careers!.path, paths.careers!.label, careersBody(plan))),
    );
  routes.set(
    paths.about.path,
    page(() => subpage(plan, look, paths.about.path, paths.about.label, aboutBody(plan, look))),
  );
  const team = plan.contacts.team;
  if (team)
    routes.set(
      team.path,
      page(() => subpage(plan, look, team.path, team.label, teamBody(plan, sc))),
    );
  const contact = traits.chain ? locationsBody(plan) : null;
  routes.set(
    paths.contact.path,
    page(() => subpage(plan, look, paths.contact.path, paths.contact.label, contact ?? contactBody(plan, look))),
  );
  if (plan.truth.menu_kind === 'pdf') {
    const pdf = menuPdfPath(plan, look);
    routes.set(pdf, () => menuPdf(plan, look, 'Menu'));
    routes.set(pdf.replace(/\.pdf$/, '-drinks.pdf'), () => menuPdf(plan, look, 'Drinks'));
  }
  routes.set('/robots.txt', () => ({
    status: 200,
    contentType: 'text/plain; charset=utf-8',
    body: `User-agent: *\nDisallow:\nSitemap: ${siteUrl(plan, '/sitemap.xml')}\n`,
  }));
  return routes;
}

function menuPdf(plan: SitePlan, look: SiteLook, title: string): RenderedPage {
  const lines = menuFor(plan.traits.cuisine).flatMap((s) => [
    '',
    s.title.toUpperCase(),
    ...s.dishes.map((d) => `${d.name} - ${d.description}  ${priceText(plan, look, d)}`),
  ]);
  return { status: 200, contentType: 'application/pdf', body: textPdf(`${plan.traits.name} - ${title}`, lines) };
}

/** A page drawn by scripts: an empty root and a bundle, for every page of the site. */
function scriptShellRoutes(
  plan: SitePlan,
  look: SiteLook,
  pages: Map<string, () => RenderedPage>,
): Map<string, () => RenderedPage> {
  const hash = look.skin.id.slice(0, 8);
  const shell = html(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(plan.traits.name)}</title>
<link rel="icon" href="${siteUrl(plan, '/favicon.ico')}">
<script type="module" crossorigin src="${siteUrl(plan, `/assets/index-${hash}.js`)}"></script>
<link rel="stylesheet" crossorigin href="${siteUrl(plan, `/assets/index-${hash}.css`)}">
</head>
<body>
<noscript>You need to enable JavaScript to run this app.</noscript>
<div id="root"></div>
</body>
</html>
`);
  const routes = new Map<string, () => RenderedPage>();
  for (const [path, answer] of pages) routes.set(path, /\.(pdf|txt)$/.test(path) ? answer : () => shell);
  routes.set(`/assets/index-${hash}.js`, () => {
    const home = pages.get('/')!().body;
    const app = home.slice(home.indexOf('>', home.indexOf('<body')) + 1, home.lastIndexOf('</body>'));
    return {
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: `document.getElementById("root").innerHTML = ${JSON.stringify(app)};\n`,
    };
  });
  routes.set(`/assets/index-${hash}.css`, () => ({
    status: 200,
    contentType: 'text/css; charset=utf-8',
    body: `body{margin:0;font-family:system-ui,sans-serif}\n`,
  }));
  return routes;
}

/** The routes of the site as a bot reads it: its pages, or a script shell in front of them. */
export function routesOf(plan: SitePlan): Map<string, () => RenderedPage> {
  const look = lookOf(plan);
  const pages = siteRoutes(plan, look);
  return plan.truth.behaviour === 'script_shell' ? scriptShellRoutes(plan, look, pages) : pages;
}

/** The routes of the site as a person's browser shows it, once its scripts have run. */
export function renderedRoutesOf(plan: SitePlan): Map<string, () => RenderedPage> {
  return siteRoutes(plan, lookOf(plan));
}

/** The small page a site answers for a path it does not have. */
export function notFoundPage(plan: SitePlan): RenderedPage {
  return {
    status: 404,
    contentType: HTML,
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Page not found | ${esc(plan.traits.name)}</title></head>
<body><h1>Page not found</h1><p>Sorry, we could not find that page.</p><p><a href="${siteUrl(plan, '/')}">Go to the ${esc(plan.traits.name)} home page</a></p></body></html>
`,
  };
}

/** What bot protection answers instead of the site. */
export function blockedPage(host: string, ref: string): RenderedPage {
  return {
    status: 403,
    contentType: HTML,
    body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Access denied</title></head>
<body><h1>Access denied</h1><p>You don't have permission to access ${esc(host)} on this server. Automated requests are not allowed.</p><p>Reference #${esc(ref)}</p></body></html>
`,
  };
}
