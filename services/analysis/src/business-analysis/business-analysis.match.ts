import type { ProfileOut } from './business-analysis.steps.js';

type Persona = ProfileOut['personas'][number];
type Feature = ProfileOut['features'][number];

/** Words that carry no topic, so two texts sharing them say nothing about each other. */
const FILLER = new Set(
  'about after before each every from have into more most only over that their them then they this what when with without your keep does owner owners restaurant restaurants guest guests'.split(
    ' ',
  ),
);

/** The topic words of a text, cut to their first five letters so 'servers' meets 'service' and 'orders' meets 'ordering'. */
export function topicWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !FILLER.has(w)).map((w) => w.slice(0, 5)),
  );
}

/** Words a restaurant buyer's trouble and a feature share though they are not the same word. */
const RELATED: [RegExp, RegExp][] = [
  [/\bno-shows?|empty tables\b/i, /\bdeposit|remind|booking|reserv/i],
  [/\bslow service|tabs\b/i, /\bcheck|tab\b|tableside|pay/i],
  [/\blocation|units?\b|brand standards/i, /\bsync|every terminal|every location|one menu|schedul/i],
  [/\bcommission/i, /\bcommission|marketplace/i],
  [/\brush|peak|lines\b/i, /\bthrottl|cap orders|rush|waitlist/i],
  [/\bregulars|visitors|quiet weekdays|busy weekends/i, /\bwin-back|campaign|loyal|come back|special/i],
  [/\bmarketing\b/i, /\bcampaign|written for you|automat/i],
  [/\bmargins|small ticket|fees\b/i, /\bcost|commission|labor|return/i],
  [/\breview\b/i, /\breview/i],
  [/\bby hand|tips|taxes|payroll/i, /\btip|tax|payroll/i],
  [/\bstaff time|phones|manual work|adding staff|time the owner/i, /\bautomatic|for you|no cost|on its own|retype/i],
];

/** How well a feature answers a persona's goal and frustration: shared topic words, and related ones. */
function fit(persona: Persona, feature: Feature): number {
  const need = `${persona.goal} ${persona.frustration}`;
  const offer = `${feature.feature} ${feature.benefit} ${feature.payoff}`;
  const wanted = topicWords(need);
  const shared = [...topicWords(offer)].filter((w) => wanted.has(w)).length;
  const related = RELATED.filter(([a, b]) => a.test(need) && b.test(offer)).length;
  return shared + 2 * related;
}

/**
 * The feature that answers each persona, in the personas' order: the best fits first, each
 * feature given to one persona while another is still free (so three buyers are not all
 * answered with the same feature), then the best fit again when there are more buyers than features.
 */
export function featuresForPersonas(personas: Persona[], features: Feature[]): (Feature | undefined)[] {
  const pairs = personas
    .flatMap((p, pi) => features.map((f, fi) => ({ pi, fi, score: fit(p, f) })))
    .sort((a, b) => b.score - a.score || a.pi - b.pi || a.fi - b.fi);
  const chosen = new Map<number, number>();
  const taken = new Set<number>();
  for (const { pi, fi } of pairs) {
    if (chosen.has(pi) || taken.has(fi)) continue;
    chosen.set(pi, fi);
    taken.add(fi);
  }
  return personas.map((_, pi) => {
    const fi = chosen.get(pi) ?? pairs.find((p) => p.pi === pi)?.fi;
    return fi === undefined ? undefined : features[fi];
  });
}
