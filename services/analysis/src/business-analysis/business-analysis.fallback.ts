import type { SiteSummary } from '../site/site.summary.js';
import { readAudience } from './business-analysis.audience.js';
import { claimNames, readClaims } from './business-analysis.claims.js';
import { readFeatures } from './business-analysis.features.js';
import { isProse, pageLines } from './business-analysis.lines.js';
import type { AvatarOut, BriefOut, PitchesOut, ProfileOut } from './business-analysis.steps.js';

type Persona = ProfileOut['personas'][number];
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

/** A line of text that ends as a sentence does, so sentences can follow it. */
function sentence(text: string): string {
  const t = text.trim();
  return !t || /[.!?]$/.test(t) ? t : `${t}.`;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** 'a', 'a and b', 'a, b and c'. */
const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const featureLine = (f: Feature) => `${f.feature}: ${f.benefit}`;

/** Step 2 from the profile alone: its first persona as the ideal buyer, or none when the site names no audience. */
export function avatarFrom(profile: ProfileOut): AvatarOut {
  const [lead, ...others] = profile.personas;
  const because = profile.description ? `\nBuys ${profile.name} because: ${profile.description}` : '';
  if (!lead) return { business_avatar: `Ideal buyer: ${lowerFirst(NOT_STATED)}${because}` };
  const alsoNamed = others.length ? `\nAlso named on the website: ${others.map((p) => p.role).join(', ')}` : '';
  return {
    business_avatar: `Ideal buyer: ${lead.role}\nGoal: ${lead.goal}\nBiggest frustration: ${lead.frustration}${because}${alsoNamed}`,
  };
}

/** Words that carry no topic, so two texts sharing them say nothing about each other. */
const FILLER = new Set([
  'about',
  'after',
  'before',
  'each',
  'every',
  'from',
  'have',
  'into',
  'more',
  'most',
  'only',
  'over',
  'that',
  'their',
  'them',
  'then',
  'they',
  'this',
  'what',
  'when',
  'with',
  'without',
  'your',
  'keep',
  'does',
]);
const contentWords = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !FILLER.has(w)).map((w) => w.replace(/s$/, '')));

/** The feature whose words meet the persona's goal and frustration most, else the first feature. */
function featureFor(persona: Persona, features: Feature[]): Feature | undefined {
  const wanted = contentWords(`${persona.goal} ${persona.frustration}`);
  const overlap = (f: Feature) => [...contentWords(`${f.feature} ${f.benefit}`)].filter((w) => wanted.has(w)).length;
  return [...features].sort((a, b) => overlap(b) - overlap(a))[0];
}

function messagingBrief(profile: ProfileOut, usp: string): string {
  const audience = profile.personas.map((p) => p.role).join(', ') || lowerFirst(NOT_STATED);
  const messages =
    profile.features.map((f) => `- ${featureLine(f)}`).join('\n') || '- no features listed on the website';
  const proof = profile.metrics.length
    ? `Proof points:\n${profile.metrics.map((m) => `- ${m.value}`).join('\n')}`
    : 'Proof points: none stated on the website';
  return `Headline: ${usp}\nWho it is for: ${audience}\nKey messages:\n${messages}\n${proof}`;
}

/** Step 3 from the profile alone: its description, features, claims and personas arranged as a brief. */
export function briefFrom(profile: ProfileOut): BriefOut {
  const usp = profile.description || (profile.features[0] ? featureLine(profile.features[0]) : profile.name);
  const speaksTo = profile.personas.length
    ? ` Its website speaks to ${listed(profile.personas.map((p) => `${lowerFirst(p.role)}s`))}.`
    : '';
  return {
    coreUSP: usp,
    messaging_brief: messagingBrief(profile, usp),
    problemsSolved: profile.personas.map((p) => {
      const feature = featureFor(p, profile.features);
      return { problem: p.frustration, solution: feature ? featureLine(feature) : usp };
    }),
    overallStrategicPositioning: `${profile.name} positions itself, in its own words: ${sentence(usp)}${speaksTo}`,
    values: [...new Set(profile.personas.map((p) => p.goal))],
    painPoints: [...new Set(profile.personas.map((p) => p.frustration))],
  };
}

/** What every script says about the product: its promise, its first feature and its first stated figure. */
function productLines(profile: ProfileOut, brief: BriefOut): string {
  const feature = profile.features[0] ? ` ${sentence(featureLine(profile.features[0]))}` : '';
  const proof = profile.metrics[0] ? ` ${sentence(profile.metrics[0].value)}` : '';
  return `${sentence(brief.coreUSP)}${feature}${proof}`;
}

/** Step 4 from the profile and brief alone: one short script per persona, and a general pitch. */
export function pitchesFrom(profile: ProfileOut, brief: BriefOut): PitchesOut {
  const product = productLines(profile, brief);
  const ask = 'Could we take 15 minutes to see whether it fits your restaurant?';
  const scripts = profile.personas.map((p) => ({
    persona: p.role,
    script:
      `Hi, I work with ${profile.name}. Most ${lowerFirst(p.role)}s I talk to want to ${lowerFirst(p.goal)}, ` +
      `but struggle with ${lowerFirst(p.frustration)}. ${product} ${ask}`,
  }));
  const general = `Hi, I work with ${profile.name}. ${product} ${ask}`;
  return {
    scripts,
    pitch_content: scripts.length
      ? `${brief.coreUSP}\n\n${scripts.map((s) => `${s.persona}: ${s.script}`).join('\n\n')}`
      : general,
  };
}
