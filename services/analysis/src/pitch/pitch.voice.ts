/*
 * How the rep speaks, chosen once for every surface: "I'm <name>, <title> at <company>", the offer's
 * product said with its value points and proof, the call to action, the signature. Phrasing is picked
 * per restaurant from several templates per sentence, seeded by the lead so a lead keeps its pitch.
 */
import type { FoundPerson, Offer, PitchSeller } from '@leadgen/contracts';
import { featureWithArticle } from './pitch.article.js';
import { lowerFirst } from './pitch.words.js';

/** Who speaks: the offer's sender, else the rep's company from the profile or selected report, else nobody named. */
export interface Voice {
  name: string | null;
  title: string | null;
  company: string | null;
  product: string | null;
}

export function voiceOf(offer: Offer | null, seller: PitchSeller | null): Voice {
  // An offer made from a Business Analysis without a sender is signed "The <company> team", and one
  // whose sender was left out (a name made from the account's email) has none: nobody by name.
  if (offer && (!offer.sender_name.trim() || /^the .+ team$/i.test(offer.sender_name.trim())))
    return { name: null, title: null, company: offer.company_name, product: offer.product_name };
  if (offer)
    return {
      name: offer.sender_name,
      title: offer.sender_title?.trim() || null,
      company: offer.company_name,
      product: offer.product_name,
    };
  return { name: null, title: null, company: seller?.company_name ?? null, product: null };
}

/** "I'm Maria Lopez, Account Executive at TableTech"; "I'm with TableTech"; null when nobody is named. */
export function introOf(v: Voice): string | null {
  if (v.name) return `I'm ${v.name}${v.title ? `, ${v.title}` : ''}${v.company ? ` at ${v.company}` : ''}`;
  if (v.company) return `I'm with ${v.company}`;
  return null;
}

/** Mixes the seed with a salt so two choices for one lead are independent of each other. */
export function choose<T>(variants: readonly T[], seed: number, salt: number): T {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return variants[((h ^ (h >>> 16)) >>> 0) % variants.length]!;
}

const VERB_S =
  /^(cuts|saves|brings|helps|lets|keeps|turns|takes|adds|sends|fills|gets|runs|pays|makes|gives|handles|syncs|reduces|increases|boosts|automates|replaces|answers|tracks|puts|connects|speeds|shows|works)\b/i;
const VERB =
  /^(cut|save|bring|help|let|keep|turn|take|add|send|fill|get|run|pay|make|give|handle|sync|reduce|increase|boost|automate|replace|answer|track|put|connect|speed|show|work|stop|end|accept|sell|grow|win|fix|see|join|hold|split|file|know|spend|seat|text|reach|skip|plan|build|share|collect|print|serve|manage|welcome|book|order|ring|close|open|watch|check|approve|post|reply|fire|route|move|set|start|finish|pull|push|cap|ask|change|earn|update|list|offer|text|print|track)\b/i;

/** Names a benefit may start with, kept as written ('Google reviews come in…'). */
const BRAND_FIRST =
  /^(Google|Yelp|Toast|Square|Clover|DoorDash|Uber|Grubhub|Instagram|Facebook|TikTok|OpenTable|Resy|Tock|Apple|Android|QuickBooks|Stripe)\b/;

/**
 * A value point said as a full sentence's predicate: "cuts card fees", "helps you cut card fees",
 * "gives you commission-free ordering". A point written as a report lists it ("Tableside ordering:
 * Servers take orders at the table") reads as one sentence: "gives you tableside ordering, so
 * servers take orders at the table".
 */
export function predicate(text: string): string {
  const [feature, ...rest] = text.trim().split(/:\s+/);
  const benefit = rest
    .join(': ')
    .trim()
    .replace(/[.!]+$/, '');
  if (feature && benefit && feature.split(/\s+/).length <= 6) {
    const b = BRAND_FIRST.test(benefit) ? benefit : lowerFirst(benefit);
    return `gives you ${featureWithArticle(lowerFirst(feature.trim()))}, ${VERB.test(b) ? `so you can ${b}` : `so ${b}`}`;
  }
  const t = lowerFirst(text.trim().replace(/[.!]+$/, ''));
  if (VERB_S.test(t)) return t;
  if (VERB.test(t)) return `helps you ${t}`;
  return `gives you ${t}`;
}

/**
 * Words a proof figure starts with as a sentence of its own ('Trusted by 3,200 restaurants', 'On
 * average, …', 'Managers using ShiftPay save…'): inside a sentence's brackets they read lower-case.
 * A name (the product's, a city's) keeps its capital.
 */
const PROOF_OPENERS =
  /^(?:Trusted|Used|Loved|Chosen|Rated|Over|More|Most|Nearly|Almost|About|Up|On|In|Across|Since|Every|Each|Average|Our|Customers|Clients|Users|Restaurants|Managers|Owners|Operators|Guests|Teams|Staff|Employees|Venues|Locations|Brands|Independent|Local)\b/;

/** "(2.49% per swipe)", "(trusted by 3,200 restaurants)", or nothing without a proof figure. */
export function proofOf(proof: string | null | undefined): string {
  const said = proof?.trim().replace(/[.]+$/, '');
  if (!said) return '';
  return ` (${PROOF_OPENERS.test(said) ? said[0]!.toLowerCase() + said.slice(1) : said})`;
}

/** How each role is spoken to in the greeting's reason. */
const ROLE_AS: Record<FoundPerson['role'], string> = {
  Owner: 'the owner',
  'Co-owner': 'one of the owners',
  Founder: 'the founder',
  'Chef/Owner': 'the chef and owner',
  Chef: 'the chef',
  'General Manager': 'the general manager',
  Manager: 'the manager',
};
export const roleAs = (role: FoundPerson['role']) => ROLE_AS[role];

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
