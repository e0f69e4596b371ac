import type {
  CheckStatus,
  DiagnosticEvidence,
  DiagnosticResponse,
  Finding,
  QualityCheck,
  QualityCheckId,
} from '@leadgen/contracts';
import type { LinkFact, LinkKind, PageFacts, ProviderCategory, ProviderFact } from '@leadgen/site-reader';
import { detectPlatform, type PlatformRule, type PlatformVerdict } from '../platforms/platforms.js';
import type { SiteRead } from '../site/site-source.js';

/** The part of the diagnostic that comes from the website alone. */
export interface Checklist {
  restaurant_name: string;
  name_evidence: DiagnosticEvidence | null;
  owner_name: string | null;
  category: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  platform: PlatformVerdict | null;
  website_analysis: DiagnosticResponse['website_analysis'];
  conversions: DiagnosticResponse['conversions'];
  marketing: DiagnosticResponse['marketing'];
  findings: Finding[];
  unique_features: string[];
  recommendations: string[];
  /** Text for the language model (use_gpt). */
  text: string;
}

export const CHECK_POINTS: Record<QualityCheckId, number> = {
  https: 10,
  mobile_viewport: 10,
  title_description: 10,
  structured_data: 10,
  menu_text: 15,
  click_to_call: 10,
  hours: 10,
  online_ordering: 10,
  reservations: 5,
  page_weight: 5,
  image_alt: 5,
};

export const CHECK_LABELS: Record<QualityCheckId, string> = {
  https: 'Secure connection (https)',
  mobile_viewport: 'Mobile-friendly viewport',
  title_description: 'Page title and description',
  structured_data: 'Structured data (schema.org JSON-LD)',
  menu_text: 'Menu as text (not only PDF or images)',
  click_to_call: 'Click-to-call phone link',
  hours: 'Opening hours on the site',
  online_ordering: 'Online ordering',
  reservations: 'Reservations',
  page_weight: 'Page weight',
  image_alt: 'Image alt text',
};

const RECOMMEND: Record<QualityCheckId, string> = {
  https: 'Serve the site over https: browsers mark plain http pages "Not secure" and Google ranks them lower.',
  mobile_viewport: 'Add a mobile viewport so the site reads well on phones, where most guests look up restaurants.',
  title_description: 'Write a page title and meta description that name the restaurant, cuisine and neighbourhood for search results.',
  structured_data: 'Add schema.org Restaurant markup (address, hours, menu, cuisine) so search engines show rich results.',
  menu_text: 'Publish the menu as text on a web page (not only a PDF or photos): it loads fast on phones and search engines can read it.',
  click_to_call: 'Make the phone number a click-to-call (tel:) link.',
  hours: 'Show opening hours on the site.',
  online_ordering: 'Offer online ordering from the site (commission-free first-party ordering keeps the margin).',
  reservations: 'Let guests book a table from the site.',
  page_weight: 'Lighten the home page: it is heavy to load on a phone connection.',
  image_alt: 'Describe images with alt text (accessibility and image search).',
};

/** Page kinds whose failed page leaves a check open (the check could have passed there). */
const CHECK_KINDS: Partial<Record<QualityCheckId, LinkKind[]>> = {
  menu_text: ['menu'],
  click_to_call: ['contact'],
  hours: ['contact'],
  online_ordering: ['menu'],
  reservations: ['contact'],
};
/** Checks that need the page content (a script shell leaves them open unless they already pass). */
const NEEDS_CONTENT = new Set<QualityCheckId>(['structured_data', 'menu_text', 'click_to_call', 'hours', 'online_ordering', 'reservations', 'image_alt']);

const MAX_HOME_BYTES = 500_000;
const ALT_SHARE = 0.8;
const PRICE = /(?:\$|US\$)\s?\d{1,3}(?:[.,]\d{2})?\b/g;

