import { definePrompt } from '@leadgen/llm';
import type { SiteSummary } from '../site/site.summary.js';
import type { LeadInput } from './pitch.fallback.js';

/** The website as the model sees it: what was found, with where, and the text trimmed. */
export function siteForModel(site: SiteSummary) {
  return {
    name: site.name,
    website: site.url,
    description: site.description,
    cuisines: site.cuisines,
    address: site.address,
    found: site.found,
    menu_pdf_only: site.menuPdfOnly,
    ordering_providers: site.orderingProviders,
    reservation_providers: site.reservationProviders,
    social: site.social.map((s) => s.network),
    headings: site.headings.slice(0, 30),
    text: site.text.slice(0, 6000),
    pages_read: site.pagesRead,
  };
}

export const pitchPrompt = definePrompt<SiteSummary>({
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

/** Pitches the leads service asks for at search time, from the lead record alone. */
export const searchLeadPitchPrompt = definePrompt<LeadInput>({
  id: 'lead_pitch',
  version: 1,
  system: [
    'You write sales pitches for people who sell technology to restaurants, from a lead record.',
    'Use only the facts given; never invent numbers, owners or features.',
    'confidence_score is 0-1 and should stay below 0.7: no website was read.',
  ].join('\n'),
  user: (lead) => JSON.stringify(lead),
});
