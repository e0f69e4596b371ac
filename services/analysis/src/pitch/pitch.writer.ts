import { teamNameOf, type OfferCategory, type Pitch } from '@leadgen/contracts';
import type { Angle, AngleId } from './pitch.angle.types.js';
import type { Detail } from './pitch.details.js';
import { anglesOf, insights, type PitchFacts } from './pitch.facts.js';
import { detail, pitchPlan, type Plan } from './pitch.plan.js';
import { choose, firstName, introOf, roleAs, type Voice } from './pitch.voice.js';
import { detailFor } from './pitch.ties.js';
import { offerSaid } from './pitch.offer-sentence.js';
import { valueProposition } from './pitch.value.js';
import { joined } from './pitch.joined.js';
import { rankedFindings, offerSpeaksTo } from './pitch.findings.js';
import { ownOf, ownOpportunity, ownPain } from './pitch.own-findings.js';
import { askSentence } from './pitch.ask.js';
import { writeEmail } from './pitch.email.js';
import { ideaSentence } from './pitch.idea.js';
import { angleSentence } from './pitch.observation.js';
import { joinAnd, lowerFirst, spokenName } from './pitch.words.js';
import { seeingVerbs, verbFor } from './pitch.verbs.js';

export type { PitchFacts } from './pitch.facts.js';

/** The gaps each kind of offer speaks to, as pain points. */
const OFFER_GAPS: Record<OfferCategory, AngleId[]> = {
  pos: ['ordering', 'marketplace_ordering', 'busy', 'group'],
  online_ordering: ['ordering', 'marketplace_ordering', 'no_website', 'busy'],
  delivery: ['ordering', 'marketplace_ordering', 'busy'],
  reservations: ['reservations', 'private_events', 'busy'],
  marketing: ['newsletter', 'reputation', 'few_reviews', 'low_rating', 'new_opening'],
  loyalty: ['newsletter', 'gift_cards', 'new_opening', 'regulars'],
  payroll_scheduling: ['group', 'busy', 'new_opening'],
  website: ['menu_pdf', 'no_website', 'ordering', 'catering', 'private_events'],
  other: [],
};

/** Greeting, who speaks, and the first detail: "Hi Ana, I'm Maria Lopez at TableTech, and I noticed …". */
function firstSentence(p: Plan): string {
  const name = teamNameOf(p.f.restaurant.name);
  const intro = introOf(p.voice);
  const d = detail(p, 0);
  const verb = choose(seeingVerbs(d?.seen ?? name), p.seed, 1);
  const seen = d ? d.seen : name;
  // 'I spotted your spot on Ridge Rd' says one word twice; so does 'I saw …. I saw …' with the
  // angle's line right after it.
  const angleLine = choose(p.angle.seen, p.seed, 6);
  const said = verbFor(seen, verb, (v) => (v === 'spotted' && /\bspot\b/.test(seen)) || angleLine.includes(`I ${v} `));
  const greet = p.person
    ? choose([`Hi ${firstName(p.person.name)},`, `Hello ${firstName(p.person.name)},`], p.seed, 2)
    : choose([`Hi ${name} team,`, `Hello ${name} team,`], p.seed, 2);
  const asRole = p.person
    ? choose(
        [
          ` I'm writing to you, as ${roleAs(p.person.role)}, because`,
          ` I thought ${roleAs(p.person.role)} should hear this first:`,
          ` I'm writing to ${roleAs(p.person.role)} first, since`,
        ],
        p.seed,
        3,
      )
    : '';
  const who = intro ? `${intro},${p.person ? ' and' : ' and'}` : '';
  const body = p.person ? `${who}${asRole} I ${said} ${seen}.`.replace(/^,/, '') : `${who} I ${said} ${seen}.`;
  return `${greet} ${body.trim().replace(/^and /, '')}`.replace(/:\s+I /, ': I ');
}

/** Signed with the sender's first name (the name and title are in the first sentence already), else by the company's team. */
const signature = (v: Voice) =>
  v.name ? ` — ${firstName(v.name)}` : v.company ? ` — the ${teamNameOf(v.company)} team` : '';

