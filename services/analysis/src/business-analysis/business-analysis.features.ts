import { isAudienceName, isAudienceStatement } from './business-analysis.audience.js';
import { isProse, sentencesOf, wordsOf, type PageLine } from './business-analysis.lines.js';

/** A feature as the vendor's site states it: its name, its benefit, and what that pays off when the site says so. */
export interface FeatureRead {
  feature: string;
  benefit: string;
  payoff: string;
}

/** Section names every site has; they say nothing about what the business offers. */
const GENERIC_HEADING =
  /^(home|menus?|contact( us)?|about( us)?|blog|news|log ?in|sign (in|up)|pricing|locations?|hours|gallery|events|careers|jobs|reservations?|order online|gift cards?|faqs?|press|team|visit us|find us|follow us|get in touch|work with us|join (?:our|the) team)$/i;

/**
 * Titles of a landing page's sections: they introduce features, results, customers or prices,
 * and are never a feature themselves.
 */
const SECTION_TITLE = new RegExp(
  '^(?:(?:our|the|real|proven|key|core|all|more|great|powerful|product|main|top)\\s+)*(?:' +
    [
      'features?',
      'benefits?',
      'capabilities',
      'highlights',
      'results?',
      'outcomes',
      'proof',
      'impact',
      'by the numbers',
      'numbers',
      'customers?',
      'testimonials?',
      'reviews',
      'case stud(?:y|ies)',
      'success stories',
      'pricing',
      'prices',
      'plans?(?: (?:and|&) pricing)?',
      'integrations?',
      'partners',
      'faqs?',
      'frequently asked questions',
      'how it works',
      'overview',
      'platform',
      'products?',
      'solutions?',
      'security',
      'support',
      'resources',
      'also included',
      "what(?:'s| is) included",
      'what you get',
      'everything you need.*',
      'why .+',
      'who .+',
      '(?:built|made|designed|perfect) for .+',
      'what (?:our )?\\w+ (?:say|are saying)',
      'get started.*',
      'ready to .+',
      '(?:book|request|schedule|get) a demo',
      'contact(?: sales| us)?',
      'about(?: us)?',
      'our (?:story|mission|team)',
    ].join('|') +
    ')$',
  'i',
);

const MAX_FEATURES = 12;
/** 'Name — benefit' (em or en dash, or a spaced hyphen) and 'Name: benefit' list items. */
const DASH_ITEM = /^(.{2,60}?)\s+[—–-]\s+(.+)$/;
const COLON_ITEM = /^([^:]{2,60}):\s+(.+)$/;

/** A short noun phrase that names a feature: not a section title, a sentence, a price or the company itself. */
export function isFeatureName(name: string, company: string): boolean {
  const words = wordsOf(name);
  if (words.length < 1 || words.length > 6 || name.length > 50) return false;
  if (!/^[A-Z0-9]/.test(name) || /[.?!]$/.test(name) || /[:$%€£]/.test(name)) return false;
  if (SECTION_TITLE.test(name) || GENERIC_HEADING.test(name)) return false;
  return !mentionsCompany(name, company);
}

function mentionsCompany(text: string, company: string): boolean {
  const lower = text.toLowerCase();
  const first = company.split(/\s+/)[0]?.toLowerCase() ?? '';
  return (
    lower.includes(company.toLowerCase()) ||
    (first.length >= 4 && new RegExp(`\\b${first.replace(/[^a-z0-9]/g, '')}\\b`).test(lower))
  );
}

/** A benefit as a site writes one: a few words of plain text, not a price, opening hours, a quote or a signature. */
function isBenefit(text: string): boolean {
  return (text.match(/\p{L}{3,}/gu) ?? []).length >= 3 && text.length <= 300 && !/^["—–-]/.test(text);
}

/** 'Tip pooling — Split tips by hours…' or 'Review booster: Ask happy guests…' as one feature. */
export function listItemFeature(text: string, company: string): FeatureRead | null {
  const m = DASH_ITEM.exec(text) ?? COLON_ITEM.exec(text);
  if (!m) return null;
  const [name, benefit] = [m[1]!.trim(), m[2]!.trim()];
  if (!isFeatureName(name, company) || !isBenefit(benefit)) return null;
  return { feature: name, ...benefitAndPayoff(benefit) };
}

/** The first sentence is the benefit; a second sentence, when there is one, is what it pays off. */
function benefitAndPayoff(text: string): { benefit: string; payoff: string } {
  const [first = text, ...rest] = sentencesOf(text);
  return { benefit: first, payoff: rest.join(' ') };
}

/**
 * A feature card: a heading that names a feature, followed by one or two sentences and then the
 * next heading. The page's first heading (its hero), section titles, an audience's name, and
 * sections that say whom the product is for or what it costs are not cards.
 */
function cardFeature(lines: PageLine[], i: number, company: string): FeatureRead | null {
  const heading = lines[i]!.text;
  if (!isFeatureName(heading, company) || isAudienceName(heading)) return null;
  const body: string[] = [];
  for (let j = i + 1; j < lines.length && !lines[j]!.heading; j++) body.push(lines[j]!.text);
  if (body.length < 1 || body.length > 2 || !body.every(isProse)) return null;
  const text = body.join(' ');
  if (listItemFeature(body[0]!, company) || isAudienceStatement(text) || isPriceStatement(text)) return null;
  return { feature: heading, ...benefitAndPayoff(text) };
}

function isPriceStatement(text: string): boolean {
  return (
    /\$\s?\d/.test(text) &&
    /\b(?:per|a|\/)\s?(?:month|mo|year|location|user|employee|terminal|order)\b|\bplans?\b|\bpricing\b|\bfree\b/i.test(
      text,
    )
  );
}

/** The features the page lists, from 'Name — benefit' items and feature cards, each once, in page order. */
export function readFeatures(lines: PageLine[], company: string): FeatureRead[] {
  const hero = lines.findIndex((l) => l.heading);
  const found = new Map<string, FeatureRead>();
  lines.forEach((line, i) => {
    const asCard = line.heading && i !== hero ? cardFeature(lines, i, company) : null;
    const feature = asCard ?? (i === hero ? null : listItemFeature(line.text, company));
    if (feature && !found.has(feature.feature.toLowerCase())) found.set(feature.feature.toLowerCase(), feature);
  });
  return [...found.values()].slice(0, MAX_FEATURES);
}
