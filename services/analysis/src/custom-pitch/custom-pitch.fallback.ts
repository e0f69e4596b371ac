import type { Pitch } from '@leadgen/contracts';
import { factAngles, sellerFills, type Angle } from '../pitch/pitch.angles.js';
import { closedDays, type Restaurant } from '../pitch/pitch.restaurant.js';
import {
  cityOf,
  endSentence,
  lowerFirst,
  pick,
  seedOf,
  spokenName,
  teamName,
  whatAndWhere,
} from '../pitch/pitch.words.js';
import {
  clip,
  plain,
  type CustomPitchInput,
  type RestaurantFacts,
  type VendorFacts,
  type VendorPersona,
} from './custom-pitch.facts.js';

export { closedDays };

const plural = (role: string) => (/s$/i.test(role) ? role.toLowerCase() : `${role.toLowerCase()}s`);

/** The persona a rep should ask for at this restaurant: a multi-unit buyer for groups, else the owner. */
export function personaFor(v: VendorFacts, r: RestaurantFacts): VendorPersona | null {
  const find = (re: RegExp) => v.personas.find((p) => re.test(p.role));
  const multi = (r.location_count ?? 1) >= 3;
  return (
    (multi ? find(/multi|franchise|group|chain|director|regional/i) : null) ??
    find(/owner|operator|founder/i) ??
    find(/general manager|\bgm\b|manager/i) ??
    v.personas[0] ??
    null
  );
}

/** The script's words after its greeting ("Hi, I work with X."), at most two sentences. */
function scriptBody(script: string, vendor: string): string {
  const sentences = plain(script).split(/(?<=[.!?])\s+/);
  const greeting = new RegExp(
    `^(hi|hello|hey)\\b|\\b${vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b.*\\b(work|calling|with|from)\\b`,
    'i',
  );
  while (sentences.length > 1 && greeting.test(sentences[0]!) && sentences[0]!.length < 90) sentences.shift();
  return clip(sentences.slice(0, 2).join(' '), 260);
}

/** What every part of the pitch is written from: both records, the persona to ask for and the facts read off them. */
interface Aim {
  v: VendorFacts;
  r: RestaurantFacts;
  persona: VendorPersona | null;
  /** The vendor's value proposition as one sentence. */
  vp: string | null;
  ratingLine: string | null;
  closed: string[];
  /** The restaurant's gap the vendor's own words say it fills, when its facts show one. */
  angle: Angle | null;
}

/** Everything the vendor says it does, to match against what the restaurant lacks. */
const vendorWords = (v: VendorFacts) =>
  [
    v.value_proposition,
    v.description,
    ...v.features.flatMap((f) => [f.feature, f.benefit]),
    ...v.problems.flatMap((p) => [p.problem, p.solution]),
  ]
    .filter(Boolean)
    .join(' ');

function asRestaurant(r: RestaurantFacts): Restaurant {
  return {
    ...r,
    city: cityOf(r.address),
    rating: r.google_rating,
    reviews: r.review_count,
    locations: r.location_count,
    closedDays: closedDays(r.hours),
    responseRate: null,
    recentlyOpened: false,
    social: [],
  };
}

function aimOf({ vendor: v, restaurant: r }: CustomPitchInput): Aim {
  const ratingLine =
    r.google_rating !== null && r.review_count !== null
      ? `Rated ${r.google_rating} from ${r.review_count.toLocaleString('en-US')} reviews.`
      : r.google_rating !== null
        ? `Rated ${r.google_rating}.`
        : null;
  return {
    v,
    r,
    persona: personaFor(v, r),
    vp: v.value_proposition ? endSentence(clip(v.value_proposition, 240)) : null,
    ratingLine,
    closed: closedDays(r.hours),
    angle: factAngles(asRestaurant(r)).find((a) => sellerFills(a, vendorWords(v))) ?? null,
  };
}

/** Only what the lead record says, then whom to ask for. */
function restaurantInsights({ v, r, persona, ratingLine, closed }: Aim): string[] {
  const insights: string[] = [];
  insights.push(whatAndWhere(r.name, r.cuisine, r.address) ?? `${r.name} is a restaurant.`);
  if (ratingLine) insights.push(ratingLine);
  if (r.location_count !== null)
    insights.push(r.location_count === 1 ? 'A single location.' : `${r.location_count} locations.`);
  insights.push(r.website ? `Website: ${r.website}.` : 'No website is listed.');
  if (r.hours.length)
    insights.push(
      `Lists opening hours for ${r.hours.length} ${r.hours.length === 1 ? 'day' : 'days'}${closed.length ? `; closed ${closed.join(', ')}` : ''}.`,
    );
  if (persona) {
    insights.push(
      `Best contact for ${v.company_name}: the ${persona.role.toLowerCase()}${persona.goal ? `, whose goal in the report is to ${lowerFirst(persona.goal).replace(/\.$/, '')}` : ''}.`,
    );
  }
  return insights;
}

/**
 * The chosen persona's frustration first, then the problems and frustrations the report names,
 * each once; a problem of groups ("each location reporting differently") is left out for a
 * restaurant with one location.
 */
function painPoints({ v, r, persona }: Aim): string[] {
  const pains: string[] = [];
  const single = r.location_count === 1;
  const addPain = (t: string | null | undefined) => {
    const p = t ? endSentence(clip(t, 200)) : null;
    if (single && p && /\blocations\b|\beach location\b|multi-?(unit|location)|franchise/i.test(p)) return;
    if (p && !pains.some((x) => x.toLowerCase() === p.toLowerCase())) pains.push(p);
  };
  addPain(persona?.frustration);
  for (const p of v.problems) addPain(p.problem);
  for (const p of v.personas) addPain(p.frustration);
  return pains;
}

