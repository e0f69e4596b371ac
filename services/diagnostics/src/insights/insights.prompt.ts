import { definePrompt } from '@leadgen/llm';
import { z } from 'zod';

export interface InsightsInput {
  name: string;
  url: string;
  platform: string | null;
  unique_features: string[];
  recommendations: string[];
  checks: Array<{ id: string; status: string; detail: string }>;
  text: string;
}

export const InsightsSchema = z.object({
  unique_features: z.array(z.string().max(200)).max(6),
  recommendations: z.array(z.string().max(300)).max(6),
});
export type Insights = z.infer<typeof InsightsSchema>;

/** Adds to the evidence-based lists from the page text; never repeats or contradicts the findings. */
export const insightsPrompt = definePrompt<InsightsInput>({
  id: 'diagnostic_insights',
  version: 1,
  system: [
    'You help a sales rep who sells technology to restaurants prepare a call.',
    'You get a restaurant website checklist (features and recommendations already found, with checks) and the page text.',
    'Add at most 4 unique features the page text shows that the lists do not already name (signature dishes, history, events, awards named on the page).',
    'Add at most 4 concrete recommendations that follow from the text and checks and are not already listed.',
    'Use only facts in the text. Never invent numbers, owners, reviews or awards. Never contradict a check marked pass, fail or inconclusive.',
    'Short sentences, no buzzwords.',
  ].join('\n'),
  user: (i) =>
    JSON.stringify({
      name: i.name,
      website: i.url,
      platform: i.platform,
      already_unique_features: i.unique_features,
      already_recommendations: i.recommendations,
      checks: i.checks,
      text: i.text.slice(0, 6000),
    }),
});

export const noInsights = (): Insights => ({ unique_features: [], recommendations: [] });
