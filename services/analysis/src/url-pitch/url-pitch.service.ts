import { Inject, Injectable } from '@nestjs/common';
import { PitchSchema, type Pitch } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { groundPitch } from '../pitch/pitch.grounding.js';
import { SITE_SOURCE, type SiteSource } from '../site/site.source.js';
import { deterministicPitch, siteFitScore } from './url-pitch.fallback.js';
import { urlPitchPrompt } from './url-pitch.prompt.js';

@Injectable()
export class UrlPitchService {
  constructor(
    @Inject(SITE_SOURCE) private readonly sites: SiteSource,
    private readonly llm: StructuredGenerator,
  ) {}

  async write(url: string) {
    const site = await this.sites.read(url);
    const out = await this.llm.generate({
      prompt: urlPitchPrompt,
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
}
