/*
 * The cold email, written as a whole the way a good seller writes one: a greeting; one observation
 * grounded in the listing or the site; one value point of the offer with its proof, tied to a detail
 * only where the two speak to each other (a booking platform and reservations, a catering page and
 * catering orders); one ask from the offer's call to action; one sign-off with the sender's name and
 * title. The body never names the person greeted nor the sender, so the composer can greet the person
 * the contacts rank first and sign as the mailbox's sender without rewriting a sentence.
 */
import { greetingFor, signOffFor, withoutLocation, type PitchEmail } from '@leadgen/contracts';
import { MIN_WORDS, pitchWordCount } from '@leadgen/email-lint';
import type { Detail } from './pitch.details.js';
import { askSentence } from './pitch.ask.js';
import { angleSentence, EMAIL_LEADS } from './pitch.observation.js';
import { offerSaid } from './pitch.offer-sentence.js';
import { teamRef, type Plan } from './pitch.plan.js';
import { speaksTo } from './pitch.ties.js';
import { closes, firstTopic, GENERIC } from './pitch.value.js';
import { curiosityAbout, hearStory } from './pitch.curiosity.js';
import { choose } from './pitch.voice.js';
import { storyWish } from './pitch.wish.js';
import { endSentence, siteLabel } from './pitch.words.js';
import { seeingVerbs, verbFor } from './pitch.verbs.js';

/** Details a value point may be tied to in an email: what the restaurant runs on or hosts, never a dish, a rating or its hours. */
const TIES_IN_EMAIL: ReadonlySet<Detail['kind']> = new Set(['platform', 'event']);

/**
 * Who writes and what caught their eye first: "I'm with TablePoint, and I came across your Pot Roast."
 * Not the street: the ask names it ('the team on Oak St'), which keeps the ask this restaurant's.
 */
const openingDetail = (p: Plan, tied: Detail | null): Detail | null => {
  const open = p.details.filter((d) => d.kind !== 'street' && d !== tied);
  // Their own things first (a dish, years, a platform, an event): the hours or the rating only when nothing else.
  return open.find((d) => d.kind !== 'hours' && d.kind !== 'rating') ?? open[0] ?? null;
};

function opening(p: Plan, d: Detail | null, next: string): string {
  const company = p.voice.company?.trim();
  // Nothing of theirs to name: who writes, and the observation says the rest.
  if (!d) return company ? `I'm with ${company}.` : '';
  const verbs = seeingVerbs(d.seen);
  // 'I noticed your Pot Roast. One thing stood out: I noticed your 4.5 stars' says the verb twice.
  const fresh = verbs.filter((v) => !next.includes(`I ${v} `));
  const verb = choose(fresh.length ? fresh : verbs, p.seed, 1);
  const seen = d.seen;
  // 'I spotted your spot on Ridge Rd' says one word twice.
  const said = verbFor(seen, verb, (v) => v === 'spotted' && /\bspot\b/.test(seen));
  return company ? `I'm with ${company}, and I ${said} ${seen}.` : `I ${said} ${seen}.`;
}

/** 'on your website' said as the owner knows it, 'on rosascantina.com' (a long or local host stays 'your website'). */
function onTheirSite(p: Plan, sentence: string): string {
  const label = p.f.site && !p.f.site.thin ? siteLabel(p.f.site.host) : 'your website';
  return label === 'your website' ? sentence : sentence.replace(/\b(on|from) your (website|site)\b/, `$1 ${label}`);
}

/** The email's point: its sentence, the detail it is tied to, and what it shows as words after 'how' (null when it cannot be). */
type Point = { text: string; detail: Detail | null; shows: string | null };

/** The offer's first point (the one the rep put first), tied to a platform or an event only when it speaks to it. */
function offerPoint(p: Plan): Point | null {
  const offer = p.f.offer;
  if (!offer?.value_points.length) return null;
  const lead = offer.value_points[0]!;
  const tie = p.details.find((d) => TIES_IN_EMAIL.has(d.kind) && speaksTo(lead, d, offer.category)) ?? null;
  const said = offerSaid(p, 0, tie, []);
  return said ? { text: said.text, detail: said.detail, shows: said.said } : null;
}

