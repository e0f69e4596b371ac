import { PitchEmailSchema, PitchSchema, type Pitch } from '@leadgen/contracts';
import type { StructuredGenerator } from '@leadgen/llm';
import { z } from 'zod';
import type { SiteSummary } from '../site/site.summary.js';
import { dropContradictions } from './pitch-model.check.js';
import { dropStatements, type Checked } from './pitch-model.drop.js';
import type { ModelPitchInput } from './pitch-model.input.js';
import { modelPitchPrompt } from './pitch-model.prompt.js';

/** What the model is asked for: a pitch, its evidence naming the source each claim rests on. */
// The email is the standard writer's (it greets and signs in parts the composer swaps), not asked of the model.
export const ModelPitchOut = PitchSchema.omit({
  evidence: true,
  offer_product: true,
  writer_note: true,
  email: true,
}).extend({
  // Nullish, not optional: a strict JSON schema has every key, and a reply without evidence is still a pitch.
  evidence: z.array(z.object({ claim: z.string(), source: z.string() })).nullish(),
});
type ModelPitchOut = z.infer<typeof ModelPitchOut>;

/**
 * A whole pitch as a model may be asked for it: a strict JSON schema has every key, so the pitch's
 * optional fields are nullish here; pitchOf turns it back into a pitch.
 */
export const PitchReplySchema = PitchSchema.extend({
  evidence: z.array(z.object({ claim: z.string(), source: z.string() })).nullish(),
  offer_product: z.string().nullish(),
  writer_note: z.string().nullish(),
  email: PitchEmailSchema.nullish(),
});

/** A reply (or a writer's pitch that went through PitchReplySchema) as a pitch: a null field is left out. */
export function pitchOf(reply: z.infer<typeof PitchReplySchema>): Pitch {
  const { evidence, offer_product, writer_note, email, ...rest } = reply;
  return {
    ...rest,
    ...(email ? { email } : {}),
    ...(evidence ? { evidence } : {}),
    ...(offer_product ? { offer_product } : {}),
    ...(writer_note ? { writer_note } : {}),
  };
}

export interface ModelPitch {
  pitch: Pitch;
  generated_by: 'model' | 'deterministic';
  /** Said to the rep when the model's pitch was not used, or was used with statements left out; null otherwise. */
  note: string | null;
}

/** The standard writer's email, kept beside the model's fields. */
const deterministicEmail = (deterministic: () => Pitch) => {
  const { email } = deterministic();
  return email ? { email } : null;
};

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** List items and sentences stating a number found nowhere in what the model was given: a figure it made up. */
function dropInventedNumbers(pitch: Pitch, given: ModelPitchInput): Checked {
  const known = JSON.stringify(given).replace(/,(?=\d{3}\b)/g, '');
  return dropStatements(pitch, (text) => (text.match(NUMBER) ?? []).some((n) => !known.includes(n.replace(/,/g, ''))));
}

/** Evidence the model cites from a source it was given; a source of its own making is left out. */
function givenEvidence(evidence: ModelPitchOut['evidence'], input: ModelPitchInput): Pitch['evidence'] {
  if (!evidence) return undefined;
  const sources = new Set([...input.facts, ...input.contacts].flatMap((f) => [f.source, ...f.source.split(' ')]));
  return evidence.filter((e) => sources.has(e.source.trim()));
}

/** Why the model's reply was not used, in a rep's words: a reply out of shape is said so, not quoted. */
function plainReason(reason: string | undefined): string {
  const said = (reason ?? '').trim().replace(/\.$/, '');
  return /^The (?:language )?model /.test(said) && !/[[{]/.test(said)
    ? said
    : 'its reply was not in the expected shape';
}

const quoted = (items: string[]) =>
  items
    .slice(0, 2)
    .map((t) => `"${t.length > 90 ? `${t.slice(0, 89)}…` : t}"`)
    .join(', ');

/**
 * One pitch with a model when one is configured: the prompt carries the offer, the facts with
 * their evidence and the contacts; the reply is checked against the schema (by the generator) and
 * against the site (what it shows is never called missing, no figure of the model's own). The
 * deterministic writer's pitch stands in, with a note saying so, when the model fails, times out,
 * answers out of shape, or leaves nothing once its contradictions are left out.
 */
export async function writeWithModel(
  llm: StructuredGenerator,
  input: ModelPitchInput,
  site: SiteSummary | null,
  deterministic: () => Pitch,
): Promise<ModelPitch> {
  if (!llm.configured) return { pitch: deterministic(), generated_by: 'deterministic', note: null };
  const standIn = (why: string): ModelPitch => ({
    pitch: deterministic(),
    generated_by: 'deterministic',
    note: `${why} This pitch is from the standard writer.`,
  });
  const out = await llm.generate({
    prompt: modelPitchPrompt,
    input,
    schema: ModelPitchOut,
    fallback: () => {
      // Only its reason is used: the stand-in pitch is the deterministic writer's own.
      const { offer_product: _product, writer_note: _note, email: _email, ...rest } = deterministic();
      return rest;
    },
  });
  if (out.generated_by !== 'model')
    return standIn(`The language model's pitch could not be used (${plainReason(out.fallback_reason)}).`);
  const { evidence, ...reply } = out.value;
  const asked: Pitch = {
    ...reply,
    evidence: givenEvidence(evidence, input),
    ...(input.offer ? { offer_product: input.offer.product_name } : {}),
    ...(deterministicEmail(deterministic) ?? {}),
  };
  const grounded = dropContradictions(asked, site);
  const figures = dropInventedNumbers(grounded.pitch, input);
  const dropped = [...grounded.dropped, ...figures.dropped];
  const p = figures.pitch;
  if (!p.email_opener.trim() || !p.call_opener.trim() || !p.value_proposition.trim())
    return standIn(`The language model's pitch said what the website contradicts (${quoted(dropped)}).`);
  return {
    pitch: p,
    generated_by: 'model',
    note: dropped.length
      ? `Written by the language model; left out what the website contradicts or the facts do not state: ${quoted(dropped)}.`
      : null,
  };
}
