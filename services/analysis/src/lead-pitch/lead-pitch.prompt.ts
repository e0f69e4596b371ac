import { definePrompt } from '@leadgen/llm';
import { siteForModel } from '../pitch/pitch.site.js';
import type { PitchFacts } from '../pitch/pitch.writer.js';

/** A lead's pitch from its listing and, when it was read, its website; in the voice of the rep's company when known. */
export const leadPitchPrompt = definePrompt<PitchFacts>({
  id: 'lead_site_pitch',
  version: 1,
  system: [
    'You write a sales pitch for a person who sells technology to restaurants, aimed at one restaurant.',
    'Use only the facts given: the restaurant listing (name, cuisine, address, rating, reviews, review reply rate, locations, hours) and, when present, a summary of its website. Name what you saw.',
    'When "website" is null the website was not read: say nothing about what the website has or lacks.',
    'Never say the restaurant lacks something that appears in the website\'s "found" or providers lists.',
    'Lead with what the restaurant lacks that matters most for revenue (online ordering, reservations, catering, review replies, a website) and, when a seller is given, what the seller offers.',
    'When a seller is given, write in its voice and name it in the email and call openers; never claim a feature the seller does not state.',
    'Never invent numbers, awards, owners or reviews. Do not repeat the restaurant name twice in one opener.',
    'confidence_score is 0-1: how well the facts support the pitch; below 0.7 when the website was not read.',
    'Openers are short, specific and human; no buzzwords.',
  ].join('\n'),
  user: ({ restaurant, site, seller }) =>
    JSON.stringify({ restaurant, website: site ? siteForModel(site) : null, seller }),
});
