/*
 * 'Use as what I sell': the one mapping of a Business Analysis result to the rep's offer, used by the
 * analysis page's button, the pitch quality script and tests. The browser loads it (through
 * browser.ts), so it imports types only: no zod at run time.
 */
import type { BusinessAnalysis } from './analysis.js';
import type { Offer, OfferCategory, OfferValuePoint } from './offer.js';

export interface OfferSender {
  name?: string | null;
  title?: string | null;
}

/** The call to action an offer starts with; the rep changes it in Account Settings › What I sell. */
export const DEFAULT_OFFER_CALL_TO_ACTION = 'a 15-minute call this week';

// The offer's bounds (OfferSchema): a made offer always passes it.
const MAX = { company: 120, product: 80, point: 200, proof: 120, suits: 300, sender: 80, url: 2048 } as const;
const MAX_POINTS = 5;

/*
 * The category guessed from the words of the features, first match wins in this order: a POS
 * vendor also mentions ordering and payroll, an ordering vendor rarely mentions a POS as its own.
 */
const CATEGORY_WORDS: readonly [OfferCategory, RegExp][] = [
  ['pos', /\b(pos|point[- ]of[- ]sale|card readers?|terminals?|checkout|payments? processing|tabs?)\b/i],
  ['payroll_scheduling', /\b(payroll|scheduling|schedules?|shifts?|timesheets?|tip pooling|tips? out|time clock)\b/i],
  ['reservations', /\b(reservations?|bookings?|book a table|waitlists?|table management|seating)\b/i],
  ['online_ordering', /\b(online ordering|ordering|orders? online|takeout|pickup|order ahead)\b/i],
  ['delivery', /\b(deliver(y|ies)|couriers?|drivers?)\b/i],
  ['loyalty', /\b(loyalty|rewards?|points? program|punch cards?|repeat visits?|gift cards?)\b/i],
  ['marketing', /\b(marketing|campaigns?|e-?mail|sms|texts?|reviews?|social media|newsletters?)\b/i],
  ['website', /\b(websites?|web design|site builder|landing pages?|seo)\b/i],
];

function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * A proof figure short enough to keep, as a whole claim: its first sentence when that fits, else
 * cut where a clause ends ('… within 90 days' of '… within 90 days and save an average of $2,400'),
 * so a pitch never quotes a figure broken off mid-phrase. Only a claim with no such place is clipped.
 */
function clipClaim(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const sentence = /^(.+?[.!?])\s/.exec(t)?.[1];
  if (sentence && sentence.length <= max) return sentence;
  const head = t.slice(0, max + 1);
  const ends = [...head.matchAll(/(,? and |, but |; |, )/g)]
    .map((m) => m.index!)
    .filter((i) => i > max / 2 && i <= max);
  return ends.length ? head.slice(0, ends.at(-1)).replace(/[\s,;:-]+$/, '') : clip(t, max);
}

/** The name as the report states it: the product's ('TablePoint POS'). */
function nameOf(analysis: BusinessAnalysis): string {
  return clip(analysis.business_profile?.name || analysis.company_name || 'My company', MAX.company);
}

/** What a product's name may end with after its company's: 'TablePoint POS', 'Acme Reservations'. */
const PRODUCT_WORD = /\s+(?:POS|point of sale|app|software|platform|payroll|reservations|(?:online\s+)?ordering)$/i;

/** The company, as a rep says whom they are with: 'TablePoint', where the product is 'TablePoint POS'. */
const companyOf = (name: string) => name.replace(PRODUCT_WORD, '').trim() || name;

function countOf(words: RegExp, text: string): number {
  return (text.match(new RegExp(words.source, 'gi')) ?? []).length;
}

/** The category named earliest in a text: a company's one line leads with what it is. */
function firstNamed(text: string): OfferCategory | null {
  let best: { category: OfferCategory; at: number } | null = null;
  for (const [category, words] of CATEGORY_WORDS) {
    const at = text.search(words);
    if (at >= 0 && (!best || at < best.at)) best = { category, at };
  }
  return best?.category ?? null;
}

/**
 * The category: named in the company's or product's name ("TablePoint POS"), else the first one
 * its one-line description names ("a cloud point of sale for restaurants: tableside ordering..."),
 * else the one its features name most.
 */
function categoryOf(analysis: BusinessAnalysis): OfferCategory {
  const profile = analysis.business_profile;
  const named = firstNamed(`${profile?.name ?? ''} . ${analysis.company_name ?? ''}`);
  if (named) return named;
  const described = firstNamed(profile?.description ?? '');
  if (described) return described;
  const features = (profile?.features ?? []).map((f) => `${f.feature} . ${f.benefit} . ${f.payoff}`).join(' . ');
  let best: { category: OfferCategory; n: number } = { category: 'other', n: 0 };
  for (const [category, words] of CATEGORY_WORDS) {
    const n = countOf(words, features);
    if (n > best.n) best = { category, n };
  }
  return best.category;
}

