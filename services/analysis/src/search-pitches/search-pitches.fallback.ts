import type { Offer, Pitch, PitchSeller, SearchPitchesRequest } from '@leadgen/contracts';
import { restaurantFromLead } from '../pitch/pitch.restaurant.js';
import { writePitch, type PitchFacts } from '../pitch/pitch.writer.js';

/** The writer's facts for a search's lead: its record alone (no website read), and what the rep sells. */
export function searchPitchFacts(
  lead: SearchPitchesRequest,
  rep: { offer?: Offer | null; seller?: PitchSeller | null } = {},
): PitchFacts {
  return {
    restaurant: restaurantFromLead(lead),
    site: null,
    seller: rep.seller ?? null,
    offer: rep.offer ?? null,
    key: `${lead.name}|${lead.address}`,
  };
}

/** A pitch from the lead record alone (no website read): modest claims, lower confidence. */
export function deterministicSearchPitch(
  lead: SearchPitchesRequest,
  rep: { offer?: Offer | null; seller?: PitchSeller | null } = {},
): Pitch {
  return writePitch(searchPitchFacts(lead, rep));
}
