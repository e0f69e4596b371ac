import type { SiteSummary } from '../site/site.summary.js';
import { readAudience } from './business-analysis.audience.js';
import { claimNames, readClaims } from './business-analysis.claims.js';
import { readFeatures } from './business-analysis.features.js';
import { isProse, pageLines } from './business-analysis.lines.js';
import { featuresForPersonas } from './business-analysis.match.js';
import type { AvatarOut, BriefOut, PitchesOut, ProfileOut } from './business-analysis.steps.js';
import { featureInSentence, listed, lowerFirst, rolesInSentence, sentence } from './business-analysis.wording.js';

type Feature = ProfileOut['features'][number];

/** Said where the website does not say something, instead of a guess. */
export const NOT_STATED = 'Not stated on the website';

/**
 * Step 1 from the site alone, as the site states it: its features and their benefits from its
 * lists and feature cards, its claims from the sentences that state figures, and a persona for
 * each audience it says it serves. What the site does not say is left out.
 */
export function profileFromSite(site: SiteSummary): ProfileOut {
  const lines = pageLines(site);
  const claims = readClaims(lines);
  const names = claimNames(claims);
  return {
    name: site.name,
    description: site.description || lines.find((l) => !l.heading && isProse(l.text))?.text || '',
    personas: readAudience(lines, site.description).map(({ role, goal, frustration }) => ({ role, goal, frustration })),
    features: readFeatures(lines, site.name),
    metrics: claims.map((c, i) => ({ name: names[i]!, value: c.sentence })),
  };
}

/**
 * What the later steps may say besides the profile, so that each sentence of the site is said
 * once in the whole result: the promise at the top of its home page, what its other pages say of
 * each feature, and whether the profile (its description, benefits and figures) is shown at all.
 */
export interface SiteWords {
  hero: string;
  details: Map<string, string>;
  profileShown: boolean;
}

const featureLine = (f: Feature) => `${f.feature}: ${f.benefit}`;

/** Step 2 from the profile alone: its first persona as the ideal buyer, and the feature that answers them. */
export function avatarFrom(profile: ProfileOut, words: SiteWords): AvatarOut {
  const [lead, ...others] = profile.personas;
  if (!lead) {
    const sells = !words.profileShown && profile.description ? `\nWhat it sells: ${profile.description}` : '';
    return { business_avatar: `Ideal buyer: ${lowerFirst(NOT_STATED)}${sells}` };
  }
  const answer = featuresForPersonas(profile.personas, profile.features)[0];
  const answers = answer ? `\nWhat answers it: ${words.profileShown ? answer.feature : featureLine(answer)}` : '';
  const alsoNamed = others.length ? `\nAlso named on the website: ${others.map((p) => p.role).join(', ')}` : '';
  return {
    business_avatar: `Ideal buyer: ${lead.role}\nGoal: ${lead.goal}\nBiggest frustration: ${lead.frustration}${answers}${alsoNamed}`,
  };
}

/** The promise the report leads with: the site's own, else what it offers first, else its description. */
function promiseOf(profile: ProfileOut, words: SiteWords): string {
  if (words.hero) return words.hero;
  const features = profile.features.slice(0, 3).map((f) => featureInSentence(f.feature));
  if (features.length && (words.profileShown || !profile.description)) return `${profile.name}: ${listed(features)}.`;
  return profile.description || profile.name;
}

/** Who the site speaks to, as a sentence says them: 'independent restaurant owners, bar owners and multi-location group operators'. */
const audienceOf = (profile: ProfileOut) => listed(profile.personas.map((p) => rolesInSentence(p.role)));

function messagingBrief(profile: ProfileOut, words: SiteWords): string {
  const forWhom = featuresForPersonas(profile.personas, profile.features);
  const audience = audienceOf(profile) || lowerFirst(NOT_STATED);
  const messages =
    profile.features
      .map((f) => {
        const buyers = profile.personas.filter((_, i) => forWhom[i] === f).map((p) => rolesInSentence(p.role));
        const who = buyers.length ? `, for ${listed(buyers)}` : '';
        return `- ${f.feature}${who}${words.profileShown ? '' : `: ${f.benefit}`}`;
      })
      .join('\n') || '- no features listed on the website';
  const proof = !profile.metrics.length
    ? 'Proof points: none stated on the website'
    : words.profileShown
      ? `Proof points (their sentences are under Key Metrics): ${profile.metrics.map((m) => m.name).join('; ')}`
      : `Proof points:\n${profile.metrics.map((m) => `- ${m.value}`).join('\n')}`;
  return `Who it is for: ${audience}\nKey messages:\n${messages}\n${proof}`;
}

