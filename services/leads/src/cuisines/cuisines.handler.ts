import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type RpcRequest } from '@leadgen/contracts';
import { rpcPayload } from '@leadgen/service-kit';
import { z } from 'zod';
import { CUISINES } from './cuisine.catalogue.js';

/** Answers leads.cuisine-types: the catalogue the search form's cuisine select lists. */
@Controller()
export class CuisinesHandler {
  @MessagePattern(SUBJECTS.leads.cuisineTypes)
  cuisineTypes(@Payload(rpcPayload(z.object({}))) _req: RpcRequest<object>) {
    return { base_cuisines_with_names: CUISINES };
  }
}
