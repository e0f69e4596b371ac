import { Injectable } from '@nestjs/common';
import {
  CUSTOM_PITCH_EMPTY_REPORT_MESSAGE,
  PitchSchema,
  type CustomPitchRequest,
  type CustomPitchResponse,
} from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { rpcError } from '@leadgen/service-kit';
import { customPitchInput, hasMessaging } from './custom-pitch.facts.js';
import { deterministicCustomPitch } from './custom-pitch.fallback.js';
import { groundCustomPitch } from './custom-pitch.grounding.js';
import { customPitchPrompt } from './custom-pitch.prompt.js';

@Injectable()
export class CustomPitchService {
  constructor(private readonly llm: StructuredGenerator) {}

  /** A pitch for the lead in the voice of the rep's business report: the model when set, else the report's own words. */
  async write(req: CustomPitchRequest): Promise<CustomPitchResponse> {
    const input = customPitchInput(req);
    if (!hasMessaging(input.vendor)) throw rpcError('BAD_REQUEST', CUSTOM_PITCH_EMPTY_REPORT_MESSAGE);
    const out = await this.llm.generate({
      prompt: customPitchPrompt,
      input,
      schema: PitchSchema,
      fallback: deterministicCustomPitch,
    });
    const pitch = out.generated_by === 'model' ? groundCustomPitch(out.value, input) : out.value;
    return {
      success: true,
      restaurant_data: {
        name: input.restaurant.name,
        website: input.restaurant.website,
        fit_score: input.restaurant.fit_score,
      },
      vendor: { company_name: input.vendor.company_name, website_url: input.vendor.website_url },
      pitch_content: pitch,
      generated_by: out.generated_by,
    };
  }
}