/** Without an offer: the gap's idea shows as words after 'how'; the company's own sentence is said as written. */
const ideaPoint = (p: Plan): Point => ({
  text: idea(p),
  detail: null,
  shows: p.f.seller?.value_proposition?.trim() ? null : p.plain.idea,
});

/**
 * Whether a detail may close the email: the years behind the restaurant (a story any seller may ask
 * about), or a platform or an event the email's point speaks to (the offer's first point, else the
 * idea it brings). 'I'd love to hear how you came to choose OpenTable' closes a POS email, or an idea
 * about online ordering, on something it is not about.
 */
function belongs(p: Plan, d: Detail): boolean {
  if (d.kind === 'year') return true;
  const offer = p.f.offer;
  if (offer?.value_points.length)
    return TIES_IN_EMAIL.has(d.kind) && speaksTo(offer.value_points[0]!, d, offer.category);
  return !TIES_IN_EMAIL.has(d.kind) || speaksTo({ text: idea(p), proof: null }, d);
}

/** Without an offer: the first sentence of the company's own words, or the gap's idea (the ask names the street). */
function idea(p: Plan): string {
  const words = p.f.seller?.value_proposition?.trim();
  if (!words)
    return choose(
      [
        `I'd like to show you how ${p.plain.idea}.`,
        `Here is what I would try first: ${p.plain.idea}.`,
        `I have a concrete idea: ${p.plain.idea}.`,
      ],
      p.seed,
      12,
    );
  const first = /^.+?[.!?](?=\s|$)/.exec(words)?.[0] ?? words;
  return endSentence(first.split(/\s+/).length <= 35 ? first : first.split(/\s+/).slice(0, 30).join(' '));
}

/** 'TablePoint POS for The Little Meadow': the name as written, without its location ('The' stays, as after 'for'). */
function subjectOf(p: Plan): string {
  const name = withoutLocation(p.f.restaurant.name);
  const product = p.f.offer?.product_name?.trim();
  return product ? `${product} for ${name}` : `A quick idea for ${name}`;
}

/** The shortest greeting the composer puts in the writer's place, when the contacts name a person. */
const PERSON_GREETING = 'Hi Ana,';
/** Other phrasings tried when the first is too thin under a person's greeting. */
const PHRASINGS = 8;

/**
 * The email, in a phrasing long enough under either greeting: the composer greets the person the
 * contacts rank first ('Hi Ana,' where the writer said 'Hi Casa Verde team,'), and an email that
 * was just long enough can then fall under the linter's least. Facts too thin for any phrasing keep
 * the first one.
 */
export function writeEmail(p: Plan): PitchEmail {
  const first = emailOf(p);
  for (let k = 1; k < PHRASINGS && thin(first); k++) {
    const other = emailOf({ ...p, seed: (p.seed + k * 0x9e3779b1) >>> 0 });
    if (!thin(other)) return other;
  }
  return first;
}

const thin = (e: PitchEmail) => pitchWordCount(`${PERSON_GREETING}\n\n${e.body}`) < MIN_WORDS;

/**
 * The email in its parts (greeting, body, sign-off). The body: who writes and what they saw; then the
 * point, with where the conversation would start (a detail as its example or a story to hear); then
 * the ask.
 */
