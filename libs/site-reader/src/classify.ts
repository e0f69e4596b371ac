import type { FormPurpose, LinkKind, ProviderCategory, SocialNetwork } from './schemas.js';

/** Third-party providers a restaurant site links to or embeds, by host suffix. Order matters: first match wins. */
export interface ProviderRule {
  provider: string;
  category: ProviderCategory;
  /** Host equals this or ends with "." + this. */
  host: string;
  /** Optional path test (lower-cased pathname). */
  path?: RegExp;
}

export const PROVIDER_RULES: ProviderRule[] = [
  // gift cards first: a toasttab.com/…/giftcards link is a gift-card link, not ordering
  { provider: 'toast', category: 'gift_cards', host: 'toasttab.com', path: /gift/ },
  { provider: 'square', category: 'gift_cards', host: 'squareup.com', path: /gift/ },
  { provider: 'giftup', category: 'gift_cards', host: 'giftup.app' },
  { provider: 'yelp', category: 'reservations', host: 'yelp.com', path: /^\/reservations/ },
  { provider: 'toast', category: 'ordering', host: 'toasttab.com' },
  { provider: 'toast', category: 'ordering', host: 'toast.site' },
  { provider: 'chownow', category: 'ordering', host: 'chownow.com' },
  { provider: 'olo', category: 'ordering', host: 'olo.com' },
  { provider: 'square', category: 'ordering', host: 'square.site' },
  { provider: 'square', category: 'ordering', host: 'squareup.com' },
  { provider: 'clover', category: 'ordering', host: 'clover.com' },
  { provider: 'slice', category: 'ordering', host: 'slicelife.com' },
  { provider: 'menufy', category: 'ordering', host: 'menufy.com' },
  { provider: 'popmenu', category: 'ordering', host: 'order.popmenu.com' },
  { provider: 'owner', category: 'ordering', host: 'owner.com' },
  { provider: 'lunchbox', category: 'ordering', host: 'lunchbox.io' },
  { provider: 'spoton', category: 'ordering', host: 'spoton.com' },
  { provider: 'bentobox', category: 'ordering', host: 'getbento.com', path: /order/ },
  { provider: 'doordash', category: 'ordering', host: 'order.online' },
  { provider: 'doordash', category: 'delivery', host: 'doordash.com' },
  { provider: 'ubereats', category: 'delivery', host: 'ubereats.com' },
  { provider: 'grubhub', category: 'delivery', host: 'grubhub.com' },
  { provider: 'seamless', category: 'delivery', host: 'seamless.com' },
  { provider: 'postmates', category: 'delivery', host: 'postmates.com' },
  { provider: 'caviar', category: 'delivery', host: 'trycaviar.com' },
  { provider: 'ezcater', category: 'catering', host: 'ezcater.com' },
  { provider: 'opentable', category: 'reservations', host: 'opentable.com' },
  { provider: 'opentable', category: 'reservations', host: 'opentable.co.uk' },
  { provider: 'resy', category: 'reservations', host: 'resy.com' },
  { provider: 'sevenrooms', category: 'reservations', host: 'sevenrooms.com' },
  { provider: 'tock', category: 'reservations', host: 'exploretock.com' },
  { provider: 'tock', category: 'reservations', host: 'tock.com' },
  { provider: 'tripleseat', category: 'events', host: 'tripleseat.com' },
  { provider: 'perfectvenue', category: 'events', host: 'perfectvenue.com' },
  { provider: 'culinaryagents', category: 'careers', host: 'culinaryagents.com' },
  { provider: 'harri', category: 'careers', host: 'harri.com' },
  { provider: 'indeed', category: 'careers', host: 'indeed.com' },
  { provider: 'workstream', category: 'careers', host: 'workstream.us' },
  { provider: 'snagajob', category: 'careers', host: 'snagajob.com' },
  { provider: '7shifts', category: 'careers', host: '7shifts.com' },
  { provider: 'mailchimp', category: 'newsletter', host: 'list-manage.com' },
  { provider: 'mailchimp', category: 'newsletter', host: 'mailchimp.com' },
  { provider: 'klaviyo', category: 'newsletter', host: 'klaviyo.com' },
  { provider: 'constantcontact', category: 'newsletter', host: 'constantcontact.com' },
  { provider: 'jotform', category: 'forms', host: 'jotform.com' },
  { provider: 'typeform', category: 'forms', host: 'typeform.com' },
  { provider: 'google_forms', category: 'forms', host: 'docs.google.com', path: /^\/forms\// },
  { provider: 'google_forms', category: 'forms', host: 'forms.gle' },
  { provider: 'wufoo', category: 'forms', host: 'wufoo.com' },
  { provider: 'cognitoforms', category: 'forms', host: 'cognitoforms.com' },
  { provider: 'formstack', category: 'forms', host: 'formstack.com' },
  { provider: 'hubspot', category: 'forms', host: 'hsforms.com' },
  { provider: '123formbuilder', category: 'forms', host: '123formbuilder.com' },
];

export function hostMatches(host: string, suffix: string): boolean {
  return host === suffix || host.endsWith(`.${suffix}`);
}

export function matchProvider(url: URL): ProviderRule | undefined {
  const host = url.hostname.toLowerCase();
  const p = url.pathname.toLowerCase();
  return PROVIDER_RULES.find((r) => hostMatches(host, r.host) && (!r.path || r.path.test(p)));
}

const SOCIAL_HOSTS: Array<[string, SocialNetwork]> = [
  ['facebook.com', 'facebook'],
  ['fb.com', 'facebook'],
  ['instagram.com', 'instagram'],
  ['twitter.com', 'x'],
  ['x.com', 'x'],
  ['tiktok.com', 'tiktok'],
  ['yelp.com', 'yelp'],
  ['tripadvisor.com', 'tripadvisor'],
  ['linkedin.com', 'linkedin'],
  ['youtube.com', 'youtube'],
  ['youtu.be', 'youtube'],
  ['pinterest.com', 'pinterest'],
];

/** Share buttons, tracking pixels and widgets are not profiles. */
/** Share buttons, tracking pixels and search pages: a whole first path segment, so a profile like /tranridgetacos stays a profile. */
const NOT_A_PROFILE =
  /^\/(?:(?:sharer|share|intent|plugins|tr|dialog|home\.php|hashtag|search|embed|reservations|writeareview|pin\/create)(?=[/?#.]|$)|watch\?)/;

export function socialNetworkOf(url: URL): SocialNetwork | undefined {
  const host = url.hostname.toLowerCase();
  let net: SocialNetwork | undefined;
  for (const [suffix, n] of SOCIAL_HOSTS)
    if (hostMatches(host, suffix) || (suffix === 'tripadvisor.com' && /(^|\.)tripadvisor\.[a-z.]+$/.test(host)))
      net = n;
  if (!net) return undefined;
  const path = url.pathname.toLowerCase();
  if (path === '/' || path === '' || NOT_A_PROFILE.test(path + url.search)) return undefined;
  return net;
}

interface KindRule {
  kind: LinkKind;
  text: RegExp;
  path: RegExp;
}

const KIND_RULES: KindRule[] = [
  {
    kind: 'menu',
    text: /\bmenus?\b|\bour food\b|\bfood (&|and) drinks?\b|\bdrinks?\b|\bwine list\b|\bcocktails\b/i,
    path: /(^|[/_-])(menus?|food|drinks|wine-list)([/._-]|$)/i,
  },
  {
    kind: 'order_online',
    text: /\border(ing)?\b(?! ?(policy|history))|\btake[ -]?out\b|\bpick[ -]?up\b|\bdelivery\b|\bcurbside\b|\bto[ -]go\b/i,
    path: /(^|[/_-])(order|ordering|order-online|online-ordering|takeout|pickup|delivery)([/._-]|$)/i,
  },
  {
    kind: 'reservations',
    text: /\breserv(e|ation|ations)\b|\bbook (a |your )?(table|now|online)\b/i,
    path: /(^|[/_-])(reserv|reservations?|book-a-table|booking)([/._-]|$)/i,
  },
  { kind: 'catering', text: /\bcater(ing|s)?\b/i, path: /cater/i },
  {
    kind: 'private_events',
    text: /\bprivate (events?|dining|part(y|ies)|rooms?|functions?)\b|\bevents?\b|\bparties\b|\bbanquets?\b|\bbuy-?outs?\b|\bgroup dining\b|\bhost (your|an) (event|party)\b/i,
    path: /(^|[/_-])(private|events?|parties|party|banquets?|buyouts?|private-dining|group-dining)([/._-]|$)/i,
  },
  {
    kind: 'careers',
    text: /\bcareers?\b|\bjobs?\b|\bnow hiring\b|\bhiring\b|\bemployment\b|\bjoin (our|the) team\b|\bwork (with|for) us\b/i,
    path: /(^|[/_-])(careers?|jobs?|employment|hiring|join-our-team)([/._-]|$)/i,
  },
  {
    kind: 'gift_cards',
    text: /\bgift ?cards?\b|\bgift certificates?\b|\be-?gift\b/i,
    path: /(^|[/_-])(gift-?cards?|giftcards|gift-certificates?|gift)([/._-]|$)/i,
  },
  {
    kind: 'contact',
    text: /\bcontact\b|\bget in touch\b|\bfind us\b|\blocations?\b|\bdirections\b|\bvisit us\b/i,
    path: /(^|[/_-])(contact(-us)?|locations?|find-us|visit(-us)?|directions)([/._-]|$)/i,
  },
  {
    kind: 'newsletter',
    text: /\bnewsletter\b|\bmailing list\b|\bemail list\b|\bsign up for (our )?(emails?|news|updates)\b|\bsubscribe\b|\bjoin our (list|club|e-?club)\b|\be-?club\b/i,
    path: /(^|[/_-])(newsletter|subscribe|eclub|e-club|mailing-list)([/._-]|$)/i,
  },
];

const PROVIDER_TO_KIND: Partial<Record<ProviderCategory, LinkKind>> = {
  ordering: 'order_online',
  delivery: 'order_online',
  reservations: 'reservations',
  catering: 'catering',
  events: 'private_events',
  careers: 'careers',
  gift_cards: 'gift_cards',
  newsletter: 'newsletter',
};

/** Classifies a link by its text and its URL (path, provider host, mailto local part). */
export function classifyLink(text: string, url: URL | undefined, rawHref: string): LinkKind[] {
  const kinds = new Set<LinkKind>();
  const t = text.replace(/\s+/g, ' ').trim();
  for (const r of KIND_RULES) if (r.text.test(t)) kinds.add(r.kind);
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
    const pathPart = decodeURIComponent(
      url.pathname + (url.hash.length > 1 ? url.hash.replace('#', '/') : ''),
    ).toLowerCase();
    for (const r of KIND_RULES) if (r.path.test(pathPart)) kinds.add(r.kind);
    const provider = matchProvider(url);
    const k = provider && PROVIDER_TO_KIND[provider.category];
    if (k) kinds.add(k);
  } else if (/^mailto:/i.test(rawHref)) {
    const local = rawHref.slice(7).split('@')[0].toLowerCase();
    if (/cater/.test(local)) kinds.add('catering');
    if (/event|party|parties|private/.test(local)) kinds.add('private_events');
    if (/job|career|hiring|hr\b/.test(local)) kinds.add('careers');
  }
  // "Events" on a reservations platform is still a reservation link; "Contact" on a menu PDF is a menu.
  return [...kinds];
}

const PURPOSE_WORDS: Array<[Exclude<FormPurpose, 'other'>, RegExp]> = [
  [
    'job',
    /\bresume\b|\bcv\b|\bposition\b|\bjobs?\b|\bapply\b|\bapplication\b|\bemployment\b|\bcareers?\b|\bhiring\b|\bavailability\b|\bexperience\b/g,
  ],
  ['catering', /\bcater(ing)?\b/g],
  [
    'private_party',
    /\bprivate\b|\bevents?\b|\bevent[ _-]?(date|type)\b|\bpart(y|ies)\b|\bguests?\b|\bguest[ _-]?count\b|\bheadcount\b|\boccasion\b|\bbanquet\b|\bbuy-?out\b/g,
  ],
  [
    'reservation',
    /\breserv(e|ation|ations)\b|\bparty[ _-]?size\b|\bcovers\b|\bbook(ing)? a table\b|\btime[ _-]?slot\b/g,
  ],
  ['newsletter', /\bnewsletter\b|\bsubscribe\b|\bmailing\b|\bsign ?up\b|\bemail list\b|\be-?club\b/g],
  [
    'contact',
    /\bcontact\b|\bmessage\b|\bcomments?\b|\binquiry\b|\benquiry\b|\bquestions?\b|\bget in touch\b|\bfeedback\b/g,
  ],
];

/**
 * Guesses a form's purpose from its own words (field names, labels, placeholders, action, id/class,
 * button: weight 2) and its surroundings (nearest heading, page path: weight 1). Specific purposes
 * win ties over general ones; a form that asks for an e-mail address and little else is a sign-up.
 */
export function guessFormPurpose(input: { fields: string[]; own: string; context: string }): FormPurpose {
  const norm = (s: string): string => ` ${s.toLowerCase().replace(/[_\-[\]/]+/g, ' ')} `;
  const o = norm(input.own);
  const c = norm(input.context);
  const fieldWords = input.fields.map((f) => norm(f).trim());
  if (fieldWords.some((f) => /^(q|s|search|query|keywords?)$/.test(f)) && !fieldWords.some((f) => /mail/.test(f)))
    return 'other';
  let best: FormPurpose = 'other';
  let bestScore = 0;
  for (const [purpose, re] of PURPOSE_WORDS) {
    const score = 2 * (o.match(re)?.length ?? 0) + (c.match(re)?.length ?? 0);
    if (score > bestScore) {
      best = purpose;
      bestScore = score;
    }
  }
  const emailish = fieldWords.filter((f) => /mail/.test(f));
  const nameish = fieldWords.filter((f) => /name|first|last|zip|postal|birthday/.test(f));
  const onlySignUp = emailish.length === 1 && emailish.length + nameish.length === fieldWords.length;
  if (onlySignUp && (best === 'other' || best === 'contact')) return 'newsletter';
  return best;
}

/** Which purpose a provider's iframe form serves, when the provider tells it. */
export function purposeOfProvider(category: ProviderCategory | undefined): FormPurpose | undefined {
  switch (category) {
    case 'events':
      return 'private_party';
    case 'careers':
      return 'job';
    case 'newsletter':
      return 'newsletter';
    case 'reservations':
      return 'reservation';
    case 'catering':
      return 'catering';
    default:
      return undefined;
  }
}
