/*
 * What every sentence of a pitch is written from, worked out once from the facts: who speaks, the
 * restaurant's details, the angle, the person to greet and the evidence. The model path can be given
 * the same plan (pitchPlan), so both writers rest on the same facts.
 */
import { personToGreet, type FoundPerson } from '@leadgen/contracts';
import type { Angle } from './pitch.angle.types.js';
import { detailsOf, type Detail } from './pitch.details.js';
import { anglesOf, type PitchFacts } from './pitch.facts.js';
import { offerAngle, type OfferAngle } from './pitch.offer-angle.js';
import { roleAs, voiceOf, type Voice } from './pitch.voice.js';
import { seedOf } from './pitch.words.js';

/** What every sentence of the pitch is written from, worked out once. */
export interface Plan {
  f: PitchFacts;
  seed: number;
  voice: Voice;
  details: Detail[];
  angle: OfferAngle;
  /** The gap angle of the facts alone, for a pitch without an offer. */
  plain: Angle;
  person: FoundPerson | null;
  evidence: { claim: string; source: string }[];
}

/** The n-th detail of the restaurant; null when it has fewer (a detail is named once). */
export const detail = (p: Plan, n: number): Detail | null => p.details[n] ?? null;

/**
 * "the team on S Lamar Blvd", "your team, with your Eggs Benedict in mind": whom the ask is for;
 * plain "your team" when the email has just named the street.
 */
export function teamRef(p: Plan, streetSaid = false): string {
  const street = p.details.find((d) => d.kind === 'street');
  if (street) return streetSaid ? 'your team' : `the team ${street.short.replace(/^your place /, '')}`;
  // Without a street, the last detail named, so the ask is still theirs.
  const d = [...p.details].reverse().find((x) => ['dish', 'event', 'year', 'tagline', 'platform'].includes(x.kind));
  return d ? `your team, with ${d.short} in mind` : 'your team';
}

/** An angle of the facts alone, said the way an offer's angle is. */
function asOfferAngle(a: Angle): OfferAngle {
  return {
    kind: a.pain ? 'gap' : 'strength',
    seen: [a.noticed],
    why: [a.cost],
    topic: a.topic,
    evidence: [],
  };
}

/** The facts' own gap angle (no offer): the seller's gaps first, else the restaurant's standing. */
function plainAngle(f: PitchFacts): Angle {
  return anglesOf(f).lead;
}

export function pitchPlan(f: PitchFacts): Plan {
  const seed = seedOf(f.key || f.site?.host || f.restaurant.name);
  const voice = voiceOf(f.offer ?? null, f.seller);
  const details = detailsOf(f.restaurant, f.site && !f.site.thin ? f.site : null);
  // The details are named in a different order per restaurant, so openers do not all start alike.
  const plain = plainAngle(f);
  const said = `${plain.noticed} ${plain.cost}`;
  // A detail the plain angle already says (its rating, its locations) is not named twice.
  const kept = f.offer
    ? details
    : details.filter(
        (d) =>
          !(d.kind === 'rating' && /stars|reviews/.test(said)) &&
          !(d.kind === 'locations' && /locations/.test(said)) &&
          !(d.kind === 'platform' && /go through|already offer/.test(said)),
      );
  // The restaurant's own details (a dish, a year, its street, a platform, an event) come before the
  // listing's figures (rating, locations), which every listing has and say less about this place.
  const figure = (d: Detail) => d.kind === 'rating' || d.kind === 'locations';
  const own = kept.filter((d) => !figure(d));
  const figures = kept.filter(figure);
  const order = own.length > 1 ? seed % own.length : 0;
  let rotated = [...own.slice(order), ...own.slice(0, order), ...figures];
  const angle = f.offer ? offerAngle(f.offer, f.restaurant, f.site, rotated) : asOfferAngle(plain);
  // The offer's angle names its own facts: a competitor's platform, the locations, the rating it builds on.
  if (f.offer) {
    const angleSays = angle.evidence.map((e) => e.claim).join(' ');
    rotated = rotated.filter(
      (d) => !angleSays.includes(d.claim) && !(d.kind === 'platform' && angle.kind === 'competitor'),
    );
  }
  const person = personToGreet(f.people ?? []);
  const evidence = [
    ...rotated.map((d) => ({ claim: d.claim, source: d.source })),
    ...angle.evidence,
    ...(person ? [{ claim: `${person.name} is ${roleAs(person.role)}.`, source: person.page_url }] : []),
    ...(f.offer
      ? f.offer.value_points.map((v) => ({
          claim: `${f.offer!.product_name}: ${v.text}${v.proof ? ` (${v.proof})` : ''}`,
          source: 'What I sell',
        }))
      : []),
  ];
  return { f, seed, voice, details: rotated, angle, plain, person, evidence };
}