/** Step 3 from the profile alone: its promise, features, claims and personas arranged as a brief, each said once. */
export function briefFrom(profile: ProfileOut, words: SiteWords): BriefOut {
  const usp = promiseOf(profile, words);
  const forWhom = featuresForPersonas(profile.personas, profile.features);
  const leads = profile.features.slice(0, 3).map((f) => featureInSentence(f.feature));
  const speaksTo = profile.personas.length ? ` Its website speaks to ${audienceOf(profile)}.` : '';
  const backs = profile.metrics.length
    ? `, backed by its own figures (${profile.metrics.map((m) => m.name).join('; ')})`
    : '';
  const positioning = leads.length
    ? `${profile.name} positions itself on ${listed(leads)}${backs}.${speaksTo}`
    : `${profile.name} states no features on its website.${speaksTo}`;
  return {
    coreUSP: usp,
    messaging_brief: messagingBrief(profile, words),
    problemsSolved: profile.personas.map((p, i) => {
      const feature = forWhom[i];
      if (!feature) return { problem: p.frustration, solution: usp };
      const detail = words.details.get(feature.feature);
      return { problem: p.frustration, solution: `${feature.feature}: ${detail ?? feature.benefit}` };
    }),
    overallStrategicPositioning: positioning,
    values: [...new Set(profile.personas.map((p) => p.goal))],
    painPoints: [...new Set(profile.personas.map((p) => p.frustration))],
  };
}

/** Openers and asks taken in turn, so the scripts of one report do not start and end word for word alike. */
const OPENERS = [
  (name: string) => `Hi, I work with ${name}.`,
  (name: string) => `Hi, I'm calling from ${name}.`,
  (name: string) => `Hello, I'm with ${name}.`,
];
const ASKS = [
  'Could we take 15 minutes to see whether it fits your restaurant?',
  'Would a 15-minute call this week be worth it to you?',
  'Is it worth 15 minutes to see it on your own floor?',
];

/** Step 4 from the profile and brief alone: one short script per persona, each with the feature that answers it, and a general pitch. */
export function pitchesFrom(profile: ProfileOut, _brief: BriefOut, words: SiteWords): PitchesOut {
  const forWhom = featuresForPersonas(profile.personas, profile.features);
  const scripts = profile.personas.map((p, i) => {
    const feature = forWhom[i];
    const answer = feature ? ` Our answer to that is ${featureInSentence(feature.feature)}.` : '';
    return {
      persona: p.role,
      script:
        `${OPENERS[i % OPENERS.length]!(profile.name)} Most ${rolesInSentence(p.role)} I talk to want to ${lowerFirst(p.goal)}, ` +
        `but struggle with ${lowerFirst(p.frustration)}.${answer} ${ASKS[i % ASKS.length]}`,
    };
  });
  const features = profile.features.slice(0, 3).map((f) => featureInSentence(f.feature));
  const whom = audienceOf(profile) || 'restaurants';
  const offer = features.length
    ? ` We help ${whom} with ${listed(features)}.`
    : !words.profileShown && profile.description
      ? ` ${sentence(profile.description)}`
      : '';
  // A result ('18% faster', '5x return') says more in a pitch than a count of customers or a price.
  const claim = (profile.metrics.find((m) => /%|\dx\b/.test(m.name)) ?? profile.metrics[0])?.value;
  // Its sentence stands under Key Metrics when the profile is shown; said once, it is not repeated here.
  const proof = claim && !words.profileShown ? ` In numbers: ${lowerFirst(sentence(claim))}` : '';
  return {
    scripts,
    pitch_content: `Hi, I work with ${profile.name}.${offer}${proof} ${ASKS[0]}`,
  };
}
