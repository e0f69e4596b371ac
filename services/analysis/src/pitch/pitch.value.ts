/* The value proposition: the offer (or, without one, the idea) for this restaurant, with its details as reasons only where they are. */
import type { Detail } from './pitch.details.js';
import { curiosityAbout, hearStory } from './pitch.curiosity.js';
import { offerSaid } from './pitch.offer-sentence.js';
import type { Plan } from './pitch.plan.js';
import { detailFor } from './pitch.ties.js';
import { joined } from './pitch.joined.js';
import { storyWish } from './pitch.wish.js';
import { choose } from './pitch.voice.js';
import { endSentence, joinAnd, lowerFirst } from './pitch.words.js';

/**
 * The conversation's first topic, with a detail as its example only when the detail speaks to it;
 * otherwise the detail is named as a story to hear ('the story behind your Pot Roast') or as where
 * the rep would come by; a detail with no story (a rating, hours) is not asked about.
 */
export function firstTopic(p: Plan, d: Detail): string {
  const topic = p.angle.topic;
  const example = detailFor(topic, [d]);
  if (example)
    return choose(
      [
        `The first conversation would be about ${topic}, with ${d.short} as the example.`,
        `I'd start with ${topic}, taking ${d.short} as the example.`,
        `We could begin with ${topic}, using ${d.short} as the case in point.`,
      ],
      p.seed,
      16,
    );
  if (d.kind === 'street')
    return choose(
      [
        `The first conversation would be about ${topic}, and I could come by ${d.short}.`,
        `I'd start with ${topic}, over coffee at ${d.short} if that suits you.`,
        `We could begin with ${topic}, at ${d.short} or on the phone.`,
      ],
      p.seed,
      16,
    );
  const story = curiosityAbout(d);
  return choose(
    story
      ? [
          `The first conversation would be about ${topic}, and I'd love to hear ${story}.`,
          `I'd start with ${topic}, and I'd like to hear ${story}.`,
          `We could begin with ${topic}, and I'd be glad to hear ${story}.`,
        ]
      : [
          `The first conversation would be about ${topic}.`,
          `I'd start with ${topic}.`,
          `We could begin with ${topic}.`,
        ],
    p.seed,
    16,
  );
}

/** A detail the first topic can use: as its example, as where the rep would come by, or as a story to hear. */
export const closes = (p: Plan, d: Detail) =>
  !!detailFor(p.angle.topic, [d]) || d.kind === 'street' || !!curiosityAbout(d);

/** A second point said about the product just named: 'For your Meatloaf, it also gives you…'. */
export function also(sentence: string, product: string): string {
  const at = sentence.indexOf(`${product} `);
  if (at < 0) return sentence;
  const rest = sentence.slice(at + product.length + 1);
  // After 'and' (a rating's reason: '…bringing them back, and it also gives you') 'it' has no
  // clear subject, so the product keeps its name there.
  if (/\band $/.test(sentence.slice(0, at))) return `${sentence.slice(0, at)}${product} also ${rest}`;
  return at === 0 ? `It also ${rest}` : `${sentence.slice(0, at)}it also ${rest}`;
}

/** A topic that says nothing of its own ('building on what already works'). */
export const GENERIC = /^building on/;

export function valueProposition(p: Plan, namedInEmail: readonly Detail[] = []): string {
  const offer = p.f.offer;
  // The details the email did not name first, so the two together name as many as they can.
  const order = [
    ...p.details.filter((d) => !namedInEmail.includes(d)),
    ...p.details.filter((d) => namedInEmail.includes(d)),
  ];
  if (offer) {
    // Its own field: the value proposition names the restaurant's details again, each once.
    const lead = offerSaid(p, 0, order[0] ?? null, order.slice(1))!;
    const d = order.find((x) => x !== lead.detail && closes(p, x)) ?? null;
    const third = order.find((x) => x !== lead.detail && x !== d) ?? null;
    // A second point only when a detail speaks to it: two points said alone read as a brochure.
    // …and another point than the first one.
    const second =
      offer.value_points.length > 1 && third ? (offerSaid(p, 1, third, [], true, [lead.point])?.text ?? null) : null;
    // The second point says 'it also' rather than the product's name twice in one paragraph.
    const more = second ? also(second, offer.product_name) : null;
    // A point said alone with a story to hear: one wish, this restaurant's ('I'd love to hear…, and to show you how…').
    const story = !lead.detail && d ? curiosityAbout(d) : null;
    if (story) return [storyWish(p, story, lead.said), more].filter(Boolean).join(' ');
    // The second point comes before the close (a feature after 'I'd love to hear…' reads as an
    // afterthought). 'I'd start with building on what already works' says nothing: a strength
    // closes on its story alone.
    const close = d ? (GENERIC.test(p.angle.topic) ? hearStory(d) : firstTopic(p, d)) : null;
    const next = [more, close].filter((t): t is string => !!t);
    return next.length ? `${joined(lead.text, next[0]!, !lead.detail)}${next[1] ? ` ${next[1]}` : ''}` : lead.text;
  }
  const gain = lowerFirst(p.plain.opportunity);
  const company = p.voice.company ? `, with ${p.voice.company}` : '';
  const words = p.f.seller?.value_proposition?.trim();
  const said = words ? `${endSentence(words)} ` : '';
  // Details the gain speaks to ('your ChowNow orders' for first-party ordering) are its reason; others
  // are named for what they are, never as the reason for an unrelated gain.
  const about = `${p.plain.topic} ${p.plain.opportunity}`;
  const firstTwo = order.slice(0, 3);
  const related = firstTwo.filter((d) => detailFor(about, [d])).slice(0, 2);
  if (related.length) return `${said}For ${joinAnd(related.map((d) => d.short))}, that means ${gain}${company}.`;
  const own = firstTwo.filter((d) => d.kind !== 'street').slice(0, 2);
  if (own.length)
    return `${said}${choose(
      [
        `You already have ${joinAnd(own.map((d) => d.short))} going for you, and ${gain} would build on that${company}.`,
        `On top of ${joinAnd(own.map((d) => d.short))}, there is room for ${gain}${company}.`,
        `Next to ${joinAnd(own.map((d) => d.short))}, the opening I see is ${gain}${company}.`,
      ],
      p.seed,
      17,
    )}`;
  const street = firstTwo.find((d) => d.kind === 'street');
  return street
    ? `${said}At ${street.short}, that would mean ${gain}${company}.`
    : `${said}For ${p.f.restaurant.name}, that means ${gain}${company}.`;
}
