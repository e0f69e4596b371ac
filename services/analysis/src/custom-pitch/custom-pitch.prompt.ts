import { definePrompt } from '@leadgen/llm';
import { clip, type CustomPitchInput } from './custom-pitch.facts.js';

/** A pitch in the rep's own company's voice, aimed at one restaurant lead. */
export const customPitchPrompt = definePrompt<CustomPitchInput>({
  id: 'custom_pitch',
  version: 1,
  system: [
    'You write a sales pitch for a technology company that sells to restaurants (the vendor), aimed at one restaurant.',
    "The vendor is described by its own business analysis: value proposition, messaging brief, personas with pitch scripts, problems it solves, features and proof points. Write in the vendor's voice and use its messaging; name the vendor in the email opener and the call opener.",
    'Aim the pitch at the restaurant using only the restaurant facts given (name, cuisine, address, rating, reviews, locations, website, hours).',
    'Never invent numbers, owners, awards, reviews, customers, integrations or features. Proof points may be quoted only as the vendor states them.',
    'Do not claim the restaurant has a problem its facts do not show: present problems as ones the vendor solves for restaurants like it.',
    'Pick the persona that fits the restaurant (one location: the owner; several locations: a multi-unit or operations buyer) and adapt its script for the call opener.',
    'key_insights are about the restaurant; pain_points and opportunity_highlights come from the vendor report; suggested_approach says whom to ask for and what to lead with.',
    'confidence_score is 0-1: how well the facts support the pitch. Openers are short, specific and human; no buzzwords.',
  ].join('\n'),
  user: ({ vendor, restaurant }) =>
    JSON.stringify({
      vendor: {
        ...vendor,
        messaging_brief: vendor.messaging_brief ? clip(vendor.messaging_brief, 4000) : null,
        personas: vendor.personas.slice(0, 8).map((p) => ({ ...p, script: p.script ? clip(p.script, 1200) : null })),
        features: vendor.features.slice(0, 10),
        problems: vendor.problems.slice(0, 10),
        proof_points: vendor.proof_points.slice(0, 8),
      },
      restaurant,
    }),
});
