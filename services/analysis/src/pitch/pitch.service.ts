import { Inject, Injectable } from '@nestjs/common';
import { PitchSchema, type Pitch } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { SITE_SOURCE, type SiteSource } from '../site/site.source.js';
import { deterministicLeadPitch, deterministicPitch, siteFitScore, type LeadInput } from './pitch.fallback.js';
import { groundPitch } from './pitch.grounding.js';
import { pitchPrompt, searchLeadPitchPrompt } from './pitch.prompt.js';

@Injectable()
export class PitchService {
  constructor(
    @Inject(SITE_SOURCE) private readonly sites: SiteSource,
    private readonly llm: StructuredGenerator,
  ) {}

  async fromUrl(url: string) {
    const site = await this.sites.read(url);
    const out = await this.llm.generate({
      prompt: pitchPrompt,
      input: site,
      schema: PitchSchema,
      fallback: deterministicPitch,
    });
    const pitch: Pitch = groundPitch(out.value, site);
    return {
      success: true as const,
      restaurant_data: { name: site.name, website: site.url, fit_score: siteFitScore(site) },
      pitch_content: pitch,
      generated_by: out.generated_by,
      pages_read: site.pagesRead,
      // The diagnostic page reads the pitch fields at the top level.
      ...pitch,
    };
  }

  async forLead(lead: LeadInput) {
    const out = await this.llm.generate({
      prompt: searchLeadPitchPrompt,
      input: lead,
      schema: PitchSchema,
      fallback: deterministicLeadPitch,
    });
    return { pitch: out.value, generated_by: out.generated_by };
  }
}