const PROVIDER_NAMES: Record<string, string> = {
  toast: 'Toast', chownow: 'ChowNow', olo: 'Olo', square: 'Square', clover: 'Clover', slice: 'Slice', menufy: 'Menufy',
  popmenu: 'Popmenu', owner: 'Owner', lunchbox: 'Lunchbox', spoton: 'SpotOn', bentobox: 'BentoBox', doordash: 'DoorDash',
  ubereats: 'Uber Eats', grubhub: 'Grubhub', seamless: 'Seamless', postmates: 'Postmates', caviar: 'Caviar', ezcater: 'ezCater',
  opentable: 'OpenTable', resy: 'Resy', sevenrooms: 'SevenRooms', tock: 'Tock', yelp: 'Yelp', tripleseat: 'Tripleseat',
  perfectvenue: 'Perfect Venue', culinaryagents: 'Culinary Agents', harri: 'Harri', indeed: 'Indeed', workstream: 'Workstream',
  snagajob: 'Snagajob', '7shifts': '7shifts', mailchimp: 'Mailchimp', klaviyo: 'Klaviyo', constantcontact: 'Constant Contact',
  jotform: 'JotForm', typeform: 'Typeform', google_forms: 'Google Forms', wufoo: 'Wufoo', cognitoforms: 'Cognito Forms',
  formstack: 'Formstack', hubspot: 'HubSpot', '123formbuilder': '123FormBuilder', giftup: 'Gift Up!',
};
export const providerName = (p: string) => PROVIDER_NAMES[p] ?? p.replace(/(^|_)\w/g, (m) => m.replace('_', ' ').toUpperCase());

