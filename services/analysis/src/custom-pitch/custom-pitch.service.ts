import { Injectable } from '@nestjs/common';
import {
  CUSTOM_PITCH_EMPTY_REPORT_MESSAGE,
  offerFromAnalysis,
  type BusinessAnalysis,
  type CustomPitchRequest,
  type CustomPitchResponse,
  type Offer,
  type RpcRequest,
} from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { rpcError } from '@leadgen/service-kit';
import { OfferSource } from '../offer/offer.source.js';
import { PitchReplySchema, pitchOf } from '../pitch-model/pitch-model.write.js';
import { restaurantFromLead } from '../pitch/pitch.restaurant.js';
import { writePitch } from '../pitch/pitch.writer.js';
import { customPitchInput, hasMessaging } from './custom-pitch.facts.js';
import { groundCustomPitch } from './custom-pitch.grounding.js';
import { customPitchPrompt } from './custom-pitch.prompt.js';

/**
 * The offer a custom pitch speaks for: What I sell when the rep set it, else the selected report
 * read the way 'Use as what I sell' reads it (the report carries the Business Analysis fields it maps).
 */
function offerFor(stored: Offer | null, report: CustomPitchRequest['business_analysis']): Offer {
  return stored ?? offerFromAnalysis(report as unknown as BusinessAnalysis);
}

@Injectable()
export class CustomPitchService {
  constructor(
    private readonly llm: StructuredGenerator,
    private readonly offers: OfferSource,
  ) {}

  /** A pitch for the lead, for what the rep sells: the model when set, else the one writer of every pitch. */
  async write(req: RpcRequest<CustomPitchRequest>): Promise<CustomPitchResponse> {
    const input = customPitchInput(req.body);
    const stored = await this.offers.of(req);
    if (!stored && !hasMessaging(input.vendor)) throw rpcError('BAD_REQUEST', CUSTOM_PITCH_EMPTY_REPORT_MESSAGE);
    const offer = offerFor(stored, req.body.business_analysis);
    const { lead } = req.body;
    const out = await this.llm.generate({
      prompt: customPitchPrompt,
      input,
      schema: PitchReplySchema,
      fallback: () =>
        writePitch({
          restaurant: restaurantFromLead({ ...lead, location_count: lead.location_count }),
          site: null,
          seller: { company_name: offer.company_name },
          offer,
          key: lead.place_id,
        }),
    });
    const pitch = out.generated_by === 'model' ? groundCustomPitch(pitchOf(out.value), input) : pitchOf(out.value);
    return {
      success: true,
      restaurant_data: {
        name: input.restaurant.name,
        website: input.restaurant.website,
        fit_score: input.restaurant.fit_score,
      },
      vendor: {
        company_name: stored?.company_name ?? input.vendor.company_name,
        website_url: stored?.website_url ?? input.vendor.website_url,
      },
      pitch_content: pitch,
      generated_by: out.generated_by,
    };
  }
}
