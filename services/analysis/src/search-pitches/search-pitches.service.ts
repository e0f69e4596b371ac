import { Injectable } from '@nestjs/common';
import { PitchSchema, type SearchPitchesRequest } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { deterministicSearchPitch } from './search-pitches.fallback.js';
import { searchPitchesPrompt } from './search-pitches.prompt.js';

@Injectable()
export class SearchPitchesService {
  constructor(private readonly llm: StructuredGenerator) {}

  /** One top lead's pitch for a search, from its record alone. */
  async write(lead: SearchPitchesRequest) {
    const out = await this.llm.generate({
      prompt: searchPitchesPrompt,
      input: lead,
      schema: PitchSchema,
      fallback: deterministicSearchPitch,
    });
    return { pitch: out.value, generated_by: out.generated_by };
  }
}
