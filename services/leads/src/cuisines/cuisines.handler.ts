import { Controller } from '@nestjs/common';
import { CUISINES } from '@leadgen/contracts';
import { EncodedJson, Route, type RouteRequest } from '@leadgen/service-kit';

/** The catalogue never changes while the service runs: its JSON is written once, not per request. */
const CATALOGUE_REPLY = new EncodedJson(
  new TextEncoder().encode(JSON.stringify({ base_cuisines_with_names: CUISINES })),
);

/** Answers leads.cuisine-types: the catalogue the search form's cuisine select lists. */
@Controller()
export class CuisinesHandler {
  @Route('cuisineTypes')
  cuisineTypes(_req: RouteRequest<'cuisineTypes'>): EncodedJson {
    return CATALOGUE_REPLY;
  }
}
