import type { FoundPerson } from '@leadgen/contracts';
import type { FormPurpose, LinkKind, PageFacts, ProviderCategory, SiteFacts } from '@leadgen/site-reader';
import { siteName } from './site.name.js';

/** What the analysis area knows about a website after reading it: every fact with where it was seen. */
export interface Seen {
  /** Page the fact was seen on. */
  url: string;
  /** The link, heading or text it rests on. */
  snippet: string;
}

export const CAPABILITIES = [
  'menu',
  'online_ordering',
  'reservations',
  'catering',
  'private_events',
  'careers',
  'gift_cards',
  'newsletter',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export interface SiteSummary {
  url: string;
  host: string;
  name: string;
  description: string;
  cuisines: string[];
  address: string | null;
  phone: string | null;
  /** Each capability the site shows, with its evidence; absent when nothing was found. */
  found: Partial<Record<Capability, Seen>>;
  menuPdfOnly: boolean;
  orderingProviders: string[];
  reservationProviders: string[];
  social: { network: string; url: string }[];
  headings: string[];
  /** Main text, trimmed, for the language model. */
  text: string;
  pagesRead: string[];
  /** True when the page is mostly script with little readable content. */
  thin: boolean;
  /** The people the pages read name (owner, chef, manager), with the page each was seen on. */
  people?: FoundPerson[];
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const LINK_FOR: Partial<Record<Capability, LinkKind>> = {
  menu: 'menu',
  online_ordering: 'order_online',
  reservations: 'reservations',
  catering: 'catering',
  private_events: 'private_events',
  careers: 'careers',
  gift_cards: 'gift_cards',
  newsletter: 'newsletter',
};
const PROVIDER_FOR: Partial<Record<Capability, ProviderCategory[]>> = {
  online_ordering: ['ordering', 'delivery'],
  reservations: ['reservations'],
  catering: ['catering'],
  private_events: ['events'],
  careers: ['careers'],
  gift_cards: ['gift_cards'],
  newsletter: ['newsletter'],
};
/** The form that shows a capability, and the word its evidence says it with ('events form by tripleseat'). */
const FORM_FOR: Partial<Record<Capability, { purpose: FormPurpose; says: string }>> = {
  reservations: { purpose: 'reservation', says: 'reservation' },
  catering: { purpose: 'catering', says: 'catering' },
  private_events: { purpose: 'private_party', says: 'events' },
  careers: { purpose: 'job', says: 'careers' },
  newsletter: { purpose: 'newsletter', says: 'newsletter' },
};

const title = (s: string) => s.replace(/(^|[\s_-])\w/g, (m) => m.toUpperCase()).replace(/_/g, ' ');

/** Evidence as a rep reads it: the link's words or the snippet without markup. */
function plain(url: string, text: string): Seen {
  const snippet = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return { url, snippet };
}

function firstEvidence(pages: PageFacts[], cap: Capability): Seen | undefined {
  for (const page of pages) {
    const kind = LINK_FOR[cap];
    const link = kind && page.links.find((l) => l.kinds.includes(kind) && !/\.pdf($|\?)/i.test(l.href));
    if (link) return plain(link.evidence.url, link.text || link.href);
    const provider = page.providers.find((p) => PROVIDER_FOR[cap]?.includes(p.category));
    if (provider) return plain(provider.evidence.url, `${title(provider.provider)} (${provider.host})`);
    const wanted = FORM_FOR[cap];
    const form = wanted && page.forms.find((f) => f.purpose === wanted.purpose);
    if (form) return plain(form.evidence.url, `${wanted.says} form${form.provider ? ` by ${form.provider}` : ''}`);
    if (cap === 'menu') {
      const menu =
        page.jsonLd.menus[0] ?? (page.jsonLd.business?.menuUrl ? { url: page.jsonLd.business.menuUrl } : null);
      if (menu?.url) return { url: page.url, snippet: `schema.org menu: ${menu.url}` };
    }
  }
  return undefined;
}

/** Turns what the site reader extracted into the facts a pitch or an analysis rests on. */
export function summarise(site: SiteFacts): SiteSummary {
  const { home } = site;
  const all = [home, ...site.pages];
  const business = home.jsonLd.business;
  const ogName = home.openGraph['og:site_name'];
  const found: SiteSummary['found'] = {};
  for (const cap of Object.keys(LINK_FOR) as Capability[]) {
    const seen = firstEvidence(all, cap);
    if (seen) found[cap] = seen;
  }
  const menuPdfs = all
    .flatMap((p) => p.pdfLinks)
    .filter((l) => l.kinds.includes('menu') || /menu/i.test(`${l.text} ${l.href}`));
  const providers = (cats: ProviderCategory[]) => [
    ...new Set(
      all
        .flatMap((p) => p.providers)
        .filter((p) => cats.includes(p.category))
        .map((p) => title(p.provider)),
    ),
  ];
  const social = new Map<string, string>();
  for (const s of all.flatMap((p) => p.social)) if (!social.has(s.network)) social.set(s.network, s.url);
  if (menuPdfs.length && !found.menu)
    found.menu = plain(menuPdfs[0]!.evidence.url, menuPdfs[0]!.text || menuPdfs[0]!.href);
  return {
    url: home.url,
    host: hostOf(home.url),
    // The site's own branding (schema.org, og:site_name, the logo's alt) before a <title> that may be misspelt.
    name: siteName([business?.name, ogName, home.logoAlt], home.title, hostOf(home.url)),
    description: home.metaDescription ?? home.openGraph['og:description'] ?? business?.description ?? '',
    cuisines: business?.servesCuisine ?? [],
    address: business?.address?.text ?? null,
    phone: home.phones[0]?.value ?? business?.telephone ?? null,
    found,
    menuPdfOnly:
      menuPdfs.length > 0 &&
      !all.some((p) => p.links.some((l) => l.kinds.includes('menu') && !/\.pdf($|\?)/i.test(l.href))),
    orderingProviders: providers(['ordering', 'delivery']),
    reservationProviders: providers(['reservations']),
    social: [...social].map(([network, url]) => ({ network, url })),
    headings: [...new Set(all.flatMap((p) => p.headings.map((h) => h.text)))].slice(0, 60),
    text: all
      .map((p) => p.text)
      .join('\n')
      .slice(0, 12_000),
    pagesRead: all.map((p) => p.url),
    thin: home.looksLikeScriptShell || home.textLength < 200,
  };
}