/** The email opener, and the details it names (the value proposition names others first). */
function emailOpener(p: Plan): { text: string; named: Detail[] } {
  // The detail not yet named in the opener first; any other the value point speaks to after it.
  const wanted = detail(p, 2) ?? detail(p, 1) ?? detail(p, 0);
  const offer = offerSaid(p, 0, wanted, p.details.slice(3));
  const idea = offer ? null : ideaSentence(p);
  const middle = offer?.text ?? idea!.text;
  // The angle names a detail the first sentence and the offer sentence do not: not a street (the ask
  // names it: 'the team on Ridge Rd'), nor one of the first detail's kind.
  const first = detail(p, 0);
  const extra =
    p.details
      .slice(1)
      .find((d) => d !== offer?.detail && d.kind !== 'street' && d.kind !== first?.kind && d.kind !== 'rating') ??
    p.details.slice(1).find((d) => d !== offer?.detail && d.kind !== 'street' && d.kind !== first?.kind) ??
    null;
  const named = [first, extra, offer?.detail ?? null].filter((d): d is Detail => !!d);
  const before = `${firstSentence(p)} ${angleSentence(p, extra)}`;
  return {
    text: `${before} ${joined(middle, askSentence(p, `${before} ${middle}`), offer ? !offer.detail : idea!.plain)}${signature(p.voice)}`,
    named,
  };
}

function callOpener(p: Plan): string {
  const r = p.f.restaurant;
  const where = p.details.find((x) => x.kind === 'street')?.short.replace(/^your place /, '') ?? '';
  // A detail other than the street the first line names, and one that speaks to the idea
  // ('online ordering for your ChowNow orders'; not 'online reservations for your ChowNow orders').
  // A dish only when the idea is about the menu: 'running several locations for your Prime Brisket' says nothing.
  const menu = /\bmenus?\b/i.test(p.angle.topic);
  const d = detailFor(
    p.f.offer ? p.angle.topic : `${p.angle.topic} ${p.plain.opportunity}`,
    p.details.filter((x) => x.kind !== 'street' && (x.kind !== 'dish' || menu)),
  );
  const hello = p.voice.name
    ? choose(
        [
          `Hi, this is ${p.voice.name}${p.voice.company ? ` from ${p.voice.company}` : ''}`,
          `Hello, ${p.voice.name} here${p.voice.company ? `, from ${p.voice.company}` : ''}`,
          `Hi, it's ${p.voice.name}${p.voice.company ? ` with ${p.voice.company}` : ''}`,
        ],
        p.seed,
        20,
      )
    : p.voice.company
      ? `Hi, I'm calling from ${p.voice.company}`
      : '';
  // Where they are, or what they are known for, so the line is theirs: "on Harbor Dr", "home of the Eggs Benedict".
  // ('the kitchen going since 1998', but not 'your 10 years in business', which reads wrong there.)
  const known = p.details.find(
    (x) => x.kind === 'dish' || x.kind === 'event' || (x.kind === 'year' && /since/.test(x.short)),
  );
  const place = where
    ? ` ${where}`
    : known
      ? `, ${known.kind === 'year' ? known.short.replace(/^a /, 'the ') : known.short.replace(/^your /, 'home of the ')}`
      : '';
  // The street number too, as one checks a location on the phone ('at 1520 Magnolia Ave'): neighbours
  // on one street would otherwise be asked the same words.
  const number = /^\s*(\d+[A-Za-z]?)\s/.exec(r.address ?? '')?.[1];
  const at = where && number ? ` at ${number} ${where.replace(/^on /, '')}` : place;
  const reached = `${hello ? `${hello}; is` : 'Hi, is'} this ${spokenName(r.name)}${at}?`;
  const topic = p.angle.topic;
  // Without a detail the idea speaks to, another of theirs is named for itself, so the line stays theirs.
  const other = d
    ? null
    : (p.details.find((x) => x.kind !== 'street' && x.kind !== 'rating') ??
      p.details.find((x) => x.kind !== 'street') ??
      null);
  // Said as an aside: 'having seen your Salmon' would make the dish the reason for the idea.
  const also = other ? `; ${other.short} caught my eye too` : '';
  const reason = `${choose(p.angle.seen, p.seed, 21)}, and I have a quick idea about ${topic}${d ? (d.kind === 'year' ? `, with ${d.short} in mind` : choose([`, with ${d.short} in mind`, ` for ${d.short}`], p.seed, 23)) : also}.`;
  const ask = p.person
    ? choose(
        [
          `Could I speak with ${p.person.name}, ${roleAs(p.person.role)}?`,
          `Is ${p.person.name} around for two minutes? I understand ${p.person.name.split(' ')[0]} is ${roleAs(p.person.role)}.`,
        ],
        p.seed,
        22,
      )
    : (r.locations ?? 1) >= 3
      ? `Who looks after ${topic} across your ${r.locations} locations${where ? `, starting ${where}` : ''}?`
      : choose(
          [
            `Is the owner or general manager of ${where ? `your place ${where}` : 'the restaurant'} around for two minutes?`,
            `Could I speak with the owner or the general manager of ${where ? `your place ${where}` : 'the restaurant'}?`,
            `Would the owner or the general manager ${where ? `${where} ` : ''}have two minutes?`,
            `Is there a good time to catch the owner or the general manager${where ? ` of your place ${where}` : ''}?`,
            `May I have two minutes with whoever runs ${where ? `your place ${where}` : 'the restaurant'}?`,
          ],
          p.seed,
          22,
        );
  // Without a street to name, the ask rides on the reason, which names what was read.
  const said =
    !p.person && !where && (r.locations ?? 1) < 3
      ? `${reason.replace(/\.$/, '')}; ${choose(['is the owner or general manager around for two minutes?', 'could I speak with the owner or the general manager?'], p.seed, 24)}`
      : `${reason} ${ask}`;
  if (!place) return `${hello || 'Hi'}, calling ${spokenName(r.name)}: ${lowerFirst(said)}`;
  return `${reached} ${said}`;
}

