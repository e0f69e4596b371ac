import type { Offer, Pitch, PitchSeller, SearchPitchesRequest } from '@leadgen/contracts';
import { restaurantFromLead } from '../pitch/pitch.restaurant.js';
import { writePitch } from '../pitch/pitch.writer.js';

/** A pitch from the lead record alone (no website read): modest claims, lower confidence. */
export function deterministicSearchPitch(
  lead: SearchPitchesRequest,
  rep: { offer?: Offer | null; seller?: PitchSeller | null } = {},
): Pitch {
  return writePitch({
    restaurant: restaurantFromLead(lead),
    site: null,
    seller: rep.seller ?? null,
    offer: rep.offer ?? null,
    key: `${lead.name}|${lead.address}`,
  });
}
