/* The checks of how the site is built: secure, mobile-friendly, findable by search engines, light and described. */
import type { QualityCheckId } from '@leadgen/contracts';
import type { Judgement, QualityCheckRule } from './quality.rule.js';
import { homeEvidence, type SiteEvidence } from './site.evidence.js';

const MAX_HOME_BYTES = 500_000;
const ALT_SHARE = 0.8;

/** The checks of the site's build, by id. */
export const PAGE_CHECKS = {
  https: {
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
  mobile_viewport: {
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
  title_description: {
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
  structured_data: {
    id: 'structured_data',
    label: 'Structured data (schema.org JSON-LD)',
    points: 10,
    kinds: [],
    needsContent: true,
    recommendation:
      'Add schema.org Restaurant markup (address, hours, menu, cuisine) so search engines show rich results.',
    judge: judgeStructuredData,
  },
  page_weight: {
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
  image_alt: {
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
} satisfies Partial<Record<QualityCheckId, QualityCheckRule>>;

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
