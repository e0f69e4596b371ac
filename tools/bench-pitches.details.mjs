// What a restaurant really has, from its simulated site and listing, and what a pitch names of it:
// the truth tools/bench-pitches.mjs scores pitches against.

import { pitchFields } from './bench-pitches.emails.mjs';

// --- What a restaurant really has --------------------------------------------------------------

const PROVIDER_NAMES = {
  toast: 'Toast',
  chownow: 'ChowNow',
  square: 'Square',
  popmenu: 'Popmenu',
  bentobox: 'BentoBox',
  doordash: 'DoorDash',
  ubereats: 'Uber Eats',
  grubhub: 'Grubhub',
  opentable: 'OpenTable',
  resy: 'Resy',
  tock: 'Tock',
  mailchimp: 'Mailchimp',
  klaviyo: 'Klaviyo',
  tripleseat: 'Tripleseat',
  ezcater: 'ezCater',
  culinaryagents: 'Culinary Agents',
  wordpress: 'WordPress',
  wix: 'Wix',
  squarespace: 'Squarespace',
  godaddy: 'GoDaddy',
  spothopper: 'SpotHopper',
};
const EVENT_WORDS = [
  'private event',
  'private dining',
  'private room',
  'catering',
  'happy hour',
  'brunch',
  'birthday',
  'watch part',
  'rehearsal dinner',
  'wedding',
  'live music',
  'trivia',
  'buyout',
  'banquet',
  'tasting menu',
  'wine dinner',
  'family-style tray',
];
const STREET_SUFFIX =
  /\s+(street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|parkway|pkwy|highway|hwy|place|pl|court|ct|trail|trl)\.?$/i;

const textOf = (html) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;|’/g, "'")
    .replace(/\s+/g, ' ');
const unescape = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;|’/g, "'")
    .trim();

/** The restaurant's own details a pitch can name, and what its site offers, from its simulated site and listing. */
export function restaurantDetails(lead, world) {
  const truth = world.truth(lead.website);
  const html = [];
  if (truth) {
    const origin = new URL(truth.listing_url.replace(/^http:/, 'https:')).origin.replace(
      /\/\/[^/]+/,
      `//${truth.host}`,
    );
    for (const p of truth.pages) {
      const page = world.page(`${origin}${p}`, 'person');
      if (page.found && page.status === 200 && /html/.test(page.content_type)) html.push(page.body);
    }
  }
  const all = html.join('\n');
  const text = textOf(all);
  const dishes = new Set();
  for (const m of all.matchAll(/<li[^>]*>(?:<div>|<img[^>]*>)<h3>([^<]+)<\/h3>/g)) dishes.add(unescape(m[1]));
  const prices = new Set(text.match(/\$\d+(?:\.\d{2})?/g) ?? []);
  const years = new Set();
  for (const m of text.matchAll(/\b(19[5-9]\d|20[0-2]\d)\b/g)) years.add(m[1]);
  for (const m of text.matchAll(/\b(\d{1,3}) years\b/g)) years.add(`${m[1]} years`);
  const events = new Set(EVENT_WORDS.filter((w) => text.toLowerCase().includes(w)));
  for (const m of text.matchAll(/\b(\d{2,3}) guests\b/g)) events.add(`${m[1]} guests`);
  const platforms = new Set();
  if (truth) {
    for (const p of [
      truth.platform,
      ...truth.ordering.providers,
      truth.reservations.provider,
      truth.newsletter.provider,
      truth.private_events.provider,
      truth.catering.provider,
      truth.careers.provider,
    ])
      if (p && PROVIDER_NAMES[p]) platforms.add(PROVIDER_NAMES[p]);
  }
  // The street as a pitch says it: "Magnolia" of "1520 Magnolia Ave", "4th St" of "801 E 4th St".
  const road = (lead.address_parts?.street ?? lead.address.split(',')[0] ?? '')
    .replace(/^\d+[a-z]?\s+/i, '')
    .replace(/^(n|s|e|w|north|south|east|west)\.?\s+/i, '')
    .trim();
  const core = road.replace(STREET_SUFFIX, '').trim();
  const street = core.length >= 4 ? core : road;
  // What the site has: anywhere on it (`any`), and as a page or form of its own (`page`), so that
  // "no catering page" is a contradiction only where there is one, "no catering" wherever it is said.
  const offered = (o) => ({ any: o.mentioned || o.page || o.form, page: o.page || o.form });
  const both = (v) => ({ any: v, page: v });
  const has = truth && {
    ordering: both(truth.ordering.kind !== 'none'),
    reservations: both(truth.reservations.provider !== null),
    catering: offered(truth.catering),
    'private events': offered(truth.private_events),
    careers: offered(truth.careers),
    newsletter: both(truth.newsletter.present),
  };
  // A chain location's own name ("Golden Vietnamese Kitchen - Harbor") names its neighbourhood.
  const suffix =
    lead.brand && lead.name.startsWith(lead.brand)
      ? lead.name
          .slice(lead.brand.length)
          .replace(/^[\s\-–—|:,]+/, '')
          .trim()
      : '';
  return {
    names: [lead.name, lead.brand, truth?.name].filter(Boolean),
    dishes,
    prices,
    years,
    events,
    platforms,
    places: [street, suffix].filter((p) => p.length >= 4),
    // The listing's figures: its rating (with or without its review count) and its number of locations.
    rating: [
      lead.google_rating != null ? `${lead.google_rating}-star` : null,
      lead.google_rating != null ? `${lead.google_rating} stars` : null,
      lead.review_count ? lead.review_count.toLocaleString('en-US') : null,
      lead.review_count ? String(lead.review_count) : null,
    ].filter(Boolean),
    locations: lead.location_count > 1 ? lead.location_count : null,
    hours: hoursOf(lead.operating_hours?.weekday_text ?? []),
    has,
  };
}

