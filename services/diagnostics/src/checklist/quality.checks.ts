import type { CheckStatus, DiagnosticEvidence, QualityCheck, QualityCheckId } from '@leadgen/contracts';
import type { FormFact, JsonLdBusiness, LinkFact, LinkKind, PhoneFact, ProviderFact } from '@leadgen/site-reader';
import { providerNames } from './provider.names.js';
import {
  clip,
  formsOf,
  homeEvidence,
  linksOf,
  openReason,
  providersOf,
  snippetAround,
  uniq,
  uniqEvidence,
  type SiteEvidence,
} from './site.evidence.js';

const MAX_HOME_BYTES = 500_000;
const ALT_SHARE = 0.8;
const PRICE = /(?:\$|US\$)\s?\d{1,3}(?:[.,]\d{2})?\b/g;

interface Judgement {
  pass: boolean;
  detail: string;
  evidence: Array<DiagnosticEvidence | null | undefined>;
}

/** One website quality check: what it is worth, when it cannot be decided, and how it is judged. */
export interface QualityCheckRule {
  id: QualityCheckId;
  label: string;
  points: number;
  /** Page kinds whose failed page leaves the check open (the check could have passed there). */
  kinds: LinkKind[];
  /** Needs the page content: a script shell leaves it open unless it already passes. */
  needsContent: boolean;
  /** Advice when the check fails. */
  recommendation: string;
  judge(site: SiteEvidence): Judgement;
}

