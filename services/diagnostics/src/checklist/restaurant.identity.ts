import type { DiagnosticEvidence, Finding } from '@leadgen/contracts';
import { dedupePeople, ownerAmong } from '@leadgen/site-reader';
import type { SiteEvidence } from './site.evidence.js';

/** Who and where the restaurant is, as its own site says. */
export interface RestaurantIdentity {
  name: string;
  nameEvidence: DiagnosticEvidence | null;
  owner: { name: string; evidence: DiagnosticEvidence } | null;
  category: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
}

const GENERIC_TITLE = /^(home|homepage|welcome|index|menu|official site|official website)$/i;
const US_ADDRESS =
  /\b\d{1,6}\s+[A-Z0-9][\w .'’-]{2,60}?,\s*([A-Z][A-Za-z .'’-]{1,40}),\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/;
const CITY_STATE = /\b(?:in|of)\s+([A-Z][A-Za-z.'’-]+(?:\s[A-Z][A-Za-z.'’-]+){0,2}),\s*([A-Z]{2})\b/;
const TITLE_CITY_STATE = /\|\s*([A-Z][A-Za-z .'’-]+),\s*([A-Z]{2})\s*$/;

export function restaurantIdentity(site: SiteEvidence): RestaurantIdentity {
  const { name, evidence } = nameOf(site);
  return { name, nameEvidence: evidence, owner: ownerOf(site), category: categoryOf(site), ...placeOf(site) };
}

/** The owner and the name, when the site states them, lead the findings. */
export function identityFindings(identity: RestaurantIdentity): Finding[] {
  const { owner, nameEvidence } = identity;
  return [
    ...(owner
      ? [
          {
            id: 'owner_name',
            label: 'Owner named on the site',
            status: 'found' as const,
            detail: owner.name,
            evidence: [owner.evidence],
            reason: null,
          },
        ]
      : []),
    ...(nameEvidence
      ? [
          {
            id: 'restaurant_name',
            label: 'Restaurant name',
            status: 'found' as const,
            detail: identity.name,
            evidence: [nameEvidence],
            reason: null,
          },
        ]
      : []),
  ];
}

/** The name from schema.org markup, og:site_name, the title, the first h1, else the host. */
function nameOf(site: SiteEvidence): { name: string; evidence: DiagnosticEvidence | null } {
  const { home } = site;
  const host = hostOf(site.read.url);
  if (!home) return { name: host, evidence: null };
  const biz = home.jsonLd.business;
  if (biz?.name)
    return {
      name: biz.name,
      evidence: { url: home.url, snippet: `schema.org ${biz.types[0] ?? 'business'} name: ${biz.name}` },
    };
  const og = home.openGraph['og:site_name'];
  if (og) return { name: og, evidence: { url: home.url, snippet: `og:site_name: ${og}` } };
  if (home.title) {
    const parts = home.title
      .split(/\s+[|–—-]\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const part = parts.find((p) => !GENERIC_TITLE.test(p));
    if (part) return { name: part, evidence: { url: home.url, snippet: `<title>${home.title}</title>` } };
  }
  const h1 = home.headings.find((h) => h.level === 1);
  if (h1) return { name: h1.text, evidence: { url: home.url, snippet: `<h1>${h1.text}</h1>` } };
  return { name: host, evidence: null };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The owner as the contacts reader reads people (a name in a role, never a dish, a street, a brand, a
 * heading or a guest): an owner or chef-owner first, then a co-owner, then a founder, with the page and
 * the words that name them. A chef or a manager alone is no owner.
 */
function ownerOf(site: SiteEvidence): RestaurantIdentity['owner'] {
  const owner = ownerAmong(dedupePeople(site.pages.flatMap((p) => p.people)));
  return owner ? { name: owner.name, evidence: { url: owner.page_url, snippet: owner.evidence } } : null;
}

/** The address from schema.org markup, else a US street address in the text, else "City, ST" in a title. */
function placeOf(site: SiteEvidence): Pick<RestaurantIdentity, 'location' | 'city' | 'state'> {
  const biz = site.home?.jsonLd.business ?? site.pages.map((p) => p.jsonLd.business).find((b) => b?.address) ?? null;
  if (biz?.address) {
    // A US restaurant's country goes without saying.
    const location = biz.address.text.replace(/\s*\n\s*/g, ', ').replace(/,\s*(?:US|USA|United States)$/i, '');
    return { location, city: biz.address.locality, state: biz.address.region };
  }
  for (const page of site.pages) {
    const m = US_ADDRESS.exec(page.text);
    if (m) return { location: m[0], city: m[1]!.trim(), state: m[2]! };
  }
  for (const page of site.pages) {
    const m = page.title ? (CITY_STATE.exec(page.title) ?? TITLE_CITY_STATE.exec(page.title)) : null;
    if (m) return { location: `${m[1]!.trim()}, ${m[2]}`, city: m[1]!.trim(), state: m[2]! };
  }
  return { location: null, city: null, state: null };
}

/** Cuisine from schema.org servesCuisine, else its most specific business type ("Bar or pub"). */
function categoryOf(site: SiteEvidence): string | null {
  const biz = site.home?.jsonLd.business;
  if (biz?.servesCuisine.length) return biz.servesCuisine.join(', ');
  const type = biz?.types.find((t) => !/^(Organization|LocalBusiness|WebSite|Corporation)$/.test(t));
  if (type) return type.replace(/OrPub/, ' or pub').replace(/([a-z])([A-Z])/g, '$1 $2');
  return null;
}
