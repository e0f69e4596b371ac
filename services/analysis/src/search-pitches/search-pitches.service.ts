import { Injectable } from '@nestjs/common';
import { PitchSchema, type RpcRequest, type SearchPitchesRequest } from '@leadgen/contracts';
import { ProfileSeller } from '../lead-pitch/lead-pitch.seller.js';
import { OfferSource } from '../offer/offer.source.js';
import { StructuredGenerator } from '@leadgen/llm';
import { deterministicSearchPitch } from './search-pitches.fallback.js';
import { searchPitchesPrompt } from './search-pitches.prompt.js';

@Injectable()
export class SearchPitchesService {
  constructor(
    private readonly llm: StructuredGenerator,
    private readonly offers: OfferSource,
    private readonly profiles: ProfileSeller,
  ) {}

  /** One top lead's pitch for a search, from its record alone, for what the searching rep sells. */
  async write(req: RpcRequest<SearchPitchesRequest>) {
    const lead = req.body;
    const [offer, seller] = await Promise.all([this.offers.of(req), this.profiles.of(req)]);
    const out = await this.llm.generate({
      prompt: searchPitchesPrompt,
      input: lead,
      schema: PitchSchema,
      fallback: (l) => deterministicSearchPitch(l, { offer, seller }),
    });
    return { pitch: out.value, generated_by: out.generated_by };
  }
}
