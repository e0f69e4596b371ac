import type { SiteSummary } from '../site/site.summary.js';
import type { AvatarOut, BriefOut, PitchesOut, ProfileOut } from './business.steps.js';

const PERSONA_HINTS: { re: RegExp; role: string; goal: string; frustration: string }[] = [
  { re: /\bowners?\b|\boperators?\b/i, role: 'Restaurant Owner', goal: 'Grow revenue and keep margins healthy', frustration: 'Too many tools and fees eating into thin margins' },
  { re: /general manager|\bGMs?\b|managers?/i, role: 'General Manager', goal: 'Run smooth shifts with a lean team', frustration: 'Staff time lost to phones, no-shows and manual work' },
  { re: /marketing/i, role: 'Marketing Manager', goal: 'Bring guests back and fill slow nights', frustration: 'No clear view of which campaigns bring guests in' },
  { re: /\bchefs?\b|kitchen/i, role: 'Executive Chef', goal: 'Keep the kitchen on time and the menu current', frustration: 'Orders arriving from many channels at once' },
  { re: /franchise|multi-?(unit|location)|groups?/i, role: 'Multi-Unit Operator', goal: 'Consistent results across every location', frustration: 'Each location reporting differently' },
];

/** Section names every site has; they say nothing about what the business offers. */
const GENERIC_HEADING =
  /^(home|menus?|contact( us)?|about( us)?|blog|news|log ?in|sign (in|up)|pricing|locations?|hours|gallery|events|careers|jobs|reservations?|order online|gift cards?|faqs?|press|team|visit us|find us|follow us|get in touch)$/i;

/** Step 1 from the site alone: who the vendor serves and what it offers, as the site states it. */
export function profileFromSite(site: SiteSummary): ProfileOut {
  const text = `${site.description} ${site.headings.join(' ')} ${site.text}`;
  let personas = PERSONA_HINTS.filter((p) => p.re.test(text)).map(({ role, goal, frustration }) => ({ role, goal, frustration }));
  if (personas.length === 0) personas = PERSONA_HINTS.slice(0, 2).map(({ role, goal, frustration }) => ({ role, goal, frustration }));
  const name = site.name.toLowerCase();
  const features = site.headings
    .filter((h) => h.length > 3 && h.length < 80 && !h.toLowerCase().includes(name) && !GENERIC_HEADING.test(h.trim()))
    .slice(0, 6)
    .map((h) => ({ feature: h, benefit: `Helps restaurants with ${h.toLowerCase()}`, payoff: 'Less manual work and more guests served' }));
  const metrics = [...text.matchAll(/[^.!?]*\b\d+(?:\.\d+)?\s?(?:%|x\b|percent)[^.!?]*/gi)]
    .slice(0, 5)
    .map((m, i) => ({ name: `Claim ${i + 1}`, value: m[0].trim() }));
  const description = site.description || site.text.split(/(?<=[.!?])\s/)[0] || `${site.name} serves restaurants.`;
  return { name: site.name, description, personas, features, metrics };
}

/** Step 2 from the profile alone: its first persona as the ideal buyer. */
export function avatarFrom(profile: ProfileOut): AvatarOut {
  const lead = profile.personas[0]!;
  return {
    business_avatar:
      `Ideal buyer: ${lead.role}\n` +
      `Goal: ${lead.goal}\n` +
      `Biggest frustration: ${lead.frustration}\n` +
      `Buys ${profile.name} because: ${profile.description}`,
  };
}

/** Step 3 from the profile alone: its description, features and personas arranged as a brief. */
export function briefFrom(profile: ProfileOut): BriefOut {
  const usp = profile.features[0] ? `${profile.features[0].feature}: ${profile.description}` : profile.description;
  return {
    coreUSP: usp,
    messaging_brief:
      `Headline: ${profile.description}\n` +
      `Who it is for: ${profile.personas.map((p) => p.role).join(', ')}\n` +
      `Key messages:\n${profile.features.map((f) => `- ${f.feature}: ${f.benefit}`).join('\n') || '- ' + profile.description}\n` +
      (profile.metrics.length ? `Proof points:\n${profile.metrics.map((m) => `- ${m.value}`).join('\n')}` : 'Proof points: none stated on the website'),
    problemsSolved: profile.personas.map((p) => ({ problem: p.frustration, solution: `${profile.name}: ${p.goal.toLowerCase()}` })),
    overallStrategicPositioning: `${profile.name} positions itself for ${profile.personas.map((p) => p.role).join(' and ')} as: ${profile.description}`,
    values: ['Revenue growth', 'Time saved for staff', 'Guest experience'],
    painPoints: profile.personas.map((p) => p.frustration),
  };
}

/** Step 4 from the profile and brief alone: one short script per persona. */
export function pitchesFrom(profile: ProfileOut, brief: BriefOut): PitchesOut {
  const scripts = profile.personas.map((p) => ({
    persona: p.role,
    script:
      `Hi, I work with ${profile.name}. Most ${p.role.toLowerCase()}s I talk to want to ${p.goal.toLowerCase()}, ` +
      `but struggle with ${p.frustration.toLowerCase()}. ${brief.coreUSP} ` +
      `Could we take 15 minutes to see whether it fits your restaurant?`,
  }));
  return { scripts, pitch_content: `${brief.coreUSP}\n\n${scripts.map((s) => `${s.persona}: ${s.script}`).join('\n\n')}` };
}