/** The vendor's features and solutions, each once; its value proposition when it names neither. */
function opportunities({ v, vp }: Aim): string[] {
  const out: string[] = [];
  const addOpportunity = (t: string) => {
    const o = clip(t, 200);
    if (o && !out.some((x) => x.toLowerCase() === o.toLowerCase())) out.push(o);
  };
  // A benefit that only restates the feature ("Helps restaurants with <feature>") adds nothing.
  for (const f of v.features)
    addOpportunity(
      f.benefit && !f.benefit.toLowerCase().includes(f.feature.toLowerCase())
        ? `${f.feature}: ${f.benefit}`
        : f.feature,
    );
  for (const p of v.problems) if (p.solution) addOpportunity(p.solution);
  if (out.length === 0 && vp) addOpportunity(vp);
  return out;
}

/**
 * What the rep noticed about the restaurant: a gap its facts show that the vendor fills, else its
 * rating, else its locations, else its cuisine and address.
 */
function hook({ r, angle }: Aim): string {
  if (angle) return `${angle.noticed}, ${angle.cost}.`;
  // A rating under four is not something to compliment.
  if (r.google_rating !== null && r.google_rating >= 4 && r.review_count !== null) {
    return `I saw that your restaurant holds a ${r.google_rating}-star rating across ${r.review_count.toLocaleString('en-US')} reviews.`;
  }
  if (r.location_count !== null && r.location_count > 1) return `I saw that you run ${r.location_count} locations.`;
  return `I came across your ${r.cuisine ? `${r.cuisine} ` : ''}restaurant${r.address ? ` at ${r.address}` : ''}.`;
}

const CLOSES = [
  'Would a 15-minute call next week make sense?',
  'Do you have 15 minutes this week for a quick look?',
  'Is it worth a short call to see if it fits?',
] as const;

const helps = (v: VendorFacts, role: string, goal: string) =>
  `${v.company_name} helps ${plural(role)} ${lowerFirst(endSentence(goal))}`;

/** The value proposition, else what the vendor does for the persona, else a plain introduction. */
function pitchLine({ v, persona, vp }: Aim): string {
  if (vp) return vp;
  return persona?.goal ? helps(v, persona.role, persona.goal) : `${v.company_name} works with restaurants like yours.`;
}

/** What the rep says on the call: the persona's own script, else what the vendor does for it. */
function spokenLine({ v, persona, vp }: Aim): string {
  if (persona?.script) return scriptBody(persona.script, v.company_name);
  if (persona?.goal) return helps(v, persona.role, persona.goal);
  return vp ?? '';
}

/** Whom to ask for, which script and problem to open with, and when to call. */
function suggestedApproach({ v, r, persona, closed }: Aim, firstPain: string | undefined): string {
  const firstFix =
    v.problems.find(
      (p) => p.solution && firstPain && firstPain.toLowerCase().startsWith(p.problem.toLowerCase().slice(0, 40)),
    )?.solution ??
    v.problems.find((p) => p.solution)?.solution ??
    null;
  return [
    `Ask for the ${persona ? persona.role.toLowerCase() : 'owner or general manager'}${r.location_count && r.location_count > 1 ? ` (${r.name} runs ${r.location_count} locations)` : ''}`,
    persona?.script ? ` and open with ${v.company_name}'s ${persona.role} script` : '',
    firstPain
      ? `. Lead with the problem "${firstPain.replace(/\.$/, '')}"${firstFix ? ` and how ${v.company_name} answers it (${clip(firstFix, 160).replace(/\.$/, '')})` : ''}`
      : '',
    `. Call outside meal rushes (2-4 pm)${closed.length ? `, not on ${closed.join(' or ')}, when the listed hours say it is closed` : ''}.`,
  ].join('');
}

/** Grows with each fact the pitch rests on, and stays at or below 0.5: no model wrote it. */
function confidence({ v, r, persona, vp, ratingLine }: Aim): number {
  const facts = [
    vp,
    persona?.script,
    v.problems.length > 0,
    v.features.length > 0,
    ratingLine,
    r.location_count !== null,
  ].filter(Boolean).length;
  return Math.min(0.5, 0.2 + 0.05 * facts);
}

/**
 * A pitch from the report and the lead alone: the vendor's own value proposition, persona script,
 * problems and features, aimed at the restaurant through the facts of its lead record. Nothing is
 * claimed about the restaurant that the record does not say.
 */
export function deterministicCustomPitch(input: CustomPitchInput): Pitch {
  const aim = aimOf(input);
  const { v, r, persona } = aim;
  const pains = painPoints(aim);
  const line = pitchLine(aim);
  const proof = v.proof_points[0] ? endSentence(clip(v.proof_points[0], 160)) : null;
  return {
    confidence_score: confidence(aim),
    key_insights: restaurantInsights(aim).slice(0, 6),
    pain_points: pains.slice(0, 4),
    opportunity_highlights: opportunities(aim).slice(0, 4),
    email_opener: `Hi ${teamName(r.name)} team, I'm reaching out from ${v.company_name}. ${hook(aim)} ${line} ${pick(CLOSES, seedOf(r.name), 3)}`,
    call_opener:
      `Hi, is this ${spokenName(r.name)}? I'm calling from ${v.company_name}${persona ? `; could I speak with the ${persona.role.toLowerCase()}?` : '.'} ${spokenLine(aim)}`.trim(),
    value_proposition: `For ${r.name} — ${line}${proof ? ` ${v.company_name} states: ${proof}` : ''}`,
    suggested_approach: suggestedApproach(aim, pains[0]),
  };
}
