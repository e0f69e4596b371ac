import { Injectable } from '@nestjs/common';
import type { RpcRequest, SearchPitchesRequest } from '@leadgen/contracts';
import { ProfileSeller } from '../lead-pitch/lead-pitch.seller.js';
import { OfferSource } from '../offer/offer.source.js';
import { StructuredGenerator } from '@leadgen/llm';
import { pitchWithModel } from '../pitch-model/pitch-model.facts.js';
import { searchPitchFacts } from './search-pitches.fallback.js';

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
    // The model when one is set, checked against the record; the one writer behind it (pitch-model).
    const out = await pitchWithModel(this.llm, searchPitchFacts(lead, { offer, seller }));
    return { pitch: out.pitch, generated_by: out.generated_by };
  }
}