/** The eleven checks of the quality score (100 points), in the order shown. */
export const QUALITY_CHECKS: QualityCheckRule[] = [
  {
    id: 'https',
    label: 'Secure connection (https)',
    points: 10,
    kinds: [],
    needsContent: false,
    recommendation:
      'Serve the site over https: browsers mark plain http pages "Not secure" and Google ranks them lower.',
    judge: (site) => {
      const https = !!site.home?.https;
      return {
        pass: https,
        detail: https ? 'Served over https.' : 'Served over plain http.',
        evidence: [
          homeEvidence(
            site,
            https ? `Final address ${site.homeUrl} uses https` : `Final address ${site.homeUrl} uses plain http`,
          ),
        ],
      };
    },
  },
  {
    id: 'mobile_viewport',
    label: 'Mobile-friendly viewport',
    points: 10,
    kinds: [],
    needsContent: false,
    recommendation: 'Add a mobile viewport so the site reads well on phones, where most guests look up restaurants.',
    judge: (site) => {
      const viewport = !!site.home?.viewport;
      return {
        pass: viewport,
        detail: viewport ? 'The page sets a mobile viewport.' : 'No <meta name="viewport"> tag.',
        evidence: [
          homeEvidence(site, viewport ? '<meta name="viewport"> present' : 'no <meta name="viewport"> in <head>'),
        ],
      };
    },
  },
  {
    id: 'title_description',
    label: 'Page title and description',
    points: 10,
    kinds: [],
    needsContent: false,
    recommendation:
      'Write a page title and meta description that name the restaurant, cuisine and neighbourhood for search results.',
    judge: (site) => {
      const { home } = site;
      const hasTitle = !!home?.title;
      const hasDesc = !!home?.metaDescription;
      return {
        pass: hasTitle && hasDesc,
        detail:
          hasTitle && hasDesc
            ? 'Title and meta description are set.'
            : !hasTitle
              ? 'The page has no <title>.'
              : 'The page has no meta description.',
        evidence: [
          homeEvidence(site, `<title>${home?.title ?? '(none)'}</title>`),
          homeEvidence(site, `<meta name="description" content="${home?.metaDescription ?? '(none)'}">`),
        ],
      };
    },
  },
  {
    id: 'structured_data',
    label: 'Structured data (schema.org JSON-LD)',
    points: 10,
    kinds: [],
    needsContent: true,
    recommendation:
      'Add schema.org Restaurant markup (address, hours, menu, cuisine) so search engines show rich results.',
    judge: judgeStructuredData,
  },
  {
    id: 'menu_text',
    label: 'Menu as text (not only PDF or images)',
    points: 15,
    kinds: ['menu'],
    needsContent: true,
    recommendation:
      'Publish the menu as text on a web page (not only a PDF or photos): it loads fast on phones and search engines can read it.',
    judge: judgeMenuText,
  },
  {
    id: 'click_to_call',
    label: 'Click-to-call phone link',
    points: 10,
    kinds: ['contact'],
    needsContent: true,
    recommendation: 'Make the phone number a click-to-call (tel:) link.',
    judge: (site) => {
      const phones = site.pages.flatMap((p) => p.phones);
      const tel = phones.find((p) => p.source === 'tel');
      return {
        pass: !!tel,
        detail: tel
          ? `Phone ${phoneShown(tel)} is a tel: link.`
          : phones.length
            ? `Phone ${phoneShown(phones[0]!)} is shown as text only.`
            : 'No phone number found.',
        evidence: [tel?.evidence ?? phones[0]?.evidence],
      };
    },
  },
  {
    id: 'hours',
    label: 'Opening hours on the site',
    points: 10,
    kinds: ['contact'],
    needsContent: true,
    recommendation: 'Show opening hours on the site.',
    judge: (site) => {
      const lines = site.pages.flatMap((p) => p.hours);
      // The days the restaurant opens say more than "Monday: Closed".
      const hoursLine = lines.find((h) => /\d|noon/i.test(h.value)) ?? lines[0];
      const ldHours = site.pages.map((p) => p.jsonLd.business).find((b) => b?.openingHours.length);
      return {
        pass: !!(hoursLine || ldHours),
        detail: hoursLine
          ? `Hours shown: ${clip(hoursLine.value, 80)}`
          : ldHours
            ? `Hours in schema.org markup: ${ldHours.openingHours[0]}`
            : 'No opening hours found.',
        evidence: [hoursLine?.evidence, ldHours?.evidence],
      };
    },
  },
  {
    id: 'online_ordering',
    label: 'Online ordering',
    points: 10,
    kinds: ['menu'],
    needsContent: true,
    recommendation: 'Offer online ordering from the site (commission-free first-party ordering keeps the margin).',
    judge: (site) => {
      const ordering = onlineOrdering(site);
      return {
        pass: ordering.found,
        detail: ordering.found
          ? `Online ordering${ordering.names.length ? ` through ${ordering.names.join(', ')}` : ' on its own pages'}.`
          : 'No online ordering found.',
        evidence: [ordering.providers[0]?.evidence, ordering.links[0]?.evidence],
      };
    },
  },
  {
    id: 'reservations',
    label: 'Reservations',
    points: 5,
    kinds: ['contact'],
    needsContent: true,
    recommendation: 'Let guests book a table from the site.',
    judge: (site) => {
      const res = tableReservations(site);
      return {
        pass: res.found,
        detail: res.found
          ? `Reservations${res.names.length ? ` through ${res.names.join(', ')}` : ' on the site'}.`
          : 'No way to book a table found.',
        evidence: [res.providers[0]?.evidence, res.links[0]?.evidence, res.forms[0]?.evidence, res.markup?.evidence],
      };
    },
  },
  {
    id: 'page_weight',
    label: 'Page weight',
    points: 5,
    kinds: [],
    needsContent: false,
    recommendation: 'Lighten the home page: it is heavy to load on a phone connection.',
    judge: (site) => {
      const kb = Math.round((site.home?.bytes ?? 0) / 1024);
      return {
        pass: (site.home?.bytes ?? Infinity) <= MAX_HOME_BYTES,
        detail: `Home page HTML is ${kb} KB (limit ${MAX_HOME_BYTES / 1000} KB).`,
        evidence: [homeEvidence(site, `HTML size ${kb} KB, ${site.home?.scripts.external ?? 0} external scripts`)],
      };
    },
  },
  {
    id: 'image_alt',
    label: 'Image alt text',
    points: 5,
    kinds: [],
    needsContent: true,
    recommendation: 'Describe images with alt text (accessibility and image search).',
    judge: (site) => {
      const { home } = site;
      const img = home?.images ?? { total: 0, withAlt: 0 };
      const altOk = img.total === 0 || img.withAlt / img.total >= ALT_SHARE;
      return {
        pass: altOk && !!home && !home.looksLikeScriptShell,
        detail: img.total
          ? `${img.withAlt} of ${img.total} images on the home page have alt text.`
          : 'No images on the home page.',
        evidence: [homeEvidence(site, `${img.withAlt}/${img.total} <img> with alt text`)],
      };
    },
  },
];

/**
 * Every check graded. A check is inconclusive (no points, no evidence) when the site could not be
 * read at all, or when it did not pass and the page that could have passed it was not read.
 */
export function gradeChecks(site: SiteEvidence): QualityCheck[] {
  return QUALITY_CHECKS.map((rule) => {
    const { pass, detail, evidence } = rule.judge(site);
    let status: CheckStatus = pass ? 'pass' : 'fail';
    let reason: string | null = null;
    const open = openReason(site, rule.kinds, rule.needsContent);
    if (!site.home) {
      status = 'inconclusive';
      reason = site.read.reason;
    } else if (!pass && open) {
      status = 'inconclusive';
      reason = open;
    }
    return {
      id: rule.id,
      label: rule.label,
      status,
      points: status === 'pass' ? rule.points : 0,
      max_points: rule.points,
      detail: status === 'inconclusive' ? 'Not graded: could not be checked.' : detail,
      evidence: status === 'inconclusive' ? [] : withLookedAt(site, uniqEvidence(evidence)),
      reason,
    };
  });
}

