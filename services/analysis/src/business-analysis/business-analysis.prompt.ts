import { definePrompt } from '@leadgen/llm';
import type { SiteSummary } from '../site/site.summary.js';
import type { BriefOut, ProfileOut } from './business-analysis.steps.js';

const COMMON =
  'You analyse the website of a technology company that sells to restaurants. Use only what the website says; never invent customers, numbers or awards.';
/** Later steps build on the profile the rep already sees: they name its features and figures, never restate its sentences. */
const ONCE =
  'Never repeat a sentence of the profile (its description, a feature benefit or a metric): name the feature or figure instead. Keep the audiences written as the website writes them ("bar owners", "multi-location groups").';

export const profilePrompt = definePrompt<SiteSummary>({
  id: 'business_step1_profile',
  version: 1,
  system: `${COMMON}\nExtract the business profile: name, one-paragraph description, the restaurant personas it sells to (role, goal, frustration), its features (feature, benefit, payoff) and any metrics it claims (name, value as stated).`,
  user: (site) =>
    JSON.stringify({
      website: site.url,
      name: site.name,
      description: site.description,
      headings: site.headings.slice(0, 40),
      text: site.text.slice(0, 8000),
    }),
});

export const avatarPrompt = definePrompt<ProfileOut>({
  id: 'business_step2_avatar',
  version: 2,
  system: `${COMMON}\n${ONCE}\nFrom the business profile, describe the single ideal buyer at a restaurant (the business avatar) in a few short labelled lines.`,
  user: (profile) => JSON.stringify(profile),
});

export const briefPrompt = definePrompt<{ profile: ProfileOut; avatar: string }>({
  id: 'business_step3_brief',
  version: 2,
  system: `${COMMON}\n${ONCE}\nWrite a high-impact restaurant sales messaging brief, the core value proposition, the problems it solves (problem, and as solution the one feature that solves it, a different feature for each problem where the profile has enough), its strategic positioning, and the buyer's values and pain points.`,
  user: (input) => JSON.stringify(input),
});

export const scriptsPrompt = definePrompt<{ profile: ProfileOut; brief: BriefOut }>({
  id: 'business_step4_scripts',
  version: 2,
  system: `${COMMON}\n${ONCE}\nWrite one short spoken pitch script per persona (persona, script) and a general sales pitch (pitch_content).`,
  user: (input) => JSON.stringify(input),
});