// --- The listing's hours, to check what a pitch says of them ----------------------------------------

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Minutes past midnight of "11:00 PM" / "11 pm"; null when not a time. */
function minutesOf(t) {
  const m = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\b/i.exec(t ?? '');
  if (!m) return null;
  return ((Number(m[1]) % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(m[2] ?? 0);
}
/** Each listed day's opening and closing minutes (a close after midnight counts past 24 h); closed days left out. */
function hoursOf(lines) {
  const days = new Map();
  for (const line of lines) {
    const day = DAYS.find((d) => line.startsWith(d));
    if (!day || /closed/i.test(line)) continue;
    const times = line
      .slice(line.indexOf(':') + 1)
      .split(/[–—-]|\bto\b/)
      .map(minutesOf)
      .filter((x) => x !== null);
    if (times.length < 2) continue;
    const [open, close] = [times[0], times[times.length - 1]];
    days.set(day, { open, close: close <= 5 * 60 ? close + 24 * 60 : close });
  }
  return days;
}
/** True when a sentence's days ("on Fridays", "Friday and Saturday") name only days that fit `ok`. */
function daysFit(sentence, hours, ok) {
  const named = DAYS.filter((d) => new RegExp(`\\b${d}s?\\b`, 'i').test(sentence));
  const days = named.length ? named : [...hours.keys()];
  return days.length > 0 && (named.length ? days.every : days.some).call(days, (d) => hours.has(d) && ok(hours.get(d)));
}
/** What the pitch says of the listed hours, when the listing bears it out: "open until 11 pm on Fridays", "open late", "open 7 days". */
function hoursNamed(text, hours) {
  if (!hours.size) return false;
  for (const s of sentencesOf(text)) {
    const until = /\b(?:until|till|to|past)\s+(\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|midnight)/i.exec(s);
    if (until) {
      const at = /midnight/i.test(until[1]) ? 24 * 60 : minutesOf(until[1]);
      const close = at <= 5 * 60 ? at + 24 * 60 : at;
      if (daysFit(s, hours, (h) => h.close === close)) return true;
    }
    if (
      /\b(?:open|stay open|staying open|run)\s+late\b|\blate nights?\b/i.test(s) &&
      daysFit(s, hours, (h) => h.close >= 23 * 60)
    )
      return true;
    if (/\bopen(?:s|ing)? early\b|\bearly mornings?\b/i.test(s) && daysFit(s, hours, (h) => h.open < 8 * 60))
      return true;
    if (/\b(?:7|seven) days\b|\bevery day\b/i.test(s) && hours.size === 7) return true;
  }
  return false;
}

// --- Scoring ------------------------------------------------------------------------------------

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const sentencesOf = (text) =>
  (text ?? '')
    .split(/(?<=[.!?])\s+(?=[A-Z"“'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
const NEGATION =
  /\b(no|not|without|lacks?|lacking|missing|none|never|nothing|couldn't|could not|can't|cannot|didn't|did not|don't|doesn't|does not|isn't|aren't|wasn't|hasn't|haven't)\b/i;
const CAPABILITY_WORDS = {
  ordering: /\b(online ordering|order online|ordering|takeout orders|online orders)\b/i,
  reservations: /\b(reservations?|book(ing)? a table|online booking|bookings)\b/i,
  catering: /\bcater(ing|s)?\b/i,
  'private events': /\b(private (events?|dining|parties|party|room)|event (booking|inquir\w*)|parties)\b/i,
  careers: /\b(careers?|hiring|jobs?|job (page|openings?|listings?)|applications?)\b/i,
  newsletter: /\b(newsletter|email (list|sign-?ups?|signup|club)|mailing list)\b/i,
};

/** A masked, lower-cased sentence: the restaurant's, the rep's and the company's names as placeholders. */
export function masker(names) {
  const list = [...new Set(names.filter((n) => n && n.trim().length > 1))].sort((a, b) => b.length - a.length);
  const res = list.map((n) => new RegExp(escapeRe(n.trim()), 'gi'));
  return (s) =>
    res
      .reduce((t, re) => t.replace(re, '<name>'), s)
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
}

/** The listing's specifics named in `text`, each checked against the listing: place, hours, locations, rating. */
export function listingIn(text, d) {
  const hits = new Set();
  const lower = text.toLowerCase();
  // The place, outside the restaurant's own name (which carries a location's name).
  const unnamed = d.names.reduce((t, n) => t.split(n.toLowerCase()).join(' '), lower);
  for (const place of d.places) if (unnamed.includes(place.toLowerCase())) hits.add(`place:${place}`);
  if (hoursNamed(text, d.hours)) hits.add('hours');
  if (d.locations && new RegExp(`\\b${d.locations} (?:locations|restaurants|spots)\\b`).test(text))
    hits.add('locations');
  if (d.rating.some((f) => new RegExp(`(?<![\\d.,])${escapeRe(f)}(?![\\d])`).test(text))) hits.add('rating');
  return hits;
}

/** The restaurant's own details of its site named in `text` (a negated clause names no event or platform). */
export function detailsIn(text, d) {
  const hits = new Set();
  const lower = text.toLowerCase();
  for (const dish of d.dishes) if (lower.includes(dish.toLowerCase())) hits.add(`dish:${dish}`);
  for (const price of d.prices) if (new RegExp(`${escapeRe(price)}(?!\\d)`).test(text)) hits.add(`price:${price}`);
  for (const year of d.years) if (new RegExp(`\\b${escapeRe(year)}\\b`).test(text)) hits.add(`year:${year}`);
  // A clause at a time: "I couldn't find a booking link; I also noticed your Toast orders" names Toast.
  for (const s of sentencesOf(text).flatMap((x) => x.split(/[;:()–—]/))) {
    if (NEGATION.test(s)) continue;
    const sl = s.toLowerCase();
    for (const e of d.events) if (sl.includes(e)) hits.add(`event:${e}`);
    for (const p of d.platforms) if (new RegExp(`\\b${escapeRe(p)}\\b`).test(s)) hits.add(`platform:${p}`);
  }
  return hits;
}

/** Sentences saying the site lacks what its truth says it has. */
export function contradictionsIn(pitch, d) {
  if (!d.has) return [];
  const fields = pitchFields(pitch);
  const found = [];
  for (const s of fields.flatMap(sentencesOf)) {
    // The capability named a few words after a negation, in the same clause ("couldn't find online
    // ordering on your website"; not "…, not a marketplace, which fits your Resy bookings").
    const said = new Set();
    for (const neg of s.matchAll(new RegExp(NEGATION.source, 'gi'))) {
      const clause = s.slice(neg.index).split(/[,;:()–—]|\b(?:which|but|and so)\b/i)[0];
      const after = clause.split(/\s+/).slice(0, 9).join(' ');
      const aboutPage = /\b(page|form)\b/i.test(after);
      for (const [cap, re] of Object.entries(CAPABILITY_WORDS))
        if (!said.has(cap) && d.has[cap][aboutPage ? 'page' : 'any'] && re.test(after)) {
          said.add(cap);
          found.push({ capability: cap, sentence: s });
        }
    }
  }
  return found;
}
