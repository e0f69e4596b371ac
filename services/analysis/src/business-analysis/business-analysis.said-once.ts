import type { BusinessAnalysis } from '@leadgen/contracts';

const norm = (s: string) =>
  s
    .replace(/[‘’]/g, "'")
    .toLowerCase()
    .replace(/[.!?\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The sentences of a text, each with what follows it (its space or line break), so the text can be put back together. */
const pieces = (text: string) => text.match(/[^.!?\n]+(?:[.!?]+["”]?)?[^\S\n]*\n*|\n+/g) ?? [];

/**
 * The result with each sentence of the company's profile (its description, its features' benefits
 * and payoffs, its figures' sentences) said once: where the profile is shown, the later sections
 * name what the profile states rather than repeat it. A model writing the four steps tends to
 * restate the description in every one of them; the deterministic steps never do. A core value
 * proposition left with nothing of its own becomes `promise` (the site's own, as the deterministic step reads it).
 */
export function sayProfileOnce(result: BusinessAnalysis, promise: string): BusinessAnalysis {
  const p = result.business_profile;
  if (!p) return result;
  const said = new Set(
    [p.description, ...p.features.flatMap((f) => [f.benefit, f.payoff]), ...Object.values(p.metrics)]
      .flatMap((t) => pieces(t ?? ''))
      .map(norm)
      .filter((s) => s.split(' ').length >= 4),
  );
  const once = (text: string | undefined): string | undefined => {
    if (text === undefined) return text;
    const kept = pieces(text)
      // 'Headline: <the description>' is a repeat too: a short label does not make it new.
      .filter((piece) => !said.has(norm(piece)) && !said.has(norm(piece.replace(/^[^:\n]{1,40}:\s+/, ''))))
      .join('')
      .replace(/[^\S\n]+$/gm, '')
      .trim();
    return kept;
  };
  const out: BusinessAnalysis = { ...result };
  if (out.coreUSP !== undefined) out.coreUSP = once(out.coreUSP) || promise;
  // A section that was nothing but a repeat keeps it: an empty section would say less than a repeat.
  out.business_avatar = once(out.business_avatar) || out.business_avatar;
  out.messaging_brief = once(out.messaging_brief) || out.messaging_brief;
  out.overallStrategicPositioning = once(out.overallStrategicPositioning) || out.overallStrategicPositioning;
  out.pitch_content = once(out.pitch_content) || out.pitch_content;
  if (out.problemsSolved)
    out.problemsSolved = out.problemsSolved.map((x) => ({ ...x, solution: once(x.solution) || x.solution }));
  if (out.persona_pitches)
    out.persona_pitches = Object.fromEntries(
      Object.entries(out.persona_pitches).map(([persona, script]) => [persona, once(script) || script]),
    );
  return out;
}