/** A metric holding a figure (a number or a percentage), the proof a value point can carry. */
function figures(analysis: BusinessAnalysis): string[] {
  return Object.values(analysis.business_profile?.metrics ?? {})
    .map((m) => m.replace(/\s+/g, ' ').trim())
    .filter((m) => /\d/.test(m));
}

/** A metric that is the price ("Plans start at $69 per month"), not a result. */
const PRICE = /\$\s?\d|\bper (month|year|location)\b|\bplans? start\b|\bfree for\b|\bflat fee\b/i;

const wordsOf = (s: string) => new Set(s.toLowerCase().match(/[a-z]{4,}/g) ?? []);

function valuePointsOf(analysis: BusinessAnalysis): OfferValuePoint[] {
  const proofs = figures(analysis);
  const used = new Set<string>();
  const points: OfferValuePoint[] = [];
  const seen = new Set<string>();
  for (const f of analysis.business_profile?.features ?? []) {
    const benefit = f.benefit.trim() || f.feature.trim();
    if (!benefit) continue;
    const text = clip(
      f.feature.trim() && f.benefit.trim() ? `${f.feature.trim()}: ${f.benefit.trim()}` : benefit,
      MAX.point,
    );
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    // A metric is the proof of the feature it shares words with, each metric used once.
    const words = wordsOf(`${f.feature} ${f.benefit} ${f.payoff}`);
    // A price proves a point only when it speaks of it twice over ("no per-order commission" for commission-free orders).
    const shared = (p: string) => [...wordsOf(p)].filter((w) => words.has(w)).length;
    const proof = proofs.find((p) => !used.has(p) && shared(p) >= (PRICE.test(p) ? 2 : 1));
    if (proof) used.add(proof);
    points.push({ text, proof: proof ? clipClaim(proof, MAX.proof) : null });
    if (points.length === MAX_POINTS) break;
  }
  // A metric no feature claimed still proves the first point that has none; a price proves no feature.
  for (const proof of proofs.filter((p) => !used.has(p) && !PRICE.test(p))) {
    const free = points.find((p) => !p.proof);
    if (!free) break;
    free.proof = clipClaim(proof, MAX.proof);
  }
  if (points.length === 0) {
    const line = analysis.coreUSP || analysis.business_profile?.description || `What ${nameOf(analysis)} offers`;
    points.push({ text: clip(line, MAX.point), proof: proofs[0] ? clipClaim(proofs[0], MAX.proof) : null });
  }
  return points;
}

/** What a report writes when it does not know ("Not stated on the website", "Unknown", "N/A"). */
const UNKNOWN = /^(not (stated|known|found|available)\b.*|unknown|n\/a|none|-+)$/i;
const known = (s: string | undefined) => {
  const t = s?.trim() ?? '';
  return t && !UNKNOWN.test(t) ? t : '';
};
/** "Bar Owner" -> "Bar Owners": the buyers a role stands for. */
const plural = (role: string) =>
  /s$/i.test(role) ? role : /y$/i.test(role) && !/[aeiou]y$/i.test(role) ? `${role.slice(0, -1)}ies` : `${role}s`;

/**
 * The restaurants it suits: the report's target type when it says more than "Restaurants", with its
 * size when known; else the buyers its personas are ("Independent Restaurant Owners and Bar Owners").
 */
function suitsOf(analysis: BusinessAnalysis): string {
  const type = known(analysis.targetCustomerProfile?.demographics.type);
  const size = known(analysis.targetCustomerProfile?.demographics.size);
  if (type && !/^restaurants?\.?$/i.test(type))
    return clip(size && !type.toLowerCase().includes(size.toLowerCase()) ? `${type} (${size})` : type, MAX.suits);
  const roles = [...new Set((analysis.business_profile?.personas ?? []).map((p) => known(p.role)).filter(Boolean))].map(
    plural,
  );
  if (roles.length === 0) return type;
  return clip(roles.length > 1 ? `${roles.slice(0, -1).join(', ')} and ${roles.at(-1)}` : roles[0]!, MAX.suits);
}

/** The report's Business Analysis result as the rep's offer, ready for PUT /api/account/offer. */
export function offerFromAnalysis(analysis: BusinessAnalysis, sender?: OfferSender): Offer {
  const product = nameOf(analysis);
  const company = companyOf(product);
  const name = sender?.name?.trim();
  return {
    company_name: company,
    product_name: clip(product, MAX.product),
    category: categoryOf(analysis),
    value_points: valuePointsOf(analysis),
    suits: suitsOf(analysis),
    call_to_action: DEFAULT_OFFER_CALL_TO_ACTION,
    sender_name: clip(name || `The ${company} team`, MAX.sender),
    sender_title: clip(name ? (sender?.title ?? '') : '', MAX.sender),
    website_url: analysis.website_url?.trim() ? clip(analysis.website_url, MAX.url) : null,
  };
}