/** A US number as guests read it, "(512) 555-0113"; any other number as the site wrote it. */
function phoneShown(phone: PhoneFact): string {
  const d = phone.digits;
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone.value;
}

/** A check that found nothing still says where it looked. */
function withLookedAt(site: SiteEvidence, evidence: DiagnosticEvidence[]): DiagnosticEvidence[] {
  if (evidence.length) return evidence;
  const { pages } = site;
  return [
    {
      url: site.homeUrl,
      snippet: `Not found on the ${pages.length} page${pages.length === 1 ? '' : 's'} read: ${pages.map((p) => new URL(p.url).pathname).join(', ')}`,
    },
  ];
}

function judgeStructuredData(site: SiteEvidence): Judgement {
  const bizPage = site.pages.find((p) => p.jsonLd.business);
  const ldErrors = site.pages.reduce((n, p) => n + p.jsonLd.errors, 0);
  if (bizPage)
    return {
      pass: true,
      detail: `schema.org ${bizPage.jsonLd.business!.types.join('/')} markup found.`,
      evidence: [bizPage.jsonLd.business!.evidence],
    };
  return {
    pass: false,
    detail: ldErrors
      ? `An ld+json block is not valid JSON (${ldErrors} block${ldErrors > 1 ? 's' : ''} could not be parsed).`
      : 'No schema.org business markup (JSON-LD).',
    evidence: [
      homeEvidence(
        site,
        ldErrors
          ? `${ldErrors} ld+json block(s) failed to parse`
          : 'no <script type="application/ld+json"> business node',
      ),
    ],
  };
}

/** The menu counts as text when a page shows at least three prices. */
function judgeMenuText(site: SiteEvidence): Judgement {
  const { pages } = site;
  const priced = pages
    .map((p) => ({ page: p, prices: p.text.match(PRICE)?.length ?? 0 }))
    .filter((x) => x.prices >= 3)
    .sort((a, b) => b.prices - a.prices)[0];
  if (priced) {
    return {
      pass: true,
      detail: `The menu is on the site as text (${priced.prices} prices on ${priced.page.url}).`,
      evidence: [
        { url: priced.page.url, snippet: snippetAround(priced.page.text, new RegExp(PRICE.source)) ?? 'prices' },
      ],
    };
  }
  const menuPdfs = pages
    .flatMap((p) => p.pdfLinks)
    .filter((l) => l.kinds.includes('menu') || /menu/i.test(`${l.text} ${l.href}`));
  const menuLinks = linksOf(site, 'menu');
  let detail: string;
  if (menuPdfs.length) detail = `The menu is only a PDF (${uniq(menuPdfs.map((l) => l.href)).join(', ')}).`;
  else if (menuLinks.length) detail = 'A menu page exists but shows no dishes as text (images or an embed).';
  else detail = 'No menu found on the site.';
  return { pass: false, detail, evidence: [...menuPdfs.slice(0, 2).map((l) => l.evidence), menuLinks[0]?.evidence] };
}

export interface OnlineOrdering {
  found: boolean;
  providers: ProviderFact[];
  links: LinkFact[];
  /** Ordering and delivery vendors, each once. */
  names: string[];
}

/** Ordering or delivery vendors, or links to order online. */
export function onlineOrdering(site: SiteEvidence): OnlineOrdering {
  const providers = providersOf(site, ['ordering', 'delivery']);
  const links = linksOf(site, 'order_online');
  return { found: providers.length > 0 || links.length > 0, providers, links, names: providerNames(providers) };
}

export interface TableReservations {
  found: boolean;
  providers: ProviderFact[];
  links: LinkFact[];
  forms: FormFact[];
  /** schema.org acceptsReservations saying yes (or where to book). */
  markup: JsonLdBusiness | undefined;
  names: string[];
}

/** A reservation vendor, link or form, or markup that says the restaurant takes reservations. */
export function tableReservations(site: SiteEvidence): TableReservations {
  const providers = providersOf(site, ['reservations']);
  const links = linksOf(site, 'reservations');
  const forms = formsOf(site, 'reservation');
  const markup =
    site.pages
      .map((p) => p.jsonLd.business)
      .find((b) => b && (b.acceptsReservations === true || typeof b.acceptsReservations === 'string')) ?? undefined;
  return {
    found: providers.length > 0 || links.length > 0 || forms.length > 0 || !!markup,
    providers,
    links,
    forms,
    markup,
    names: providerNames(providers),
  };
}
