import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest, EmptyBodySchema, CUISINES } from '@leadgen/contracts';
import { EncodedJson, rpcPayload } from '@leadgen/service-kit';

/** The catalogue never changes while the service runs: its JSON is written once, not per request. */
const CATALOGUE_REPLY = new EncodedJson(
  new TextEncoder().encode(JSON.stringify({ base_cuisines_with_names: CUISINES })),
);

/** Answers leads.cuisine-types: the catalogue the search form's cuisine select lists. */
@Controller()
export class CuisinesHandler {
  @MessagePattern(SUBJECTS.leads.cuisineTypes)
  cuisineTypes(@Payload(rpcPayload(EmptyBodySchema)) _req: RpcRequest<object>): EncodedJson {
    return CATALOGUE_REPLY;
  }
}