/** Whom to ask for, what to open with, when to call, and what to check first. */
function suggestedApproach(p: Plan): string {
  const { restaurant: r, site, siteUnread } = p.f;
  // Where and whom to call, with this restaurant's street and number, so the advice is its own.
  const street = /^\s*(\d+[A-Za-z]?\s+[^,\n]+)/.exec(r.address ?? '')?.[1]?.trim();
  const who = p.person
    ? `Ask for ${p.person.name}, ${roleAs(p.person.role)} (named on ${p.person.page_url})`
    : (r.locations ?? 1) >= 3
      ? `Ask for whoever runs operations across the ${r.locations} locations`
      : `Ask for the owner or general manager${street ? ` at ${street}` : ''}`;
  // The line the call opener says (the same choice), with a quote inside it in single quotes.
  const opening = choose(p.angle.seen, p.seed, 21).replace(/"/g, "'");
  const closed = r.closedDays.length
    ? `, and not on ${joinAnd(r.closedDays).replace(/ and /, ' or ')}, when the listed hours say it is closed`
    : '';
  const check = siteUnread
    ? ` Their website${r.website ? ` (${r.website})` : ''} could not be read automatically, so look at it yourself before you call.`
    : site?.thin
      ? ' Their website shows little without running scripts, so look at it in a browser before you call.'
      : '';
  const about = p.f.offer ? `${p.f.offer.product_name} and ${p.angle.topic}` : p.angle.topic;
  const call = r.phone ? `call ${r.phone}` : 'call';
  return `${who} and open with the line "${opening}." Then talk about ${about}; ${call} outside meal rushes (2-4 pm)${closed}.${check}`;
}

/**
 * The one writer of every surface (row pitch, search pitches, URL pitch, custom pitch): it speaks for
 * the rep's offer (or, without one, plainly for the rep's company), takes its angle from the match
 * between the offer and what was read, greets the person the pages name, names at least two of the
 * restaurant's own details, and keeps every claim with where it was read. Never calls a capability
 * missing that the site shows.
 */
export function writePitch(f: PitchFacts): Pitch {
  const p = pitchPlan(f);
  const { all: angles } = anglesOf(f);
  const facts = rankedFindings(insights(f), f.offer ?? null);
  // With an offer, only the gaps it speaks to: a gap it cannot fill is left out, not listed for every
  // restaurant (not every site's missing gift cards); without one, every gap, biggest first.
  const offer = f.offer ?? null;
  // An offer of a category the writer knows fills its category's gaps; any other, the gaps its words name.
  const related = (a: Angle) =>
    !offer ||
    (OFFER_GAPS[offer.category].length
      ? OFFER_GAPS[offer.category].includes(a.id)
      : offerSpeaksTo(a.pain ?? '', offer) || offerSpeaksTo(a.opportunity, offer));
  const own = ownOf(f);
  const pains = rankedFindings(
    angles.filter((a) => a.pain && related(a)),
    offer,
    (a) => a.pain!,
  ).map((a) => ownPain(a, own));
  const opportunities = rankedFindings(
    angles.filter((a, i, all) => related(a) && all.findIndex((b) => b.opportunity === a.opportunity) === i),
    offer,
    (a) => a.opportunity,
  ).map((a) => ownOpportunity(a, own));
  const email = emailOpener(p);
  return {
    confidence_score: f.site ? Math.min(0.6, 0.3 + 0.05 * (facts.length + pains.length)) : 0.35,
    key_insights: facts,
    pain_points: pains,
    // The offer's own points are the rep's words, the same for every restaurant: the panel shows
    // what this restaurant could gain, and the offer's points stay in What I sell.
    opportunity_highlights: opportunities,
    email_opener: email.text,
    call_opener: callOpener(p),
    value_proposition: valueProposition(p, email.named),
    suggested_approach: suggestedApproach(p),
    evidence: p.evidence,
    ...(f.offer ? { offer_product: f.offer.product_name } : {}),
    email: writeEmail(p),
  };
}
