import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SearchPitchesRequestSchema, SUBJECTS, type RpcRequest, type SearchPitchesRequest } from '@leadgen/contracts';
import { rpcPayload } from '@leadgen/service-kit';
import { SearchPitchesService } from './search-pitches.service.js';

@Controller()
export class SearchPitchesHandler {
  constructor(private readonly pitches: SearchPitchesService) {}

  /** Asked by the leads service for the top leads of a search ('Generate Personalized Pitches'); it records the usage itself. */
  @MessagePattern(SUBJECTS.analysis.searchPitches)
  write(@Payload(rpcPayload(SearchPitchesRequestSchema)) req: RpcRequest<SearchPitchesRequest>) {
    return this.pitches.write(req);
  }
}
