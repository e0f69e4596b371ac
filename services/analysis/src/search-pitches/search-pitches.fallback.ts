import type { Pitch, SearchPitchesRequest } from '@leadgen/contracts';
import { restaurantFromLead } from '../pitch/pitch.restaurant.js';
import { writePitch } from '../pitch/pitch.writer.js';

/** A pitch from the lead record alone (no website read): modest claims, lower confidence. */
export function deterministicSearchPitch(lead: SearchPitchesRequest): Pitch {
  return writePitch({ restaurant: restaurantFromLead(lead), site: null, seller: null });
}
