// Pitch quality: how a rep would read the per-row pitches of one city, for each of the five simulated
// vendors' offers. Searches 50 leads with websites in one city, sets each vendor's offer ('What I sell',
// made from a Business Analysis of the vendor's simulated site; on a tree without the offer routes the
// vendor is passed as the pitch's seller), asks 'Generate Pitch' (POST /api/pitches/lead) for every
// lead, and scores what comes back against the simulated sites' truth:
// - the most repeated sentence's share: sentences of the email opener, call opener and value
//   proposition, the restaurant's, the rep's and the company's names masked, counted once a pitch
//   (target <= 10%);
// - restaurant details per pitch, in the email opener and value proposition, two ways: the site's own
//   (dishes, prices, years, events and platforms of its simulated site), and the site's with the
//   listing's specifics the script can check against the listing (street or location name, hours,
//   number of locations, rating with its reviews) (target >= 2 in every pitch: the least and the share);
// - contradictions: a pitch saying the site lacks ordering, reservations, catering, private events,
//   hiring or a newsletter that the site has (target 0);
// - pitches naming the offer's product (target 100%);
// - the cold emails read by the email linter (tools/bench-pitches.emails.mjs): violations of each
//   rule over all 300 emails (target 0), and the most repeated sentence (target <= 10%).
// The same leads are pitched once more with no offer set, for the rep's company only (the profile's
// company name), and scored the same way.
// The old writer's figures (tools/bench-pitches.baseline.json) are printed beside.
// Usage: node tools/bench-pitches.mjs. Settings: BENCH_PITCH_LEADS (default 50), BENCH_PITCH_CITY
// (default 'Austin, TX'), BENCH_PITCH_SAVE=<file> writes the figures there (how the baseline was made),
// BENCH_PITCH_NO_BUILD=1 skips the build, BENCH_PITCH_DUMP=<file> writes every pitch with what was found in it.
import './node-version.mjs';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fmt, machine, signIn, withBenchStack } from './bench-kit.mjs';
import { lintEmails, pitchFields, reportEmails } from './bench-pitches.emails.mjs';
import { root } from './stack.mjs';

const LEADS = Number(process.env.BENCH_PITCH_LEADS ?? 50);
const [CITY, STATE] = (process.env.BENCH_PITCH_CITY ?? 'Austin, TX').split(',').map((s) => s.trim());
const BASELINE = path.join(path.dirname(new URL(import.meta.url).pathname), 'bench-pitches.baseline.json');
const CONCURRENCY = 4;
/** The rep who signs the offers. */
const SENDER = { name: 'Sam Rivera', title: 'Account Executive' };

const load = (p) => import(pathToFileURL(path.join(root, p)).href);

// ---------------------------------------------------------------------------------------------

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

/** An offer from a Business Analysis, for a tree without offerFromAnalysis (the old writer's). */
function offerOf(analysis, vendor) {
  const features = analysis.business_profile?.features ?? [];
  return {
    company_name: analysis.company_name || vendor.name,
    product_name: analysis.company_name || vendor.name,
    category: 'other',
    value_points: (features.length ? features : [{ feature: vendor.category, benefit: vendor.category }])
      .slice(0, 5)
      .map((f) => ({ text: f.benefit || f.feature, proof: null })),
    suits: '',
    call_to_action: 'a 15-minute call this week',
    sender_name: SENDER.name,
    sender_title: SENDER.title,
    website_url: vendor.url,
  };
}