const MENTIONS = {
  parties: /\bprivate (?:part(?:y|ies)|events?|dining|rooms?|functions?)\b|\bgroup (?:dining|events?|bookings?)\b|\bbuy-?outs?\b|\bbanquets?\b|\bparty (?:room|packages?)\b|\brehearsal dinners?\b/i,
  catering: /\bcater(?:ing|s|ed|er)?\b/i,
  hiring: /\b(?:now hiring|we(?:'|’)?re hiring|hiring|join (?:our|the) (?:team|crew|family)|careers?|job openings?|jobs|employment|work with us|apply now)\b/i,
};

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** A short snippet around the first match of `re` in the text. */
function snippetAround(text: string, re: RegExp): string | null {
  const m = re.exec(text);
  if (!m) return null;
  const start = Math.max(0, m.index - 60);
  const end = Math.min(text.length, m.index + m[0].length + 80);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

const isPdf = (href: string) => /\.pdf($|[?#])/i.test(href);

interface Ctx {
  read: SiteRead;
  pages: PageFacts[];
  home: PageFacts | null;
  links: LinkFact[];
  providers: ProviderFact[];
}

function linksOf(ctx: Ctx, kind: LinkKind): LinkFact[] {
  return ctx.links.filter((l) => l.kinds.includes(kind) && !isPdf(l.href));
}
function providersOf(ctx: Ctx, cats: ProviderCategory[]): ProviderFact[] {
  return ctx.providers.filter((p) => cats.includes(p.category));
}
function formsOf(ctx: Ctx, purpose: string) {
  return ctx.pages.flatMap((p) => p.forms).filter((f) => f.purpose === purpose);
}
function mention(ctx: Ctx, re: RegExp): DiagnosticEvidence | null {
  for (const page of ctx.pages) {
    const heading = page.headings.find((h) => re.test(h.text));
    if (heading) return { url: page.url, snippet: `<h${heading.level}> ${heading.text}` };
    const snip = snippetAround(page.text, re);
    if (snip) return { url: page.url, snippet: snip };
  }
  return null;
}
const uniq = <T>(xs: T[]) => [...new Set(xs)];
const uniqEvidence = (xs: Array<DiagnosticEvidence | null | undefined>): DiagnosticEvidence[] => {
  const out: DiagnosticEvidence[] = [];
  for (const x of xs) if (x && !out.some((o) => o.url === x.url && o.snippet === x.snippet)) out.push(x);
  return out.slice(0, 4);
};

/** Why a finding or check of these page kinds cannot be decided, or null when it can. */
function openReason(ctx: Ctx, kinds: LinkKind[], needsContent: boolean): string | null {
  if (ctx.read.status === 'unreadable') return ctx.read.reason;
  if (needsContent && ctx.read.status === 'script_shell') return 'The page is drawn by JavaScript in the browser; its content is not in the HTML that could be read.';
  const failed = ctx.read.failed.filter((f) => !f.missing && f.kinds.some((k) => kinds.includes(k)));
  if (failed.length) return `The page that would show it could not be read: ${failed.map((f) => `${f.url} (${f.reason})`).join('; ')}`;
  return null;
}

// ---------- identity ----------

const GENERIC_TITLE = /^(home|homepage|welcome|index|menu|official site|official website)$/i;

function nameOf(ctx: Ctx): { name: string; evidence: DiagnosticEvidence | null } {
  const home = ctx.home;
  const host = (() => {
    try {
      return new URL(ctx.read.url).hostname.replace(/^www\./, '');
    } catch {
      return ctx.read.url;
    }
  })();
  if (!home) return { name: host, evidence: null };
  const biz = home.jsonLd.business;
  if (biz?.name) return { name: biz.name, evidence: { url: home.url, snippet: `schema.org ${biz.types[0] ?? 'business'} name: ${biz.name}` } };
  const og = home.openGraph['og:site_name'];
  if (og) return { name: og, evidence: { url: home.url, snippet: `og:site_name: ${og}` } };
  if (home.title) {
    const parts = home.title.split(/\s+[|–—-]\s+/).map((s) => s.trim()).filter(Boolean);
    const part = parts.find((p) => !GENERIC_TITLE.test(p));
    if (part) return { name: part, evidence: { url: home.url, snippet: `<title>${home.title}</title>` } };
  }
  const h1 = home.headings.find((h) => h.level === 1);
  if (h1) return { name: h1.text, evidence: { url: home.url, snippet: `<h1>${h1.text}</h1>` } };
  return { name: host, evidence: null };
}

const OWNER = /\b(?:owner|owners|proprietor|chef[- ]owner|owned by|founded by|founder)\b[,:]?\s+(?:chef\s+)?([A-Z][a-zà-ÿ'’-]+(?:\s+(?:[A-Z]\.|[A-Z][a-zà-ÿ'’-]+)){1,2})/;

function ownerOf(ctx: Ctx): { name: string; evidence: DiagnosticEvidence } | null {
  for (const page of ctx.pages) {
    const m = OWNER.exec(page.text);
    if (m) return { name: m[1]!, evidence: { url: page.url, snippet: snippetAround(page.text, OWNER) ?? m[0] } };
  }
  return null;
}

const US_ADDRESS = /\b\d{1,6}\s+[A-Z0-9][\w .'’-]{2,60}?,\s*([A-Z][A-Za-z .'’-]{1,40}),\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/;
const CITY_STATE = /\b(?:in|of)\s+([A-Z][A-Za-z.'’-]+(?:\s[A-Z][A-Za-z.'’-]+){0,2}),\s*([A-Z]{2})\b/;

function placeOf(ctx: Ctx): { location: string | null; city: string | null; state: string | null } {
  const biz = ctx.home?.jsonLd.business ?? ctx.pages.map((p) => p.jsonLd.business).find((b) => b?.address) ?? null;
  if (biz?.address) {
    return { location: biz.address.text.replace(/\s*\n\s*/g, ', '), city: biz.address.locality, state: biz.address.region };
  }
  for (const page of ctx.pages) {
    const m = US_ADDRESS.exec(page.text);
    if (m) return { location: m[0], city: m[1]!.trim(), state: m[2]! };
  }
  for (const page of ctx.pages) {
    const m = page.title ? CITY_STATE.exec(page.title) ?? /\|\s*([A-Z][A-Za-z .'’-]+),\s*([A-Z]{2})\s*$/.exec(page.title) : null;
    if (m) return { location: `${m[1]!.trim()}, ${m[2]}`, city: m[1]!.trim(), state: m[2]! };
  }
  return { location: null, city: null, state: null };
}

function categoryOf(ctx: Ctx): string | null {
  const biz = ctx.home?.jsonLd.business;
  if (biz?.servesCuisine.length) return biz.servesCuisine.join(', ');
  const type = biz?.types.find((t) => !/^(Organization|LocalBusiness|WebSite|Corporation)$/.test(t));
  if (type) return type.replace(/OrPub/, ' or pub').replace(/([a-z])([A-Z])/g, '$1 $2');
  return null;
}

// ---------- the checklist ----------

export function buildChecklist(read: SiteRead, rules: PlatformRule[]): Checklist {
  const pages = read.pages;
  const ctx: Ctx = {
    read,
    pages,
    home: pages[0] ?? null,
    links: pages.flatMap((p) => p.links),
    providers: pages.flatMap((p) => p.providers),
  };
  const home = ctx.home;
  const checks: QualityCheck[] = [];
  const check = (id: QualityCheckId, pass: boolean, detail: string, evidence: Array<DiagnosticEvidence | null | undefined>) => {
    let status: CheckStatus = pass ? 'pass' : 'fail';
    let reason: string | null = null;
    const open = openReason(ctx, CHECK_KINDS[id] ?? [], NEEDS_CONTENT.has(id));
    if (!home) {
      status = 'inconclusive';
      reason = read.reason;
    } else if (!pass && open) {
      status = 'inconclusive';
      reason = open;
    }
    checks.push({
      id,
      label: CHECK_LABELS[id],
      status,
      points: status === 'pass' ? CHECK_POINTS[id] : 0,
      max_points: CHECK_POINTS[id],
      detail: status === 'inconclusive' ? 'Not graded: could not be checked.' : detail,
      evidence: status === 'inconclusive' ? [] : withLookedAt(uniqEvidence(evidence)),
      reason,
    });
  };

  const homeUrl = home?.url ?? read.url;
  /** A check that found nothing still says where it looked. */
  const withLookedAt = (evidence: DiagnosticEvidence[]): DiagnosticEvidence[] =>
    evidence.length ? evidence : [{ url: homeUrl, snippet: `Not found on the ${pages.length} page${pages.length === 1 ? '' : 's'} read: ${pages.map((p) => new URL(p.url).pathname).join(', ')}` }];
  const ev = (snippet: string, url = homeUrl): DiagnosticEvidence => ({ url, snippet: clip(snippet, 200) });

  // Head-level checks
  check('https', !!home?.https, home?.https ? 'Served over https.' : 'Served over plain http.', [ev(home?.https ? `Final address ${homeUrl} uses https` : `Final address ${homeUrl} uses plain http`)]);
  check('mobile_viewport', !!home?.viewport, home?.viewport ? 'The page sets a mobile viewport.' : 'No <meta name="viewport"> tag.', [
    ev(home?.viewport ? '<meta name="viewport"> present' : 'no <meta name="viewport"> in <head>'),
  ]);
  const hasTitle = !!home?.title;
  const hasDesc = !!home?.metaDescription;
  check(
    'title_description',
    hasTitle && hasDesc,
    hasTitle && hasDesc ? 'Title and meta description are set.' : !hasTitle ? 'The page has no <title>.' : 'The page has no meta description.',
    [ev(`<title>${home?.title ?? '(none)'}</title>`), ev(`<meta name="description" content="${home?.metaDescription ?? '(none)'}">`)],
  );
  const bizPage = pages.find((p) => p.jsonLd.business);
  const ldErrors = pages.reduce((n, p) => n + p.jsonLd.errors, 0);
  check(
    'structured_data',
    !!bizPage,
    bizPage
      ? `schema.org ${bizPage.jsonLd.business!.types.join('/')} markup found.`
      : ldErrors
        ? `An ld+json block is not valid JSON (${ldErrors} block${ldErrors > 1 ? 's' : ''} could not be parsed).`
        : 'No schema.org business markup (JSON-LD).',
    bizPage ? [bizPage.jsonLd.business!.evidence] : [ev(ldErrors ? `${ldErrors} ld+json block(s) failed to parse` : 'no <script type="application/ld+json"> business node')],
  );

  // Menu
  const priced = pages
    .map((p) => ({ page: p, prices: p.text.match(PRICE)?.length ?? 0 }))
    .filter((x) => x.prices >= 3)
    .sort((a, b) => b.prices - a.prices)[0];
  const menuPdfs = pages.flatMap((p) => p.pdfLinks).filter((l) => l.kinds.includes('menu') || /menu/i.test(`${l.text} ${l.href}`));
  const menuLinks = linksOf(ctx, 'menu');
  let menuDetail: string;
  if (priced) menuDetail = `The menu is on the site as text (${priced.prices} prices on ${priced.page.url}).`;
  else if (menuPdfs.length) menuDetail = `The menu is only a PDF (${uniq(menuPdfs.map((l) => l.href)).join(', ')}).`;
  else if (menuLinks.length) menuDetail = 'A menu page exists but shows no dishes as text (images or an embed).';
  else menuDetail = 'No menu found on the site.';
  check('menu_text', !!priced, menuDetail, priced ? [{ url: priced.page.url, snippet: snippetAround(priced.page.text, new RegExp(PRICE.source)) ?? 'prices' }] : [...menuPdfs.slice(0, 2).map((l) => l.evidence), menuLinks[0]?.evidence]);

  // Click to call, hours
  const phones = pages.flatMap((p) => p.phones);
  const tel = phones.find((p) => p.source === 'tel');
  check('click_to_call', !!tel, tel ? `Phone ${tel.value} is a tel: link.` : phones.length ? `Phone ${phones[0]!.value} is shown as text only.` : 'No phone number found.', [tel?.evidence ?? phones[0]?.evidence]);
  const hoursLine = pages.flatMap((p) => p.hours)[0];
  const ldHours = pages.map((p) => p.jsonLd.business).find((b) => b?.openingHours.length);
  check('hours', !!(hoursLine || ldHours), hoursLine ? `Hours shown: ${clip(hoursLine.value, 80)}` : ldHours ? `Hours in schema.org markup: ${ldHours.openingHours[0]}` : 'No opening hours found.', [hoursLine?.evidence, ldHours?.evidence]);

  // Ordering and reservations
  const orderProviders = providersOf(ctx, ['ordering', 'delivery']);
  const orderLinks = linksOf(ctx, 'order_online');
  const ordering = orderProviders.length > 0 || orderLinks.length > 0;
  const orderNames = uniq(orderProviders.map((p) => providerName(p.provider)));
  check('online_ordering', ordering, ordering ? `Online ordering${orderNames.length ? ` through ${orderNames.join(', ')}` : ' on its own pages'}.` : 'No online ordering found.', [orderProviders[0]?.evidence, orderLinks[0]?.evidence]);
  const resProviders = providersOf(ctx, ['reservations']);
  const resLinks = linksOf(ctx, 'reservations');
  const resForms = formsOf(ctx, 'reservation');
  const ldRes = pages.map((p) => p.jsonLd.business).find((b) => b && (b.acceptsReservations === true || typeof b.acceptsReservations === 'string'));
  const reservations = resProviders.length > 0 || resLinks.length > 0 || resForms.length > 0 || !!ldRes;
  const resNames = uniq(resProviders.map((p) => providerName(p.provider)));
  check('reservations', reservations, reservations ? `Reservations${resNames.length ? ` through ${resNames.join(', ')}` : ' on the site'}.` : 'No way to book a table found.', [resProviders[0]?.evidence, resLinks[0]?.evidence, resForms[0]?.evidence, ldRes?.evidence]);

  // Weight and images
  const kb = Math.round((home?.bytes ?? 0) / 1024);
  check('page_weight', (home?.bytes ?? Infinity) <= MAX_HOME_BYTES, `Home page HTML is ${kb} KB (limit ${MAX_HOME_BYTES / 1000} KB).`, [ev(`HTML size ${kb} KB, ${home?.scripts.external ?? 0} external scripts`)]);
  const img = home?.images ?? { total: 0, withAlt: 0 };
  const altOk = img.total === 0 || img.withAlt / img.total >= ALT_SHARE;
  check('image_alt', altOk && !!home && !home.looksLikeScriptShell, img.total ? `${img.withAlt} of ${img.total} images on the home page have alt text.` : 'No images on the home page.', [ev(`${img.withAlt}/${img.total} <img> with alt text`)]);

  // ---------- conversions and marketing ----------
  const findings: Finding[] = [];
  const finding = (id: string, label: string, present: boolean, evidence: Array<DiagnosticEvidence | null | undefined>, kinds: LinkKind[], detail: string | null = null): boolean | null => {
    const open = !present ? openReason(ctx, kinds, true) : null;
    const status = !home ? 'inconclusive' : present ? 'found' : open ? 'inconclusive' : 'not_found';
    findings.push({ id, label, status, detail, evidence: status === 'found' ? uniqEvidence(evidence) : [], reason: status === 'inconclusive' ? (open ?? read.reason) : null });
    return status === 'inconclusive' ? null : present;
  };
  const unavailable = (id: string, label: string, reason: string) => findings.push({ id, label, status: 'unavailable', detail: null, evidence: [], reason });

  const partyLinks = linksOf(ctx, 'private_events');
  const partyMention = mention(ctx, MENTIONS.parties);
  const mentionsParties = finding('conversions.private_parties.mentions_parties', 'Mentions private parties or events', partyLinks.length > 0 || !!partyMention, [partyLinks[0]?.evidence, partyMention], ['private_events']);
  const eventProviders = providersOf(ctx, ['events']);
  const groupForms = formsOf(ctx, 'events');
  const hasGroupForm = finding('conversions.private_parties.has_group_form', 'Group / private-party inquiry form', groupForms.length > 0, groupForms.map((f) => f.evidence), ['private_events'], groupForms[0]?.provider ?? null);
  const partySoftware = eventProviders.length ? uniq(eventProviders.map((p) => providerName(p.provider))).join(', ') : null;
  finding('conversions.private_parties.party_software', 'Event booking software', !!partySoftware, eventProviders.map((p) => p.evidence), ['private_events'], partySoftware);
  unavailable('conversions.private_parties.social_posts', 'Social posts about parties', 'No data source with social media posts is configured; check the restaurant\'s social profiles by hand.');

  const cateringLinks = linksOf(ctx, 'catering');
  const cateringProviders = providersOf(ctx, ['catering']);
  const cateringMention = mention(ctx, MENTIONS.catering);
  const mentionsCatering = finding('conversions.catering.mentions_catering', 'Mentions catering', cateringLinks.length > 0 || cateringProviders.length > 0 || !!cateringMention, [cateringLinks[0]?.evidence, cateringMention, cateringProviders[0]?.evidence], ['catering']);
  const cateringForms = formsOf(ctx, 'catering');
  const hasCateringForm = finding('conversions.catering.has_catering_form', 'Catering request form', cateringForms.length > 0, cateringForms.map((f) => f.evidence), ['catering'], cateringForms[0]?.provider ?? null);
  const hasOrdering = finding('conversions.catering.has_ordering_system', 'Online ordering system', ordering, [orderProviders[0]?.evidence, orderLinks[0]?.evidence], ['menu'], orderNames.join(', ') || null);
  const integrations = uniq([...cateringProviders, ...orderProviders].map((p) => providerName(p.provider)));
  const thirdParty = integrations.length ? integrations.join(', ') : null;
  finding('conversions.catering.third_party_integration', 'Third-party ordering / catering integrations', !!thirdParty, [...cateringProviders, ...orderProviders].map((p) => p.evidence), ['catering'], thirdParty);

  const careerLinks = linksOf(ctx, 'careers');
  const careerProviders = providersOf(ctx, ['careers']);
  const hiringMention = mention(ctx, MENTIONS.hiring);
  const mentionsHiring = finding('conversions.hiring.mentions_hiring', 'Mentions hiring / careers', careerLinks.length > 0 || careerProviders.length > 0 || !!hiringMention, [careerLinks[0]?.evidence, hiringMention, careerProviders[0]?.evidence], ['careers']);
  const jobForms = formsOf(ctx, 'careers');
  const hasJobForm = finding('conversions.hiring.has_job_form', 'Job application form', jobForms.length > 0, jobForms.map((f) => f.evidence), ['careers'], jobForms[0]?.provider ?? null);

  const social = new Map<string, { url: string; evidence: DiagnosticEvidence }>();
  for (const s of pages.flatMap((p) => p.social)) if (!social.has(s.network)) social.set(s.network, { url: s.url, evidence: s.evidence });
  for (const network of ['facebook', 'instagram'] as const) {
    const s = social.get(network);
    finding(`marketing.social.${network}`, `${network === 'facebook' ? 'Facebook' : 'Instagram'} profile linked`, !!s, [s?.evidence], [], s?.url ?? null);
    unavailable(`marketing.social.${network}.posting_frequency`, `${network === 'facebook' ? 'Facebook' : 'Instagram'} posting frequency`, 'No data source with posting activity is configured.');
  }
  const newsletterForms = formsOf(ctx, 'newsletter');
  const newsletterProviders = providersOf(ctx, ['newsletter']);
  const newsletterLinks = linksOf(ctx, 'newsletter');
  const newsletterProvider = newsletterProviders[0] ? providerName(newsletterProviders[0].provider) : null;
  const hasNewsletter = finding('marketing.email.has_newsletter', 'Newsletter / email sign-up', newsletterForms.length > 0 || newsletterProviders.length > 0, [newsletterForms[0]?.evidence, newsletterProviders[0]?.evidence, newsletterLinks[0]?.evidence], [], newsletterProvider);

  // ---------- platform and score ----------
  const platform = home ? detectPlatform(pages, rules) : null;
  const decided = checks.filter((c) => c.status !== 'inconclusive');
  const inconclusive = checks.length - decided.length;
  const points = decided.reduce((n, c) => n + c.points, 0);
  const website_analysis: DiagnosticResponse['website_analysis'] = {
    platform: platform?.platform ?? null,
    platform_type: platform?.platform_type ?? null,
    quality_score: inconclusive ? null : points,
    platform_id: platform?.id ?? null,
    platform_evidence: platform?.evidence ?? [],
    quality_status: inconclusive ? 'inconclusive' : 'graded',
    points_decided: points,
    points_possible_decided: decided.reduce((n, c) => n + c.max_points, 0),
    checks,
  };

  // ---------- features and recommendations, from the evidence ----------
  const features: string[] = [];
  const recs: string[] = [];
  const biz = home?.jsonLd.business;
  if (ordering) features.push(`Online ordering${orderNames.length ? ` through ${orderNames.join(', ')}` : ' on its own site'}`);
  if (reservations) features.push(`Table reservations${resNames.length ? ` through ${resNames.join(', ')}` : ''}`);
  if (mentionsParties) features.push(`Private events${hasGroupForm ? ' with an inquiry form' : ''}${partySoftware ? ` (${partySoftware})` : ''}`);
  if (mentionsCatering) features.push(`Catering${hasCateringForm ? ' with a request form' : ''}${cateringProviders.length ? ` (${uniq(cateringProviders.map((p) => providerName(p.provider))).join(', ')})` : ''}`);
  if (mentionsHiring) features.push(`Hiring page${hasJobForm ? ' with an application form' : ''}`);
  if (hasNewsletter) features.push(`Email newsletter sign-up${newsletterProvider ? ` (${newsletterProvider})` : ''}`);
  if (linksOf(ctx, 'gift_cards').length || providersOf(ctx, ['gift_cards']).length) features.push('Gift cards sold online');
  if (biz?.servesCuisine.length) features.push(`Serves ${biz.servesCuisine.join(', ')}`);
  if (biz?.priceRange) features.push(`Price range ${biz.priceRange}`);
  const NETWORKS: Record<string, string> = { x: 'X', tiktok: 'TikTok', youtube: 'YouTube', linkedin: 'LinkedIn', tripadvisor: 'Tripadvisor' };
  if (social.size) features.push(`On ${[...social.keys()].map((n) => NETWORKS[n] ?? n[0]!.toUpperCase() + n.slice(1)).join(', ')}`);

  if (read.status === 'unreadable') recs.push('The website could not be read automatically: open it in a browser before the call and check it by hand.');
  else if (read.status === 'script_shell') recs.push('The site shows nothing without JavaScript: search engines and link previews may see an empty page. Server-render the key content (menu, hours, address).');
  for (const c of checks) if (c.status === 'fail') recs.push(RECOMMEND[c.id]);
  for (const f of read.failed.filter((f) => f.missing)) recs.push(`Fix the broken link to ${f.url} (${f.reason.replace(/\.$/, '')}).`);
  if (mentionsParties === false) recs.push('Promote private parties and group dining with a dedicated page and inquiry form.');
  else if (mentionsParties && hasGroupForm === false) recs.push('Add a private-party inquiry form so group leads are captured, not lost to phone tag.');
  if (mentionsCatering === false) recs.push('Offer catering online: a catering page with a request form brings in large orders.');
  else if (mentionsCatering && hasCateringForm === false && hasOrdering === false) recs.push('Add a catering request form or catering ordering so large orders can be placed online.');
  if (mentionsHiring && hasJobForm === false) recs.push('Add a job application form so candidates can apply from the site.');
  if (hasNewsletter === false) recs.push('Collect guest emails with a newsletter sign-up to bring guests back.');

  const name = nameOf(ctx);
  const owner = ownerOf(ctx);
  const place = placeOf(ctx);
  return {
    restaurant_name: name.name,
    name_evidence: name.evidence,
    owner_name: owner?.name ?? null,
    category: categoryOf(ctx),
    location: place.location,
    city: place.city,
    state: place.state,
    platform,
    website_analysis,
    conversions: {
      private_parties: { mentions_parties: mentionsParties, has_group_form: hasGroupForm, party_software: partySoftware, social_posts: null },
      catering: { mentions_catering: mentionsCatering, has_catering_form: hasCateringForm, has_ordering_system: hasOrdering, third_party_integration: thirdParty },
      hiring: { mentions_hiring: mentionsHiring, has_job_form: hasJobForm },
    },
    marketing: {
      social: {
        facebook: { posting_frequency: null, url: social.get('facebook')?.url ?? null },
        instagram: { posting_frequency: null, url: social.get('instagram')?.url ?? null },
        profiles: [...social].map(([network, s]) => ({ network, url: s.url })),
      },
      email: { has_newsletter: hasNewsletter, provider: newsletterProvider },
    },
    findings: [
      ...(owner ? [{ id: 'owner_name', label: 'Owner named on the site', status: 'found' as const, detail: owner.name, evidence: [owner.evidence], reason: null }] : []),
      ...(name.evidence ? [{ id: 'restaurant_name', label: 'Restaurant name', status: 'found' as const, detail: name.name, evidence: [name.evidence], reason: null }] : []),
      ...findings,
    ],
    unique_features: features,
    recommendations: uniq(recs),
    text: pages.map((p) => p.text).join('\n').slice(0, 8000),
  };
}
