/*
 * How the words of What I sell are said inside a sentence, wherever the product writes for the rep
 * (a pitch, a reply to an answer): a value point as a predicate ("cuts card fees", "gives you a
 * branded ordering site"), its proof figure in brackets. A feature named after a thing you can
 * count takes an article in English; an activity, a plural or a mass noun does not: decided from
 * the feature's last word (its head noun), so any vendor's feature reads right.
 */

/** "a"/"an" before a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|eu|one)/i.test(word) ? 'an' : 'a';
}

/** The first letter lower-cased, to continue a sentence, unless it starts an acronym ("POS"). */
export const lowerFirst = (t: string) => (/^(?:[A-Z][a-z]|A\s)/.test(t) ? t[0]!.toLowerCase() + t.slice(1) : t);

/** Head nouns of things a restaurant has one of: a site, an app, a kiosk, a dashboard. */
const COUNTABLE = new Set([
  'account',
  'app',
  'assistant',
  'booster',
  'bot',
  'builder',
  'button',
  'calendar',
  'card',
  'chatbot',
  'checklist',
  'code',
  'dashboard',
  'display',
  'editor',
  'feed',
  'form',
  'generator',
  'handheld',
  'hub',
  'inbox',
  'kiosk',
  'link',
  'map',
  'menu',
  'page',
  'planner',
  'platform',
  'portal',
  'printer',
  'profile',
  'program',
  'reader',
  'register',
  'report',
  'scanner',
  'scheduler',
  'screen',
  'site',
  'store',
  'system',
  'tablet',
  'template',
  'terminal',
  'timeclock',
  'tool',
  'tracker',
  'waitlist',
  'website',
  'widget',
]);

/** Words that already say which one ('your own site', 'a loyalty app', 'one dashboard'). */
const DETERMINER = /^(a|an|the|your|our|its|their|one|each|every|any|this|that|\d+)\b/i;

/** The feature with "a"/"an" before it when its head noun is a singular countable thing. */
export function featureWithArticle(feature: string): string {
  const words = feature.trim().split(/\s+/);
  const head = (words[words.length - 1] ?? '').toLowerCase().replace(/[^a-z-]/g, '');
  if (!head || DETERMINER.test(feature.trim()) || !COUNTABLE.has(head.split('-').pop()!)) return feature.trim();
  return `${article(feature.trim())} ${feature.trim()}`;
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
