import type { BusinessAnalysis } from '@leadgen/contracts';
import { z } from 'zod';

/** What the model is asked for at each step (strict JSON schema: arrays rather than maps). */
export const ProfileOut = z.object({
  name: z.string(),
  description: z.string(),
  personas: z.array(z.object({ role: z.string(), goal: z.string(), frustration: z.string() })),
  features: z.array(z.object({ feature: z.string(), benefit: z.string(), payoff: z.string() })),
  metrics: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type ProfileOut = z.infer<typeof ProfileOut>;
export const AvatarOut = z.object({ business_avatar: z.string() });
export type AvatarOut = z.infer<typeof AvatarOut>;
export const BriefOut = z.object({
  messaging_brief: z.string(),
  coreUSP: z.string(),
  problemsSolved: z.array(z.object({ problem: z.string(), solution: z.string() })),
  overallStrategicPositioning: z.string(),
  values: z.array(z.string()),
  painPoints: z.array(z.string()),
});
export type BriefOut = z.infer<typeof BriefOut>;
export const PitchesOut = z.object({
  scripts: z.array(z.object({ persona: z.string(), script: z.string() })),
  pitch_content: z.string(),
});
export type PitchesOut = z.infer<typeof PitchesOut>;

/** Where each step's status is reported in the analysis. */
export type StepKey = 'step1' | 'step2' | 'step3' | 'step4';
export const STEP_FIELDS: Record<StepKey, keyof BusinessAnalysis['pipeline_steps']> = {
  step1: 'step1_business_profile',
  step2: 'step2_business_avatar',
  step3: 'step3_messaging_brief',
  step4: 'step4_persona_pitches',
};