/** What the old Search page sent with a pitch: the selected report's company, pitch and features. */
function sellerOf(analysis, vendor) {
  const profile = analysis.business_profile;
  return {
    company_name: analysis.company_name || vendor.name,
    website_url: vendor.url,
    ...(profile?.description ? { value_proposition: profile.description.slice(0, 600) } : {}),
    offers: (profile?.features ?? []).slice(0, 20).map((f) => f.feature.slice(0, 200)),
  };
}

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
function restaurantDetails(lead, world) {
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
const sentencesOf = (text) =>
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
function masker(names) {
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
function listingIn(text, d) {
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
function detailsIn(text, d) {
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
function contradictionsIn(pitch, d) {
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

function scoreSet(items, details) {
  const counts = new Map();
  const perPitchDetails = [];
  const perPitchWithListing = [];
  let naming = 0;
  const contradictions = [];
  for (const { lead, pitch, product, offer } of items) {
    const d = details.get(lead);
    const mask = masker([...d.names, offer.company_name, offer.product_name, offer.sender_name]);
    const seen = new Set(
      [pitch.email_opener, pitch.call_opener, pitch.value_proposition].flatMap(sentencesOf).map(mask),
    );
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
    const opening = `${pitch.email_opener}\n${pitch.value_proposition}`;
    const own = detailsIn(opening, d);
    perPitchDetails.push(own.size);
    perPitchWithListing.push(own.size + listingIn(opening, d).size);
    const spoken = [pitch.email_opener, pitch.call_opener, pitch.value_proposition, pitch.suggested_approach].join(
      '\n',
    );
    if (spoken.toLowerCase().includes(product.toLowerCase())) naming++;
    for (const c of contradictionsIn(pitch, d)) contradictions.push({ restaurant: lead.name, ...c });
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [topSentence, topCount] = ranked[0] ?? ['', 0];
  const n = items.length;
  return {
    pitches: n,
    top_sentence_share: topCount / n,
    top_sentence: topSentence,
    top_sentences: ranked.slice(0, 3).map(([sentence, count]) => ({ sentence, share: count / items.length })),
    details_min: Math.min(...perPitchDetails),
    details_mean: perPitchDetails.reduce((a, b) => a + b, 0) / n,
    details_share_2plus: perPitchDetails.filter((x) => x >= 2).length / n,
    with_listing_min: Math.min(...perPitchWithListing),
    with_listing_share_2plus: perPitchWithListing.filter((x) => x >= 2).length / n,
    contradictions: contradictions.length,
    contradiction_examples: contradictions.slice(0, 3),
    naming_product_share: naming / n,
  };
}

function score(perOffer, details) {
  const offers = perOffer.map(({ vendor, product, offer, via, pitches }) => ({
    vendor,
    product,
    via,
    ...scoreSet(
      pitches.map((p) => ({ ...p, product, offer })),
      details,
    ),
  }));
  const overall = scoreSet(
    perOffer.flatMap(({ product, offer, pitches }) => pitches.map((p) => ({ ...p, product, offer }))),
    details,
  );
  return { offers, overall };
}

/** Every pitch with what the script found in it, to read the figures' grounds. */
function dump(file, perOffer, details) {
  const rows = perOffer.flatMap(({ vendor, product, offer, pitches }) =>
    pitches.map(({ lead, pitch }) => {
      const d = details.get(lead);
      return {
        vendor,
        restaurant: lead.name,
        website: lead.website,
        known: {
          ...d,
          dishes: [...d.dishes],
          prices: [...d.prices],
          years: [...d.years],
          events: [...d.events],
          platforms: [...d.platforms],
          hours: Object.fromEntries(d.hours),
        },
        details_named: [...detailsIn(`${pitch.email_opener}\n${pitch.value_proposition}`, d)],
        listing_named: [...listingIn(`${pitch.email_opener}\n${pitch.value_proposition}`, d)],
        contradictions: contradictionsIn(pitch, d),
        names_product: JSON.stringify(pitch).toLowerCase().includes(product.toLowerCase()),
        offer_sender: offer.sender_name,
        pitch,
      };
    }),
  );
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
}

// --- Report -------------------------------------------------------------------------------------

function report(now, old) {
  const pct = (x) => (Number.isFinite(x) ? `${fmt(x * 100, 0)}%` : 'n/a');
  const line = (label, f) =>
    `  ${label.padEnd(16)} top sentence ${pct(f.top_sentence_share).padStart(4)} | site details min ${f.details_min}, mean ${fmt(f.details_mean)}, >=2 in ${pct(f.details_share_2plus).padStart(4)} | site + listing min ${f.with_listing_min ?? 'n/a'}, >=2 in ${pct(f.with_listing_share_2plus).padStart(4)} | contradictions ${String(f.contradictions).padStart(3)} | names product ${pct(f.naming_product_share).padStart(4)}`;
  console.log(
    `\nPitch quality (${machine()}): 'Generate Pitch' on ${now.leads} leads with websites in ${now.city}, for each simulated vendor's offer`,
  );
  console.log('  targets: top sentence <= 10%, details >= 2 in every pitch, contradictions 0, names product 100%');
  const block = (title, f) => {
    console.log(`${title}`);
    for (const o of f.offers) console.log(line(o.vendor, o));
    console.log(line('overall', f.overall));
    for (const t of f.overall.top_sentences ?? [
      { sentence: f.overall.top_sentence, share: f.overall.top_sentence_share },
    ])
      console.log(`  repeated in ${pct(t.share)} of pitches: "${t.sentence}"`);
    for (const c of f.overall.contradiction_examples ?? [])
      console.log(`  contradiction (${c.capability}, ${c.restaurant}): "${c.sentence}"`);
  };
  block(`this writer (commit ${now.commit}, via ${now.offers[0]?.via ?? 'n/a'}):`, now);
  if (now.no_offer) {
    const f = now.no_offer;
    console.log(`no offer set, the rep's company only (${f.company}):`);
    console.log(line('no offer', f));
    for (const t of f.top_sentences) console.log(`  repeated in ${pct(t.share)} of pitches: "${t.sentence}"`);
    for (const c of f.contradiction_examples)
      console.log(`  contradiction (${c.capability}, ${c.restaurant}): "${c.sentence}"`);
  }
  if (old) {
    block(`old writer (commit ${old.commit}, measured ${old.date.slice(0, 10)}):`, old);
    // The saved figures were counted before the site/listing split: its 'site details' include the
    // street, and its 'site + listing' is the rating and review count added to them.
    console.log(
      "  (the old writer's figures as saved: its site details count the street, its site + listing the rating)",
    );
  }
}

// Last, so every helper above is defined before the run.
const figures = await withBenchStack(
  async ({ gatewayUrl }) => {
    const contracts = await load('libs/contracts/dist/index.js');
    const { demoWorld } = await load('services/simulator/dist/world/sites/demo-sites.world.js');
    const world = demoWorld();
    const token = await signIn(gatewayUrl, 'bench-pitches@example.com');
    const call = async (method, url, body) => {
      const res = await fetch(`${gatewayUrl}${url}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await res.json().catch(() => null);
      return { ok: res.ok, status: res.status, answer };
    };
    const must = async (method, url, body) => {
      const r = await call(method, url, body);
      if (!r.ok) throw new Error(`${method} ${url} answered ${r.status}: ${JSON.stringify(r.answer).slice(0, 300)}`);
      return r.answer;
    };

    const { leads: found } = await must('POST', '/api/leads/search', { city: CITY, state: STATE, limit: 100 });
    const leads = found.filter((l) => l.website).slice(0, LEADS);
    if (leads.length < LEADS) throw new Error(`only ${leads.length} leads with websites in ${CITY}`);
    const details = new Map(leads.map((l) => [l, restaurantDetails(l, world)]));

    const perOffer = [];
    for (const vendor of contracts.DEMO_VENDOR_EXAMPLES) {
      const { analysis_data: analysis } = await must('POST', '/api/analyze_business_url', {
        website_url: vendor.url,
        selected_steps: { step1: true, step2: true, step3: true, step4: true },
      });
      const offer = contracts.offerFromAnalysis
        ? contracts.offerFromAnalysis(analysis, SENDER)
        : offerOf(analysis, vendor);
      const put = await call('PUT', '/api/account/offer', { offer });
      const via = put.ok ? 'offer' : 'seller';
      // The old API has no offer: the vendor's report is passed with each pitch, as its Search page did.
      const seller = put.ok ? undefined : sellerOf(analysis, vendor);
      const pitches = await mapLimit(leads, CONCURRENCY, async (lead) => {
        const { pitch_content: pitch } = await must('POST', '/api/pitches/lead', {
          lead,
          ...(seller ? { seller } : {}),
        });
        return { lead, pitch };
      });
      perOffer.push({ vendor: vendor.name, product: offer.product_name, offer, via, pitches });
    }
    await call('PUT', '/api/account/offer', { offer: null });
    // No offer: the rep's company only, as the profile names it (the first vendor's name).
    const company = contracts.DEMO_VENDOR_EXAMPLES[0];
    await must('PATCH', '/api/account/profile', { company_name: company.name, company_website: company.url });
    const bare = await mapLimit(leads, CONCURRENCY, async (lead) => {
      const { pitch_content: pitch } = await must('POST', '/api/pitches/lead', { lead });
      return { lead, pitch };
    });
    const none = {
      vendor: 'no offer',
      product: company.name,
      offer: { company_name: company.name, product_name: company.name, sender_name: '' },
      via: 'profile',
      pitches: bare,
    };
    if (process.env.BENCH_PITCH_DUMP) dump(process.env.BENCH_PITCH_DUMP, [...perOffer, none], details);
    const scored = score(perOffer, details);
    const noOffer = scoreSet(
      bare.map((p) => ({ ...p, product: none.product, offer: none.offer })),
      details,
    );
    const emails = await lintEmails([...perOffer, none]);
    return { ...scored, no_offer: { company: company.name, ...noOffer }, emails };
  },
  { build: !process.env.BENCH_PITCH_NO_BUILD },
);

// The build is of the working tree: a commit with uncommitted changes says so.
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
const result = { commit, date: new Date().toISOString(), city: `${CITY}, ${STATE}`, leads: LEADS, ...figures };
if (process.env.BENCH_PITCH_SAVE) writeFileSync(process.env.BENCH_PITCH_SAVE, `${JSON.stringify(result, null, 2)}\n`);
const baseline =
  path.resolve(process.env.BENCH_PITCH_SAVE ?? '') !== BASELINE && existsSync(BASELINE)
    ? JSON.parse(readFileSync(BASELINE, 'utf8'))
    : null;
report(result, baseline);
if (result.emails) console.log(`\n${reportEmails(result.emails)}`);