function emailOf(p: Plan): PitchEmail {
  const offered = offerPoint(p);
  const point = offered ?? ideaPoint(p);
  const first = openingDetail(p, point.detail);
  const seen = onTheirSite(p, angleSentence(p, null, EMAIL_LEADS));
  const observation = `${opening(p, first, seen)} ${seen}`.trim();
  const named = [first, point.detail];
  const d = p.details.find((x) => !named.includes(x) && x.kind !== 'street' && closes(p, x) && belongs(p, x)) ?? null;
  // 'I'd start with building on what already works' says nothing: a strength is followed by the story alone.
  const generic = GENERIC.test(p.angle.topic);
  // The idea of the gap already says the topic ('guests could order takeout from your own site;
  // the first conversation would be about online ordering' says it twice): the story alone follows it.
  const sayTopic = !generic && (!!offered || !!p.f.seller?.value_proposition?.trim());
  const short = d ? shortTopic(p, d, !sayTopic) : null;
  const start = d && short ? { long: sayTopic ? firstTopic(p, d) : short, short } : null;
  // The ask names the street only when the email has not said it already.
  const ask = (said: string) => askSentence(p, `${observation} ${said}`);
  const hello = choose(['Hi', 'Hello'] as const, p.seed, 2);
  return {
    subject: subjectOf(p),
    greeting: greetingFor(p.person, p.f.restaurant.name, hello),
    body: [observation, ...closing(p, point, d, start, ask)].join('\n\n'),
    sign_off: signOffFor(p.voice),
    sender_name: p.voice.name,
  };
}

/** Paragraphs a phone shows without a wall of text (the linter's limit is 60 words). */
const PARAGRAPH_WORDS = 58;
const wordsIn = (t: string) => t.split(/\s+/).filter(Boolean).length;
const fits = (t: string) => wordsIn(t) <= PARAGRAPH_WORDS;

/**
 * The point, where the conversation would start, and the ask, in paragraphs a phone shows whole. A
 * point said alone is the same words in every email of the offer, so it is said as the rep's wish
 * for this restaurant: with the story the rep would like to hear ('I'd love to hear the story behind
 * your 10 years in business, and to show you how…'), else to the team on its street; never two
 * thoughts glued by a semicolon.
 */
function closing(
  p: Plan,
  point: Point,
  d: Detail | null,
  start: { long: string; short: string } | null,
  ask: (said: string) => string,
): string[] {
  const wish = wishOf(p, point, d, !start);
  if (wish && fits(wish)) return [wish, ask(wish)];
  if (start) {
    for (const said of [start.long, start.short]) {
      const middle = `${point.text} ${said}`;
      if (fits(middle)) return [middle, ask(middle)];
    }
    return [point.text, `${start.long} ${ask(`${point.text} ${start.long}`)}`];
  }
  const withAsk = `${point.text} ${ask(point.text)}`;
  return fits(withAsk) ? [withAsk] : [point.text, ask(point.text)];
}

/**
 * A point said alone, as what the rep would like to do for this restaurant: hear its story and show
 * the point, or, with nothing else to say after it, show it to the team on its street. Null for a
 * point tied to a detail, one that cannot follow 'how' (the company's own sentence), or one said as
 * it stands.
 */
function wishOf(p: Plan, point: Point, d: Detail | null, last: boolean): string | null {
  if (point.detail || !point.shows) return null;
  const story = d ? curiosityAbout(d) : null;
  if (story) return storyWish(p, story, point.shows);
  const street = p.details.find((x) => x.kind === 'street');
  if (!last || !street) return null;
  const team = teamRef(p);
  // 'show the team on Pine St how OrderHatch gives you…' turns from them to 'you' mid-sentence:
  // a point that speaks to 'you' is shown to 'you' and the team.
  const toYou = /\byour?\b/i.test(point.shows);
  // Half the time the point is said as it stands and the ask names the street: either way, this restaurant's line.
  return choose(
    [
      toYou ? `I'd like to show you and ${team} how ${point.shows}.` : `I'd like to show ${team} how ${point.shows}.`,
      `I'd like to show you and ${team} how ${point.shows}.`,
      null,
      null,
    ],
    p.seed,
    17,
  );
}

/** Where the conversation would start, in a few words: the story to hear, else the topic (unless it says nothing new). */
function shortTopic(p: Plan, d: Detail, storyOnly: boolean): string | null {
  return hearStory(d) ?? (storyOnly ? null : `I'd start with ${p.angle.topic}.`);
}
