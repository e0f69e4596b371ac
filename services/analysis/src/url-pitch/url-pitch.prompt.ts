import { definePrompt } from '@leadgen/llm';
import { siteForModel } from '../pitch/pitch.site.js';
import type { SiteSummary } from '../site/site.summary.js';

export const urlPitchPrompt = definePrompt<SiteSummary>({
  id: 'restaurant_pitch',
  version: 1,
  system: [
    'You write sales pitches for people who sell technology to restaurants.',
    'Use only facts present in the website summary you are given. Name what you saw.',
    'Never say the restaurant lacks something that appears in "found" or in the providers lists.',
    'Never invent numbers, awards, owners or reviews.',
    'confidence_score is 0-1: how well the facts support the pitch.',
    'Openers are short, specific and human; no buzzwords.',
  ].join('\n'),
  user: (site) => JSON.stringify(siteForModel(site)),
});
